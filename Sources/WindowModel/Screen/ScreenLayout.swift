// Where everything on the simulated screen goes, in points: one flat list of items in
// drawing order, each with the transform from its own view's space to the device's
// portrait screen. Drawing walks the list forwards; hit-testing walks it backwards
// through the inverse of the same transforms.

import OrientationEngine

/// What a tap on an item asks the engine for.
public enum TapTarget: Sendable, Equatable {
    /// A button on the visible screen, by title (`Event.tap`).
    case button(String)
    /// The nav bar's back button (`Event.pop`).
    case back
    /// A tab bar item (`Event.selectTab`).
    case tab(Int)
    /// The crash screen's Relaunch button (`Event.relaunch`).
    case relaunch
    /// The player's progress bar: where along it says where to seek (`Event.seek`).
    case seek
}

public struct LayoutItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A view's opaque background; `grouped` is the leaf's light grey.
        case background(grouped: Bool)
        case statusBar
        case navBar(title: String, barHeight: Double)
        case backButton(String)
        case tabBar
        case tabItem(index: Int, title: String, selected: Bool, icon: Int)
        /// The content box (`layout` insets applied) as a card.
        case contentBox(insetByLayout: Bool)
        case title(String)
        case summary([String])
        case button(String)
        case video(fullScreen: Bool)
        case playerControl(String)
        /// The shade at the video's bottom edge behind its controls.
        case playerScrim
        /// P1: elapsed and total time, "0:03 / 0:10".
        case playerTime(String)
        /// P1: the progress bar, `fraction` of the clip played; `rect` is the area a finger
        /// can grab, the track runs along its middle inset by `PlayerLayout.trackInset`.
        case playerProgress(fraction: Double)
        case homeIndicator
        case crash(reason: String)
        case notLaunched
        /// R15a: the shade over a presenter under a sheet; `amount` 0…1.
        case dim(amount: Double)
        /// R15a: the sheet's card background (rounded top corners).
        case sheetCard
    }

    public var kind: Kind
    /// In the item's own view space.
    public var rect: Rect
    /// Own view space → device screen points.
    public var toScreen: Affine
    public var tap: TapTarget?
    /// Opaque items stop a tap from reaching what is drawn under them.
    public var blocksHits: Bool

    public init(_ kind: Kind, _ rect: Rect, _ toScreen: Affine, tap: TapTarget? = nil, blocks: Bool = true) {
        self.kind = kind
        self.rect = rect
        self.toScreen = toScreen
        self.tap = tap
        self.blocksHits = blocks || tap != nil
    }
}

public struct ScreenLayout: Sendable, Equatable {
    public var spec: DeviceSpec
    public var items: [LayoutItem]
    /// Interface space → screen points, at this instant (the zoom included).
    public var interfaceToScreen: Affine
    /// The interface's bounds in the points the app lays out in (zoomed points).
    public var interfaceSize: Size
    /// Display Zoom (DisplayZoom.swift): device screen points per point the app lays out in.
    public var zoom: Double

    /// `zoom` ≥ 1: the app sees a screen that many times smaller, drawn that many times larger.
    public init(_ state: ScreenModel, zoom: Double = 1) {
        spec = DeviceSpec.of(state.device)
        self.zoom = max(1, zoom)
        let screen = Size(spec.screenSize.width / self.zoom, spec.screenSize.height / self.zoom)
        interfaceSize = turnedBounds(screen, degrees: state.contentAngle)
        interfaceToScreen = Self.turn(size: interfaceSize, degrees: state.contentAngle, center: screen.center)
            .then(.scale(self.zoom))
        var builder = LayoutBuilder(state: state, spec: spec, screen: screen, zoom: self.zoom)
        builder.build(interfaceSize: interfaceSize, interfaceToScreen: interfaceToScreen)
        items = builder.items
    }

    /// A view of `size` turned by `degrees` about `center` (in the parent's space):
    /// own space → parent space.
    public static func turn(size: Size, degrees: Double, center: Point) -> Affine {
        Affine.translation(-size.width / 2, -size.height / 2)
            .then(.rotation(degrees: degrees))
            .then(.translation(center))
    }

    /// The topmost tappable item under a screen point, or nil (a blocking item or
    /// nothing is there).
    public func hit(screenPoint p: Point) -> LayoutItem? {
        guard spec.screenRect.contains(p) else { return nil }
        for item in items.reversed() {
            guard let inverse = item.toScreen.inverted else { continue }
            if item.rect.contains(inverse.apply(p)) {
                if item.tap != nil { return item }
                if item.blocksHits { return nil }
            }
        }
        return nil
    }

    /// The drawn centre of the first item with this tap target, in screen points.
    public func screenCenter(of target: TapTarget) -> Point? {
        items.first { $0.tap == target }.map { $0.toScreen.apply($0.rect.center) }
    }
}

extension Size {
    public var center: Point { Point(width / 2, height / 2) }
}

/// Builds the item list; a struct so each step reads as plain code.
public struct LayoutBuilder {
    public let state: ScreenModel
    public let spec: DeviceSpec
    /// The portrait screen in the points the app lays out in (the device's, zoomed).
    public let screen: Size
    /// Device screen points per layout point.
    public let zoom: Double
    public var items: [LayoutItem] = []
    /// False while laying out a controller that is leaving (no taps on it).
    public var interactive = true
    /// The next root view is a sheet's: its background is the card.
    public var sheetRoot = false

    public var isPhone: Bool { spec.model.isPhone }
    /// iPhone landscape uses compact bars (ios8 and later, like iOS 7's 32 pt bars).
    public var compact: Bool { isPhone && state.interface.isLandscape }

    public mutating func build(interfaceSize: Size, interfaceToScreen: Affine) {
        let bounds = Rect(origin: .zero, size: interfaceSize)
        if let reason = state.crash {
            crashScreen(bounds, interfaceToScreen, reason: reason)
            return
        }
        guard state.launched, !state.chain.isEmpty else {
            add(.notLaunched, bounds, interfaceToScreen)
            return
        }
        let player = state.fullScreenPlayer
        let statusVisible = !state.statusBarHidden && player == nil
        let statusHeight = spec.statusBarHeight(state.statusBarOrientation, profile: state.profile)
        // The status bar pushes content down only when it lies along the interface's top.
        let statusOnTop = statusVisible && state.statusBarOrientation == state.interface
        let safe = spec.safeArea(state.interface, statusBarVisible: statusOnTop, statusBarHeight: statusHeight)

        let rootAngle = state.transforms[.window] ?? state.transforms[.root]
        interactive = state.sheet?.interactive != true
        layoutSlot(state.chain, 0, frame: bounds, parent: interfaceToScreen, safe: safe, angle: rootAngle)
        interactive = true
        if let sheet = state.sheet { sheetLayer(sheet, bounds: bounds, parent: interfaceToScreen, safe: safe) }
        if !state.windows.isEmpty { windowLayers(state.windows, bounds: bounds, parent: interfaceToScreen, safe: safe) }

        if let player, let info = player.player {
            fullScreenPlayer(info, bounds: bounds, parent: interfaceToScreen)
        } else if let angle = state.transforms[.player] {
            // Exiting a transform full screen: the player view is still turned.
            var info = state.chain.last?.player ?? PlayerInfo()
            info.fullScreen = true
            info.transformMode = true
            fullScreenPlayer(info, bounds: bounds, parent: interfaceToScreen, angle: angle)
        }
        if spec.hasHomeIndicator && player == nil {
            // Hardware-sized whatever the zoom, as the notch and the rounded corners are.
            let width = (isPhone ? 134.0 : 320.0) / zoom
            let rect = Rect(center: Point(bounds.center.x, bounds.maxY - 8.5 / zoom), size: Size(width, 5 / zoom))
            add(.homeIndicator, rect, interfaceToScreen, blocks: false)
        }
        if statusVisible { statusBar(height: statusHeight) }
    }

    /// R15a: the dimmed presenter and the card, in the current interface orientation;
    /// the card slides up from the bottom edge as it is shown.
    public mutating func sheetLayer(_ sheet: SheetLayer, bounds: Rect, parent: Affine, safe: Insets) {
        add(.dim(amount: sheet.shown), bounds, parent)
        let card = Self.sheetFrame(bounds, safe: safe, phone: isPhone, compact: compact)
        let frame = card.offsetBy(0, (bounds.maxY - card.minY) * (1 - sheet.shown))
        var cardSafe = safe
        cardSafe.top = 0
        if frame.maxY < bounds.maxY { cardSafe.bottom = 0 }
        let saved = interactive
        interactive = sheet.interactive
        sheetRoot = true
        layoutView(sheet.chain, 0, frame: frame, parent: parent, safe: cardSafe, angle: nil)
        sheetRoot = false
        interactive = saved
    }

    /// iPhone: full width under a margin below the status bar (the whole height when
    /// compact, as iOS does); iPad: a centred card.
    public static func sheetFrame(_ bounds: Rect, safe: Insets, phone: Bool, compact: Bool) -> Rect {
        if phone {
            let top = compact ? max(safe.top, 8) : safe.top + 10
            return bounds.inset(top: top)
        }
        let width = min(bounds.width - 80, 620), height = min(bounds.height - safe.top - 80, 760)
        return Rect(center: Point(bounds.center.x, bounds.center.y + safe.top / 2), size: Size(width, height))
    }

    /// Lays out chain[index] in `frame` (parent space), turned by `angle` if a view
    /// transform (R20d) applies to it.
    /// Lays out chain[index] in its slot; while a push, pop, presentation or dismissal
    /// animates into this slot, the leaving controller slides too.
    public mutating func layoutSlot(_ chain: [ScreenController], _ index: Int, frame: Rect, parent: Affine, safe: Insets,
                             angle: Double?) {
        guard let t = state.transition, t.index == index, chain == state.chain, !t.leaving.isEmpty else {
            return layoutView(chain, index, frame: frame, parent: parent, safe: safe, angle: angle)
        }
        let p = t.progress
        let w = frame.width, h = frame.height
        var leaving = state.chain
        leaving.replaceSubrange(index..., with: t.leaving)
        func shifted(_ dx: Double, _ dy: Double) -> Rect { frame.offsetBy(dx, dy) }
        let saved = interactive
        switch t.kind {
        case .push:
            interactive = false
            layoutView(leaving, index, frame: shifted(-0.3 * w * p, 0), parent: parent, safe: safe, angle: angle)
            interactive = saved
            layoutView(chain, index, frame: shifted(w * (1 - p), 0), parent: parent, safe: safe, angle: angle)
        case .pop:
            layoutView(chain, index, frame: shifted(-0.3 * w * (1 - p), 0), parent: parent, safe: safe, angle: angle)
            interactive = false
            layoutView(leaving, index, frame: shifted(w * p, 0), parent: parent, safe: safe, angle: angle)
        case .present:
            interactive = false
            layoutView(leaving, index, frame: frame, parent: parent, safe: safe, angle: angle)
            interactive = saved
            layoutView(chain, index, frame: shifted(0, h * (1 - p)), parent: parent, safe: safe, angle: angle)
        case .dismiss:
            layoutView(chain, index, frame: frame, parent: parent, safe: safe, angle: angle)
            interactive = false
            layoutView(leaving, index, frame: shifted(0, h * p), parent: parent, safe: safe, angle: angle)
        }
        interactive = saved
    }

    public mutating func add(_ kind: LayoutItem.Kind, _ rect: Rect, _ toScreen: Affine, tap: TapTarget? = nil,
                      blocks: Bool = true) {
        items.append(LayoutItem(kind, rect, toScreen, tap: interactive ? tap : nil, blocks: blocks || tap != nil))
    }

    public mutating func layoutView(_ chain: [ScreenController], _ index: Int, frame: Rect, parent: Affine, safe: Insets,
                             angle: Double?) {
        guard chain.indices.contains(index) else { return }
        let controller = chain[index]
        let ownAngle = angle ?? state.transforms[.controller(controller.name)]
        var local = frame.size
        var toScreen = Affine.translation(frame.origin).then(parent)
        var insets = safe
        if let ownAngle {
            local = turnedBounds(frame.size, degrees: ownAngle)
            toScreen = ScreenLayout.turn(size: local, degrees: ownAngle, center: frame.center).then(parent)
            // A turned view gets the safe area of the orientation it now shows, minus
            // the status bar (which stays where the interface put it).
            let shown = orientation(forDegrees: state.contentAngle + ownAngle)
            insets = spec.safeArea(shown, statusBarVisible: false, statusBarHeight: 0)
        }
        let bounds = Rect(origin: .zero, size: local)
        if index == 0 && sheetRoot {
            add(.sheetCard, bounds, toScreen)
        } else if index == 0 || ownAngle != nil {
            add(.background(grouped: false), bounds, toScreen)
        }
        switch controller.kind {
        case .nav:
            let barHeight = compact ? 32.0 : 44.0
            let (band, rest) = bounds.divided(atDistance: insets.top + barHeight, from: .top)
            var childSafe = insets
            childSafe.top = 0
            layoutSlot(chain, index + 1, frame: rest, parent: toScreen, safe: childSafe, angle: nil)
            navBar(controller, band: band, barTop: insets.top, insets: insets, toScreen: toScreen)
        case .tab where controller.tabTitles.isEmpty:
            // A container its code switches (`tabBar: false`): its child fills it.
            layoutSlot(chain, index + 1, frame: bounds, parent: toScreen, safe: insets, angle: nil)
        case .tab:
            let barHeight = (compact ? 32.0 : 49.0) + insets.bottom
            let (band, rest) = bounds.divided(atDistance: barHeight, from: .bottom)
            var childSafe = insets
            childSafe.bottom = 0
            layoutSlot(chain, index + 1, frame: rest, parent: toScreen, safe: childSafe, angle: nil)
            tabBar(controller, band: band, insets: insets, toScreen: toScreen)
        case .vc, .player:
            leaf(controller, bounds: bounds, safe: insets, toScreen: toScreen)
        }
    }

    public mutating func crashScreen(_ bounds: Rect, _ toScreen: Affine, reason: String) {
        add(.crash(reason: reason), bounds, toScreen)
        let width = min(bounds.width - 48, 300)
        let rect = Rect(bounds.center.x - width / 2, bounds.maxY - 60 - 46, width, 46)
        add(.button("Relaunch"), rect, toScreen, tap: .relaunch)
    }
}

/// The interface orientation whose content angle is nearest to `degrees`.
public func orientation(forDegrees degrees: Double) -> InterfaceOrientation {
    var r = degrees.truncatingRemainder(dividingBy: 360)
    if r < 0 { r += 360 }
    switch Int((r / 90).rounded()) % 4 {
    case 1: return .landscapeRight
    case 2: return .portraitUpsideDown
    case 3: return .landscapeLeft
    default: return .portrait
    }
}
