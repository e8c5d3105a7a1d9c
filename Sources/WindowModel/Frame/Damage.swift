// What of the window changed between two frames, so the renderer draws only there, the
// rest of its composed picture kept (as a compositor redraws damaged regions only).
// Pure: both frames are values, and the one thing not in them, whether the video layer
// has a new picture, is passed in.

import OrientationEngine

public enum Damage: Sendable, Equatable {
    /// Nothing to draw: the composed picture is this frame's.
    case none
    case whole
    /// Window pixel areas (each drawn with everything that overlaps it).
    case areas([Rect])
}

/// What decides the simulated screen's pixels besides the video layer's frame: the
/// screen state without playback positions (the video's serial says when the picture
/// changed), the touch feedback and the video's problem, and the laid-out items.
public struct ScreenPicture: Sendable, Equatable {
    public var screen: ScreenModel
    public var pressed: TapTarget?
    /// The progress bar's thumb is held (drawn bigger).
    public var scrubbing: Bool
    public var videoError: String?
    public var items: [LayoutItem]

    public init(_ frame: FrameModel) {
        self.init(screen: frame.screen, layout: frame.layout, of: frame)
    }

    /// `screen` laid out as `layout`, with `frame`'s touches and video problem.
    public init(screen: ScreenModel, layout: ScreenLayout, of frame: FrameModel) {
        self.screen = screen.withoutPlaybackPositions
        pressed = frame.pressed
        scrubbing = frame.scrubbing
        videoError = frame.videoError
        items = layout.items
    }

    /// The items to draw again to turn `old`'s pixels into these (old and new place of
    /// each); nil when everything must be drawn again.
    public func changedItems(since old: ScreenPicture?, videoChanged: Bool) -> [LayoutItem]? {
        guard let old, old.screen == screen, old.pressed == pressed, old.scrubbing == scrubbing,
              old.videoError == videoError
        else { return nil }
        guard old.items.count == items.count else { return Self.shownOrHidden(old.items, items, videoChanged: videoChanged) }
        var changed: [LayoutItem] = []
        for (before, now) in zip(old.items, items) where before != now || (videoChanged && now.kind.showsVideo) {
            changed.append(now)
            if before != now { changed.append(before) }
        }
        return changed
    }

    /// Items that came or went, the others the same and in the same order (a turn's end
    /// picture, laid out without the status bar it draws upright over the turn, becoming
    /// the screen at rest): those, and a video among the others when it has a new frame.
    /// Nil when anything else changed.
    static func shownOrHidden(_ old: [LayoutItem], _ new: [LayoutItem], videoChanged: Bool) -> [LayoutItem]? {
        let kept = new.filter(old.contains)
        guard old.filter(new.contains) == kept else { return nil }
        let came = new.filter { !old.contains($0) }, went = old.filter { !new.contains($0) }
        return came + went + (videoChanged ? kept.filter(\.kind.showsVideo) : [])
    }
}

extension Damage {
    /// The damaged areas of a window of `size` (the whole window for `.whole`).
    public func areas(in size: Size) -> [Rect] {
        switch self {
        case .none: []
        case .whole: [Rect(origin: .zero, size: size)]
        case .areas(let areas): areas
        }
    }
}

extension FrameModel {
    /// Where this frame differs from `previous` (nil: nothing drawn yet).
    public func damage(since previous: FrameModel?, videoChanged: Bool) -> Damage {
        let screenChanges = previous.flatMap {
            ScreenPicture(self).changedItems(since: ScreenPicture($0), videoChanged: videoChanged)
        }
        return damage(since: previous, screenChanges: screenChanges)
    }

    /// `damage(since:videoChanged:)` with the screen's changed items already known (the
    /// renderer's screen layer compared the pictures): nil when the whole screen changed.
    public func damage(since previous: FrameModel?, screenChanges: [LayoutItem]?) -> Damage {
        // Overlays float over several regions; they come and go rarely.
        guard let previous, previous.window == window, previous.window.acceptance == window.acceptance,
              previous.window.inspector == window.inspector, previous.overlay == overlay, previous.toast == toast,
              previous.toolbar.hover == toolbar.hover, previous.banner == banner, (previous.acceptance == nil) == (acceptance == nil)
        else { return .whole }
        var areas: [Rect] = []
        // The acceptance panel (a run's live state, not comparable) is drawn again each frame.
        if acceptance != nil, let panel = window.acceptance { areas.append(panel) }
        if previous.toolbar != toolbar { areas.append(window.toolbar) }
        if previous.inspector != inspector { areas.append(window.inspector) }
        if previous.device != device || bodyTurning || previous.bodyTurning || previous.caption != caption {
            // Where the body, its shadow and buttons, and the line under it were or are.
            var swept = device.bodyBounds.union(previous.device.bodyBounds).inset(-Self.bodyMargin)
            for frame in [self, previous] where frame.caption != nil {
                swept = swept.union(frame.captionBand)
            }
            areas.append(swept.intersection(window.desktop) ?? window.desktop)
        } else if let items = screenChanges, previous.turn == nil || turn != nil {
            // (The first frame at rest after an interface turn redraws the whole screen: the
            // last turn frame blended the old picture under the new, which shows through
            // wherever the content changed with the turn — a window shown or hidden, R28.)
            // A pixel of margin for anti-aliased edges.
            areas += items.map { $0.toScreen.then(device.deviceToWindow).boundingBox(of: $0.rect).inset(-2) }
        } else {
            areas.append(device.deviceToWindow.boundingBox(of: device.spec.screenRect).inset(-2))
        }
        // The status bar over a turn's pictures reaches past the glass; where it was and is.
        areas += previous.statusBarOverTurn + statusBarOverTurn
        return areas.isEmpty ? .none : .areas(areas)
    }
}

extension FrameModel {
    /// Pixels around the body its shadow (which drops below it) and side buttons reach.
    public static let bodyMargin = 40.0

    /// The band the caption under the body is drawn in (ChromePainter.caption): as wide
    /// as the desktop, since a caption wider than the device area (a narrow window) spills
    /// past it as far as the layers drawn after it let it show.
    var captionBand: Rect {
        let area = window.deviceArea, desktop = window.desktop
        let y = min(device.bodyBounds.maxY + 16, area.maxY - 26)
        return Rect(desktop.minX, y - 2, desktop.width, 28)
    }

    /// Where the status bar is drawn over an interface turn's pictures (SceneRenderer):
    /// laid out at the turn's angle across the turned screen's bounds and not clipped to
    /// the glass, its corners reach over the bezel and the desktop. Empty at rest.
    var statusBarOverTurn: [Rect] {
        guard turn != nil else { return [] }
        return layout.items.filter { $0.kind == .statusBar }
            .map { $0.toScreen.then(device.deviceToWindow).boundingBox(of: $0.rect).inset(-2) }
    }
}

extension LayoutItem.Kind {
    /// Items whose pixels come from the video layer's current frame.
    public var showsVideo: Bool {
        if case .video = self { return true }
        return false
    }
}

extension ScreenModel {
    /// The same screen with every player at position 0.
    public var withoutPlaybackPositions: ScreenModel {
        var copy = self
        copy.chain = chain.map(\.withoutPlaybackPosition)
        copy.sheet?.chain = sheet?.chain.map(\.withoutPlaybackPosition) ?? []
        copy.transition?.leaving = transition?.leaving.map(\.withoutPlaybackPosition) ?? []
        return copy
    }
}

extension ScreenController {
    var withoutPlaybackPosition: ScreenController {
        guard player != nil else { return self }
        var copy = self
        copy.player?.position = 0
        return copy
    }
}
