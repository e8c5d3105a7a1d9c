// What the simulated screen shows at one instant, as plain values: read from the
// engine (`ScreenModel(engine:at:)`) or built directly in tests. Layout, drawing and
// hit-testing all start from this, never from the engine itself.

import OrientationEngine

/// One controller of the visible chain, with what the screen needs to draw it.
public struct ScreenController: Sendable, Equatable {
    public var name: String
    public var kind: ControllerKind
    public var title: String
    /// nav: the title of the controller under the top one (the back button), if any.
    public var backTitle: String?
    /// tab: the tab titles and the selected index.
    public var tabTitles: [String]
    /// tab: a glyph per tab (0 stack, 1 play, 2 circle), from the child's kind.
    public var tabIcons: [Int] = []
    public var selectedTab: Int
    /// Titles of the buttons on its screen (`tap:` titles).
    public var buttons: [String]
    /// Short lines describing its rotation policy.
    public var summary: [String]
    /// `layout:` insets for the current orientation family.
    public var insets: Insets?
    public var locked: Bool
    public var player: PlayerInfo?

    public init(
        name: String, kind: ControllerKind = .vc, title: String? = nil, backTitle: String? = nil,
        tabTitles: [String] = [], selectedTab: Int = 0, buttons: [String] = [],
        summary: [String] = [], insets: Insets? = nil, locked: Bool = false, tabIcons: [Int] = [],
        player: PlayerInfo? = nil
    ) {
        self.tabIcons = tabIcons
        self.name = name
        self.kind = kind
        self.title = title ?? name
        self.backTitle = backTitle
        self.tabTitles = tabTitles
        self.selectedTab = selectedTab
        self.buttons = buttons
        self.summary = summary
        self.insets = insets
        self.locked = locked
        self.player = player
    }
}

/// R15a: a sheet drawn as a card over the dimmed presenter.
public struct SheetLayer: Sendable, Equatable {
    /// The sheet's controllers, outermost first.
    public var chain: [ScreenController]
    /// 1 when the card is fully up; less while it slides in or out (eased).
    public var shown: Double
    /// False while it slides away after a dismissal.
    public var interactive: Bool

    public init(chain: [ScreenController], shown: Double = 1, interactive: Bool = true) {
        self.chain = chain
        self.shown = shown
        self.interactive = interactive
    }
}

/// A push, pop, presentation or dismissal under way (the renderer slides views).
public struct ScreenTransition: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case push, pop, present, dismiss }
    public var kind: Kind
    /// Eased 0…1.
    public var progress: Double
    /// The position in `chain` where the leaving controllers were (the nav's child for
    /// push/pop, 0 for presentation and dismissal).
    public var index: Int
    /// The leaving controllers from `index` down: the old top, the presenter's whole
    /// chain, or the dismissed chain.
    public var leaving: [ScreenController]

    public init(kind: Kind, progress: Double, index: Int, leaving: [ScreenController]) {
        self.kind = kind
        self.progress = progress
        self.index = index
        self.leaving = leaving
    }
}

/// What the simulated screen shows, derived from the engine's state at a time (a value the
/// frame model is made from, not state the reducer keeps).
public struct ScreenModel: Sendable, Equatable {
    public var device: DeviceModel
    public var profile: Profile
    /// The interface orientation (the target while a rotation runs).
    public var interface: InterfaceOrientation
    /// R4 content angle at this instant (animated, R21).
    public var contentAngle: Double
    /// The status bar's own angle: the content angle unless R20c overrode it.
    public var statusBarAngle: Double
    public var statusBarOrientation: InterfaceOrientation
    public var statusBarHidden: Bool
    /// Outermost first: root or presented controller, then containers' visible children.
    /// Under a sheet: the presenter's chain (the sheet's is in `sheet`).
    public var chain: [ScreenController]
    /// R15a: the sheet over `chain`, if one is up or sliding.
    public var sheet: SheetLayer?
    /// R20d: view transforms in force, degrees at this instant.
    public var transforms: [TransformTarget: Double]
    /// R17: the exception reason when the simulated app has crashed.
    public var crash: String?
    public var launched: Bool
    /// R25: Control Center's orientation lock (a padlock in the status bar).
    public var systemLock = false
    public var transition: ScreenTransition?
    /// R28: the app's extra windows on screen, bottom first (WindowLayers.swift).
    public var windows: [WindowLayer] = []

    public init(
        device: DeviceModel, profile: Profile = .ios16, interface: InterfaceOrientation = .portrait,
        contentAngle: Double? = nil, statusBarAngle: Double? = nil,
        statusBarOrientation: InterfaceOrientation? = nil, statusBarHidden: Bool = false,
        chain: [ScreenController], transforms: [TransformTarget: Double] = [:],
        crash: String? = nil, launched: Bool = true
    ) {
        self.device = device
        self.profile = profile
        self.interface = interface
        self.contentAngle = contentAngle ?? interface.contentAngle
        self.statusBarAngle = statusBarAngle ?? self.contentAngle
        self.statusBarOrientation = statusBarOrientation ?? interface
        self.statusBarHidden = statusBarHidden
        self.chain = chain
        self.transforms = transforms
        self.crash = crash
        self.launched = launched
    }

    /// The controller the user sees on top: the sheet's innermost, else the chain's.
    public var visible: ScreenController? { sheet?.interactive == true ? sheet?.chain.last : chain.last }

    /// The player of the visible chain when it is full screen (P3 hides bars).
    public var fullScreenPlayer: ScreenController? {
        visible.flatMap { $0.kind == .player && ($0.player?.fullScreen ?? false) ? $0 : nil }
    }
}

extension ScreenModel {
    /// Reads the engine's state at time `time` (≥ the engine's clock for animation).
    public init(engine: Engine, at time: Double) {
        ScreenStateBuilds.counter?.count += 1
        let state = engine.state
        let model = engine.model
        let angle = state.rotation?.contentAngle(at: time) ?? state.interface.contentAngle
        let statusAngle =
            state.statusBarOverridden ? state.statusBarOrientation.contentAngle : angle
        var transforms: [TransformTarget: Double] = [:]
        for (target, transform) in state.transforms {
            let a = transform.angle(at: time)
            if transform.orientation != nil || abs(a) > 0.001 { transforms[target] = a }
        }
        let reader = EngineReader(engine: engine)
        let visible = state.launched ? reader.visibleChain : []
        let sheetUp = state.launched && engine.topSheet != nil
        let ids = sheetUp ? reader.chain(from: engine.underTop) : visible
        let chain = reader.screenControllers(ids, time: time)
        self.init(
            device: model.device, profile: model.profile, interface: state.interface,
            contentAngle: angle, statusBarAngle: statusAngle,
            statusBarOrientation: state.statusBarOrientation,
            statusBarHidden: state.statusBarHidden, chain: chain, transforms: transforms,
            crash: state.crash?.reason, launched: state.launched)
        transition = reader.transition(at: time, chain: ids)
        sheet = reader.sheet(at: time, up: sheetUp ? visible : nil)
        systemLock = state.systemLock
        windows = WindowLayer.read(reader, time: time)
    }
}

/// Reads what the screen needs from the engine's public view of its state.
public struct EngineReader {
    public let engine: Engine
    public var state: EngineState { engine.state }

    public var visibleChain: [ControllerID] {
        engine.visibleChain.filter { engine.model.controllers.indices.contains($0) && state.controllers.indices.contains($0) }
    }

    func chain(from id: ControllerID) -> [ControllerID] { engine.chain(from: id) }

    public func screenControllers(_ ids: [ControllerID], time: Double) -> [ScreenController] {
        ids.enumerated().map { position, id in
            screenController(id, innermost: position == ids.count - 1, interface: state.interface, time: time)
        }
    }

    /// The navigation animation running at `time`, if any, with its eased progress.
    private func running(at time: Double) -> (NavigationTransition, Double)? {
        guard let nav = state.navigation, nav.tween.isRunning(at: time) else { return nil }
        return (nav, nav.tween.progress(at: time))
    }

    /// R15a: the sheet that is up (`up`: its chain), sliding in, or sliding away after a dismissal.
    public func sheet(at time: Double, up: [ControllerID]?) -> SheetLayer? {
        let slide = running(at: time).flatMap { $0.0.sheet ? $0 : nil }
        if let up {
            let shown = slide.map { $0.0.kind == .present ? $0.1 : 1 } ?? 1
            return SheetLayer(chain: screenControllers(up, time: time), shown: shown)
        }
        guard let (nav, progress) = slide, nav.kind == .dismiss else { return nil }
        return SheetLayer(chain: screenControllers(chain(from: nav.from), time: time), shown: 1 - progress,
                          interactive: false)
    }

    public func transition(at time: Double, chain ids: [ControllerID]) -> ScreenTransition? {
        guard let (nav, progress) = running(at: time), !nav.sheet else { return nil }
        let kind: ScreenTransition.Kind
        let index: Int
        switch nav.kind {
        case .push, .pop:
            kind = nav.kind == .push ? .push : .pop
            guard let at = ids.firstIndex(of: nav.to) else { return nil }
            index = at
        case .present:
            kind = .present
            index = 0
        case .dismiss:
            kind = .dismiss
            index = 0
        case .selectTab:
            return nil
        }
        let leavingIDs = chain(from: nav.from)
        let leaving = leavingIDs.enumerated().map { position, id in
            screenController(id, innermost: position == leavingIDs.count - 1, interface: state.interface, time: time)
        }
        return ScreenTransition(kind: kind, progress: progress, index: index, leaving: leaving)
    }

    public func title(_ id: ControllerID) -> String {
        let spec = engine.spec(id)
        return spec.title ?? spec.name
    }

    /// A tab's label, as UIKit finds one: the tab's own title, else (a nav without one)
    /// its root screen's title — never the container's class name.
    public func tabTitle(_ id: ControllerID) -> String {
        let spec = engine.spec(id)
        if let title = spec.title { return title }
        if spec.kind == .nav, let root = engine.state.controllers[id].children.first { return title(root) }
        return spec.name
    }

    public func screenController(
        _ id: ControllerID, innermost: Bool, interface: InterfaceOrientation, time: Double
    ) -> ScreenController {
        let spec = engine.spec(id)
        let runtime = state.controllers[id]
        var backTitle: String?
        var title = spec.title ?? spec.name
        if spec.kind == .nav {
            let stack = runtime.children
            if let top = stack.last { title = self.title(top) }
            if stack.count > 1 { backTitle = self.title(stack[stack.count - 2]) }
        }
        // The file's buttons and the lock button; back and player controls are drawn
        // as the nav bar's and the player's own controls.
        // A container its code switches (`tabBar: false`) has no bar to draw.
        let hasBar = spec.kind == .tab && spec.tabBar
        let tabIcons = hasBar ? runtime.children.map { child -> Int in
            switch engine.spec(child).kind {
            case .nav, .tab: 0
            case .player: 1
            case .vc: 2
            }
        } : []
        var buttons = engine.screenButtons.filter { button in
            guard button.owner == id else { return false }
            switch button.role {
            case .defined, .lock: return true
            case .back, .player: return false
            }
        }.map(\.title)
        if !engine.visibleChain.contains(id) {
            // Leaving the screen (mid-transition): drawn with its buttons, though not tappable.
            buttons = spec.buttons.map(\.title) + (spec.lockable ? ["Lock"] : [])
        }
        // Leaving controllers (mid-transition) show what the file writes; the rest what they answer now.
        let summary = engine.loadedNow(id) ? PolicyText.live(id, engine: engine)
            : PolicyText.summary(of: spec, profile: engine.model.profile)
        return ScreenController(
            name: spec.name, kind: spec.kind, title: title, backTitle: backTitle,
            tabTitles: hasBar ? runtime.children.map(self.tabTitle) : [],
            selectedTab: runtime.selected, buttons: buttons,
            summary: summary,
            insets: spec.layout?.insets(for: interface), locked: engine.isLocked(id),
            tabIcons: tabIcons,
            player: spec.kind == .player ? PlayerInfo(runtime.player, options: spec.player, time: time) : nil)
    }
}

/// How many ScreenStates were read from the engine, for the test that keeps it to one
/// per frame; nil (nothing counted) outside such a test.
public enum ScreenStateBuilds {
    @TaskLocal public static var counter: Counter?

    /// Touched only by the task that set it.
    public final class Counter: @unchecked Sendable {
        public var count = 0
        public init() {}
    }
}
