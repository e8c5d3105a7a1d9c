// While the interface turns (R21) the screen is shown as iOS's render server shows it:
// not laid out and drawn again at every angle, but as two cached pictures — the content
// as the turn found it and as the turn will leave it — each turned and stretched to the
// interface's bounds at this instant, the new one fading in over the old. The old picture
// is what the screen showed, status bar and all; the new one leaves the status bar out,
// which turns on its own (R20c) and is drawn live over both.

import OrientationEngine

/// One of a turn's two pictures: a screen state and its layout.
public struct ScreenSnapshot: Sendable, Equatable {
    public var screen: ScreenModel
    public var layout: ScreenLayout

    /// `statusBar`: false leaves it out (the live one is drawn over the picture).
    init(_ screen: ScreenModel, zoom: Double, statusBar: Bool) {
        self.screen = screen
        var layout = ScreenLayout(screen, zoom: zoom)
        if !statusBar { layout.items.removeAll { $0.kind == .statusBar } }
        self.layout = layout
    }
}

public struct ScreenTurn: Sendable, Equatable {
    /// The screen when the turn began, at the angle it began from (frozen for the turn;
    /// the renderer copies the last frame's screen instead when it has it).
    public var from: ScreenSnapshot
    /// The screen as the turn will leave it, at rest (kept live: its video plays on).
    public var to: ScreenSnapshot
    /// How far the content has turned, 0…1 (eased as the turn is): `to`'s opacity.
    public var progress: Double
    /// The instant the turn began: a new one takes a new `from` picture.
    public var start: Double

    /// The turn running at `time` on `screen` (the screen at that instant), or nil.
    static func running(_ rotation: RotationTransition?, at time: Double, zoom: Double,
                        screen: ScreenModel) -> ScreenTurn? {
        guard let rotation, time >= rotation.start, rotation.tween.isRunning(at: time) else { return nil }
        let tween = rotation.tween
        let span = tween.to - tween.from
        guard abs(span) > 1e-9 else { return nil }
        // The screen as it stood when the turn began: its interface and angle then (the
        // status bar's too, unless it keeps an angle of its own, R20c).
        var before = screen
        before.interface = rotation.from
        if screen.statusBarAngle == screen.contentAngle { before.statusBarAngle = tween.from }
        before.contentAngle = tween.from
        return ScreenTurn(
            from: ScreenSnapshot(before, zoom: zoom, statusBar: true),
            to: ScreenSnapshot(screen.atRest, zoom: zoom, statusBar: false),
            progress: min(1, max(0, (tween.value(at: time) - tween.from) / span)),
            start: rotation.start)
    }
}

extension ScreenModel {
    /// The same screen once its turn is over: the content at the interface's angle.
    public var atRest: ScreenModel {
        var copy = self
        copy.contentAngle = interface.contentAngle
        return copy.snapshotAngles
    }

    /// The status bar's angle set to the content's: it is not in the picture a turn
    /// ends at, so its angle (which moves on its own through a turn) must not make
    /// that picture differ from frame to frame.
    var snapshotAngles: ScreenModel {
        var copy = self
        copy.statusBarAngle = contentAngle
        return copy
    }
}

extension ScreenLayout {
    /// Screen points → screen points: where a picture of this layout goes when its
    /// interface is shown as `shown`'s — turned to its angle and stretched to its bounds,
    /// the interface's corners landing on `shown`'s corners.
    public func snapshotTransform(shownAs shown: ScreenLayout) -> Affine {
        guard let toInterface = interfaceToScreen.inverted else { return .identity }
        return toInterface
            .then(.scale(shown.interfaceSize.width / interfaceSize.width,
                         shown.interfaceSize.height / interfaceSize.height))
            .then(shown.interfaceToScreen)
    }
}
