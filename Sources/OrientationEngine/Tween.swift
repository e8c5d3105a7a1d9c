// One animation type for every turn and slide: interface rotations (R21), view
// transforms (R20d), the device body on the desktop, push/pop/present slides.

/// A value eased from `from` to `to` over `duration` seconds from `start` (R21's curve).
public struct Tween: Sendable, Equatable {
    public var from: Double
    public var to: Double
    public var start: Double
    public var duration: Double

    public init(from: Double, to: Double, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// Standing still at `value`.
    public init(at value: Double) { self.init(from: value, to: value, start: 0, duration: 0) }

    public var end: Double { start + duration }

    public func isRunning(at time: Double) -> Bool { duration > 0 && time < end }

    /// Eased 0…1 at `time`.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return easeInOut(max(0, min(1, (time - start) / duration)))
    }

    public func value(at time: Double) -> Double {
        guard isRunning(at: time) else { return to }
        return from + (to - from) * progress(at: time)
    }

    /// R21: 0.3 s per quarter turn, 0.6 s for more than a quarter (a half turn); none for none.
    public static func turnDuration(degrees: Double) -> Double {
        let quarters = abs(degrees) / 90
        return quarters > 1.01 ? 0.6 : (quarters > 0.01 ? 0.3 : 0)
    }

    /// `to` moved by whole turns so the way from `from` is the short one (≤ 180°).
    public static func shortest(from: Double, to: Double) -> Double {
        var target = to
        while target - from > 180 { target -= 360 }
        while target - from < -180 { target += 360 }
        return target
    }

    /// A turn from `from` to `to` degrees the short way, timed by R21.
    public static func turn(from: Double, to: Double, at start: Double, animated: Bool = true) -> Tween {
        let target = shortest(from: from, to: to)
        return Tween(from: from, to: target, start: start,
                     duration: animated ? turnDuration(degrees: target - from) : 0)
    }
}

/// Cubic ease-in-out, as UIKit's default rotation curve.
public func easeInOut(_ p: Double) -> Double {
    p < 0.5 ? 4 * p * p * p : 1 - pow3(-2 * p + 2) / 2
}

private func pow3(_ x: Double) -> Double { x * x * x }
