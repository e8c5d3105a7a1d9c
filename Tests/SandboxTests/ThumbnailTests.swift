import Testing

@testable import Sandbox

/// `record`'s step thumbnails (RunFiles.thumbnail): a box filter by a whole factor.
struct ThumbnailTests {
    @Test("downscaled: each pixel is its block's average, channel by channel, rounded down; what is past the last whole block is left out")
    func boxFilter() {
        // maxHeight 6 of 17 rows: factor 3, 7×5 out; 2 columns and 2 rows past the blocks.
        let (width, height, factor) = (23, 17, 3)
        var seed: UInt32 = 2026
        let pixels = (0..<width * height * 4).map { _ -> UInt8 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: seed >> 24)
        }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        let small = image.downscaled(maxHeight: 6)
        #expect(small.width == 7 && small.height == 5)
        var expected: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        for dx in 0..<factor { sum += Int(pixels[((y * factor + dy) * width + x * factor + dx) * 4 + c]) }
                    }
                    expected.append(UInt8(sum / (factor * factor)))
                }
            }
        }
        #expect(small.pixels == expected)
        #expect(image.downscaled(maxHeight: height).pixels == pixels, "short enough already: the image itself")
    }
}
