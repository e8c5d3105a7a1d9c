import OrientationEngine
import Testing

@testable import WindowModel
import TestSupport

@Suite("Geometry")
struct GeometryTests {
    @Test("Affine: then composes in drawing order and inverts")
    func composeInvert() throws {
        let t = Affine.translation(10, 20).then(.rotation(degrees: 90)).then(.scale(2))
        let p = t.apply(Point(1, 0))
        // (11, 20) turned 90° clockwise (y down) → (-20, 11), doubled.
        #expect(abs(p.x - -40) < 1e-9 && abs(p.y - 22) < 1e-9)
        let inverse = try #require(t.inverted)
        let back = inverse.apply(p)
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
        #expect(Affine.scale(0).inverted == nil)
    }

    @Test("R4 positive angles turn clockwise on screen (y down)")
    func clockwise() {
        let right = Affine.rotation(degrees: 90).apply(Point(0, -1))  // up → right
        #expect(right == Point(1, 0))
        let left = Affine.rotation(degrees: -90).apply(Point(0, -1))  // up → left
        #expect(left == Point(-1, 0))
    }

    @Test("Turned bounds swap exactly at quarter turns")
    func bounds() {
        #expect(turnedBounds(Size(390, 844), degrees: 90) == Size(844, 390))
        #expect(turnedBounds(Size(390, 844), degrees: -90) == Size(844, 390))
        #expect(turnedBounds(Size(390, 844), degrees: 180) == Size(390, 844))
        let mid = turnedBounds(Size(390, 844), degrees: 45)
        #expect(mid.width > 390 && mid.width < 844)
    }

    @Test("Body turn animates the short way, 0.3 s per quarter, 0.6 s for a half")
    func bodyTurn() {
        var turn = BodyTurn(angle: 0)
        turn.turn(to: -90, at: 1)
        #expect(turn.angle(at: 1) == 0)
        #expect(turn.angle(at: 1.15) < 0 && turn.angle(at: 1.15) > -90)
        #expect(turn.angle(at: 1.3) == -90)
        turn.turn(to: 90, at: 2)  // from -90 to +90: a half turn
        #expect(turn.tween.duration == 0.6)
        turn.turn(to: 180, at: 3)  // from 90 to 180 the short way
        #expect(turn.angle(at: 3.3) == 180)
        turn.turn(to: -180, at: 4)  // the same orientation: no turn
        #expect(!turn.isAnimating(at: 4))
    }

    @Test("The device fits its area and its bounding box swaps aspect when turned")
    func frameFits() {
        let area = Rect(0, 0, 900, 756)
        for model in DeviceModel.allCases {
            let spec = DeviceSpec.of(model)
            let upright = DeviceFrame(spec: spec, area: area, bodyAngle: 0).bodyBounds
            let turned = DeviceFrame(spec: spec, area: area, bodyAngle: -90).bodyBounds
            #expect(upright.height > upright.width)
            #expect(turned.width > turned.height)
            #expect(abs(upright.width - turned.height) < 0.01)
            #expect(upright.minY >= 0 && upright.maxY <= 756 && turned.minX >= 0 && turned.maxX <= 900)
        }
    }
}

/// `pixelsOutside`: what an opaque convex shape leaves of a rectangle, in bands.
struct PixelsOutsideTests {
    /// Whether the pixel (x, y)'s square lies wholly inside convex, clockwise `polygon`:
    /// its four corners do (a convex shape holding the corners holds the square).
    private func covered(_ x: Int, _ y: Int, by polygon: [Point]) -> Bool {
        Rect(Double(x), Double(y), 1, 1).corners.allSatisfy { p in
            (0..<polygon.count).allSatisfy { i in
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= -1e-9
            }
        }
    }

    /// Which pixels of `region` (whole pixels) have their centre in one of `rects`, row by
    /// row: each rectangle marks the pixels around it that it contains, so the work is the
    /// rectangles' area, not every pixel against every rectangle.
    private func listed(_ rects: [Rect], in region: Rect) -> (Int, Int) -> Bool {
        let (x0, y0) = (Int(region.minX), Int(region.minY))
        let (width, height) = (Int(region.width), Int(region.height))
        var marked = [Bool](repeating: false, count: width * height)
        for rect in rects {
            let xs = max(x0, Int(rect.minX.rounded(.down)) - 1)..<min(x0 + width, Int(rect.maxX.rounded(.up)) + 1)
            let ys = max(y0, Int(rect.minY.rounded(.down)) - 1)..<min(y0 + height, Int(rect.maxY.rounded(.up)) + 1)
            for y in ys where !xs.isEmpty {
                for x in xs where rect.contains(Point(Double(x) + 0.5, Double(y) + 0.5)) {
                    marked[(y - y0) * width + (x - x0)] = true
                }
            }
        }
        return { x, y in marked[(y - y0) * width + (x - x0)] }
    }

    @Test("Every pixel of the region the shape does not wholly cover is in a band; the bands leave out most of the shape",
          arguments: [0.0, 17, 45, 90, 133])
    func bandsCoverTheRest(degrees: Double) {
        let region = Rect(10, 20, 300, 240)
        let turn = Affine.rotation(degrees: degrees, about: Point(160, 140))
        let shape = Rect(90, 60, 140, 170).corners.map(turn.apply)  // clockwise on screen
        let rects = pixelsOutside(shape, in: region, band: 8)
        let inARect = listed(rects, in: region)
        var inBands = 0
        for y in 20..<260 {
            for x in 10..<310 {
                let listed = inARect(x, y)
                if listed { inBands += 1 }
                // Only a pixel left out of the bands must be wholly covered (asked only then).
                if !listed { #expect(covered(x, y, by: shape), "pixel (\(x), \(y)) is not covered and not drawn") }
            }
        }
        #expect(rects.allSatisfy { region.contains($0) && $0.minX == $0.minX.rounded() && $0.minY == $0.minY.rounded() })
        // The shape is 140×170 px: bands of 8 rows leave out all but a thin margin of it.
        let left = Double(inBands) - (300 * 240 - 140 * 170)
        #expect(left < 0.35 * 140 * 170, "\(Int(left)) pixels under the shape are still drawn")
    }

    @Test("A shape square to the pixels is left out exactly; one outside the region leaves all of it")
    func exactAndMissing() {
        let region = Rect(0, 0, 100, 50)
        let rects = pixelsOutside(Rect(20, 10, 30, 20).corners, in: region, band: 10)
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        #expect(area == 100 * 50 - 30 * 20)
        let away = pixelsOutside(Rect(200, 10, 30, 20).corners, in: region, band: 10)
        #expect(away.reduce(0) { $0 + $1.width * $1.height } == 100 * 50)
    }
}
