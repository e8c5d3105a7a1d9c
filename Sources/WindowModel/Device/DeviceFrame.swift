// Where the device sits on the desktop: its body turned by the physical orientation
// (R4), scaled to fit an area of the window. Window pixels ↔ device screen points.

import OrientationEngine

public struct DeviceFrame: Sendable, Equatable {
    public var spec: DeviceSpec
    /// The window area (pixels) the device is centred in.
    public var area: Rect
    /// Degrees clockwise on the desktop (R4 body angle, animated).
    public var bodyAngle: Double
    /// Window pixels per point; the same at every angle so a turn never resizes.
    public var scale: Double
    /// Device space (screen points) → window pixels.
    public var deviceToWindow: Affine

    public init(spec: DeviceSpec, area: Rect, bodyAngle: Double) {
        self.spec = spec
        self.area = area
        self.bodyAngle = bodyAngle
        let longest = max(spec.body.width, spec.body.height)
        scale = max(0.05, min(area.width, area.height) * 0.94 / longest)
        deviceToWindow = Affine.translation(-spec.body.center.x, -spec.body.center.y)
            .then(.rotation(degrees: bodyAngle))
            .then(.scale(scale))
            .then(.translation(area.center.x.rounded(), area.center.y.rounded()))
    }

    /// The device screen point under a window pixel (may lie off the screen).
    public func screenPoint(fromWindow p: Point) -> Point? {
        deviceToWindow.inverted?.apply(p)
    }

    /// The window pixel where a screen point is drawn.
    public func windowPoint(fromScreen p: Point) -> Point { deviceToWindow.apply(p) }

    /// The body's bounding box in the window.
    public var bodyBounds: Rect { deviceToWindow.boundingBox(of: spec.body) }
}

/// The body's turn on the desktop, animated like an interface rotation (R21 timings)
/// the short way round from wherever it is when the physical orientation changes.
public struct BodyTurn: Sendable, Equatable {
    public private(set) var tween: Tween

    public init(angle: Double) { tween = Tween(at: angle) }

    public func angle(at time: Double) -> Double { tween.value(at: time) }

    public var isAnimating: Bool { tween.duration > 0 }
    public func isAnimating(at time: Double) -> Bool { tween.isRunning(at: time) }
    public var end: Double { tween.end }

    /// Turns toward `target` (degrees) from the angle shown at `time`; `animated:
    /// false` jumps there (launch, tests).
    public mutating func turn(to target: Double, at time: Double, animated: Bool = true) {
        // Already there, or already heading there.
        var delta = (target - tween.to).truncatingRemainder(dividingBy: 360)
        if delta < 0 { delta += 360 }
        if delta < 0.001 || delta > 359.999 { return }
        let next = Tween.turn(from: angle(at: time), to: target, at: time, animated: animated)
        tween = next.duration > 0 ? next : Tween(at: next.to)
    }
}

extension DeviceFrame {
    /// What a click at a window pixel lands on: the window → body → screen →
    /// interface → view chain inverted, item by item, topmost first.
    public func tapTarget(at windowPoint: Point, in layout: ScreenLayout) -> TapTarget? {
        guard let p = screenPoint(fromWindow: windowPoint) else { return nil }
        return layout.hit(screenPoint: p)?.tap
    }

    /// The window pixel where the item with this target is drawn (its centre).
    public func windowCenter(of target: TapTarget, in layout: ScreenLayout) -> Point? {
        layout.screenCenter(of: target).map(windowPoint(fromScreen:))
    }
}
