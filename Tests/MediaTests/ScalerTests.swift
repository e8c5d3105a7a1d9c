import Testing
@testable import Media

@Suite("Frame scaler")
struct ScalerTests {
    @Test("converts a frame to RGBA at the drawn size: the sample's corner colours where they belong")
    func cornersAtDrawnSize() throws {
        let source = try VideoSource(path: samplePath("sample-landscape.mp4"), loop: false)
        defer { source.close() }
        let frame = try #require(source.frameBlocking(at: 2.0))
        let scaler = FrameScaler()
        for (w, h) in [(320, 180), (97, 55), (1280, 720)] {
            var pixels: [UInt8] = []
            var rowBytes = 0
            #expect(scaler.convert(frame, width: w, height: h) { base, pitch in
                rowBytes = pitch
                pixels = Array(UnsafeRawBufferPointer(start: base, count: pitch * h))
            })
            #expect(rowBytes == w * 4 && pixels.count == w * h * 4)
            func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
                let i = y * rowBytes + x * 4
                return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
            }
            let ix = max(1, w * 6 / 100), iy = max(1, h * 6 / 100)
            let (r, g, b) = rgb(ix, iy)
            #expect(r > 200 && g < 60 && b < 60, "top-left red at \(w)×\(h): \(r),\(g),\(b)")
            let (yr, yg, yb) = rgb(w - 1 - ix, h - 1 - iy)
            #expect(yr > 200 && yg > 200 && yb < 60, "bottom-right yellow at \(w)×\(h)")
            #expect(pixels[3] == 255, "opaque")
        }
        #expect(!scaler.convert(frame, width: 0, height: 10) { _, _ in Issue.record("called for an empty size") })
    }

    @Test("converts into the caller's memory (a texture's): the same rows, at its pitch, nothing past each row")
    func intoCallersMemory() throws {
        let source = try VideoSource(path: samplePath("sample-landscape.mp4"), loop: false)
        defer { source.close() }
        let frame = try #require(source.frameBlocking(at: 2.0))
        let scaler = FrameScaler()
        let (w, h, pitch) = (97, 55, 97 * 4 + 20)
        var expected: [UInt8] = []
        #expect(scaler.convert(frame, width: w, height: h) { base, _ in
            expected = Array(UnsafeRawBufferPointer(start: base, count: w * 4 * h))
        })
        var memory = [UInt8](repeating: 0xAB, count: pitch * h)
        #expect(memory.withUnsafeMutableBytes { scaler.convert(frame, width: w, height: h, into: $0.baseAddress!, pitch: pitch) })
        for row in 0..<h {
            #expect(Array(memory[row * pitch ..< row * pitch + w * 4]) == Array(expected[row * w * 4 ..< (row + 1) * w * 4]), "row \(row)")
            #expect(memory[row * pitch + w * 4 ..< (row + 1) * pitch].allSatisfy { $0 == 0xAB }, "row \(row)'s padding")
        }
        #expect(!memory.withUnsafeMutableBytes { scaler.convert(frame, width: w, height: h, into: $0.baseAddress!, pitch: w * 4 - 1) },
                "a pitch shorter than a row")
    }
}
