// Plain 2D geometry shared by drawing and hit-testing: the renderer draws through an
// `Affine` chain and hit-testing inverts the very same chain, so a click always lands
// on what was drawn under the cursor.

import Foundation

public struct Point: Sendable, Equatable, CustomStringConvertible {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(0, 0)
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
    public func distance(to other: Point) -> Double { hypot(x - other.x, y - other.y) }
    public var description: String { "(\(x), \(y))" }
}

public struct Size: Sendable, Equatable, CustomStringConvertible {
    public var width: Double, height: Double
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
    public var swapped: Size { Size(height, width) }
    public var description: String { "\(width)×\(height)" }
}

public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(center: Point, size: Size) {
        self.init(center.x - size.width / 2, center.y - size.height / 2, size.width, size.height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(origin: Point(minX + dx, minY + dy), size: size)
    }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Shrinks by the given edge amounts (negative values grow).
    public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
        Rect(minX + left, minY + top, max(0, width - left - right), max(0, height - top - bottom))
    }
    public func inset(_ d: Double) -> Rect { inset(top: d, left: d, bottom: d, right: d) }
    public func inset(dx: Double, dy: Double) -> Rect { inset(top: dy, left: dx, bottom: dy, right: dx) }

    /// Splits off a band of `amount` along one edge; returns (band, rest).
    public func divided(atDistance amount: Double, from edge: Edge) -> (slice: Rect, rest: Rect) {
        let a = max(0, min(amount, edge.isHorizontal ? height : width))
        switch edge {
        case .top: return (Rect(minX, minY, width, a), Rect(minX, minY + a, width, height - a))
        case .bottom: return (Rect(minX, maxY - a, width, a), Rect(minX, minY, width, height - a))
        case .left: return (Rect(minX, minY, a, height), Rect(minX + a, minY, width - a, height))
        case .right: return (Rect(maxX - a, minY, a, height), Rect(minX, minY, width - a, height))
        }
    }

    public var corners: [Point] {
        [origin, Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlap, nil when there is none.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x0, y0, x1 - x0, y1 - y0) : nil
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rect holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x0, y0, max(maxX, other.maxX) - x0, max(maxY, other.maxY) - y0)
    }

    public var description: String { "[\(minX), \(minY), \(width)×\(height)]" }
}

public enum Edge: Sendable, Equatable {
    case top, bottom, left, right
    /// Top and bottom bands run horizontally.
    public var isHorizontal: Bool { self == .top || self == .bottom }
}

/// A 2D affine transform, column-vector convention:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
/// `then` composes in drawing order: `A.then(B)` applies A first, then B.
public struct Affine: Sendable, Equatable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Affine {
        Affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func translation(_ p: Point) -> Affine { translation(p.x, p.y) }

    public static func scale(_ sx: Double, _ sy: Double) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public static func scale(_ s: Double) -> Affine { scale(s, s) }

    /// Clockwise on screen (y down) for positive degrees, as R4 counts angles.
    /// Quarter turns are exact so that 90° layouts map to whole pixels.
    public static func rotation(degrees: Double) -> Affine {
        let (s, c) = exactSinCos(degrees)
        return Affine(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Rotation about a point.
    public static func rotation(degrees: Double, about p: Point) -> Affine {
        translation(-p.x, -p.y).then(rotation(degrees: degrees)).then(translation(p.x, p.y))
    }

    /// Apply self, then `next`.
    public func then(_ next: Affine) -> Affine {
        Affine(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    public var determinant: Double { a * d - b * c }

    /// nil when the transform collapses the plane (scale 0): nothing can be hit.
    public var inverted: Affine? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The uniform scale factor (for choosing font pixel sizes).
    public var scaleFactor: Double { sqrt(abs(determinant)) }

    /// True when axes stay axis-aligned (no rotation other than none): text can be
    /// snapped to whole pixels.
    public var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 && a > 0 && d > 0 }

    /// The rotation part, degrees clockwise.
    public var angleDegrees: Double { atan2(b, a) * 180 / .pi }

    /// Axis-aligned bounding box of a transformed rectangle.
    public func boundingBox(of r: Rect) -> Rect {
        let pts = r.corners.map(apply)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(minX, minY, (xs.max() ?? 0) - minX, (ys.max() ?? 0) - minY)
    }

    public var description: String { "[\(a) \(c) \(tx); \(b) \(d) \(ty)]" }
}

/// sin/cos in degrees with exact values at multiples of 90°.
public func exactSinCos(_ degrees: Double) -> (sin: Double, cos: Double) {
    var r = degrees.truncatingRemainder(dividingBy: 360)
    if r < 0 { r += 360 }
    switch r {
    case 0: return (0, 1)
    case 90: return (1, 0)
    case 180: return (0, -1)
    case 270: return (-1, 0)
    default:
        let rad = degrees * .pi / 180
        return (sin(rad), cos(rad))
    }
}

/// The size of a rectangle turned by `degrees`, with bounds swapped smoothly: exact
/// at quarter turns (swapped at ±90°), interpolated in between so layout and
/// animation stay continuous (R21, R20d bounds swap).
public func turnedBounds(_ size: Size, degrees: Double) -> Size {
    let k = abs(exactSinCos(degrees).sin)
    return Size(size.width + (size.height - size.width) * k, size.height + (size.width - size.height) * k)
}

/// The part of convex polygon `subject` inside convex polygon `clip` (Sutherland–Hodgman;
/// either winding), empty when they do not overlap.
public func clipConvex(_ subject: [Point], to clip: [Point]) -> [Point] {
    guard clip.count >= 3 else { return [] }
    // Signed area says which side of each clip edge is inside.
    var twiceArea = 0.0
    for i in clip.indices {
        let a = clip[i], b = clip[(i + 1) % clip.count]
        twiceArea += a.x * b.y - b.x * a.y
    }
    let sign = twiceArea >= 0 ? 1.0 : -1.0
    var output = subject
    for i in clip.indices {
        guard !output.isEmpty else { break }
        let a = clip[i], b = clip[(i + 1) % clip.count]
        let side = { (p: Point) in sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
        let input = output
        output = []
        for j in input.indices {
            let p = input[j], q = input[(j + 1) % input.count]
            let sp = side(p), sq = side(q)
            if sp >= 0 { output.append(p) }
            if (sp >= 0) != (sq >= 0) {
                let t = sp / (sp - sq)
                output.append(Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
            }
        }
    }
    return output.count >= 3 ? output : []
}
