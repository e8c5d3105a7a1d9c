import Foundation
import Testing
@testable import Media

/// `record` hands the encoder only the areas of a picture that changed; the writer converts
/// those to YUV and keeps the rest. The file must be the one whole pictures make, byte
/// for byte, whatever the areas.
@Suite("Pictures appended as the areas that changed")
struct FrameUpdateTests {
    static let (width, height) = (320, 240)

    /// A pseudo-random generator, so a failure repeats.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Noise (every pixel unlike its neighbours: any sample converted wrong shows), with
    /// `boxes` painted over `picture` in noise of another seed.
    static func paint(_ boxes: [PixelBox], on picture: inout [UInt8], width: Int, seed: Int) {
        let noise = EncoderThreadTests.noise(seed, count: picture.count)
        let height = picture.count / (width * 4)
        for box in boxes where box.x < width && box.y < height && box.maxX > 0 && box.maxY > 0 {
            for y in max(0, box.y)..<min(height, box.maxY) {
                for x in max(0, box.x)..<min(width, box.maxX) {
                    for c in 0..<4 { picture[(y * width + x) * 4 + c] = noise[(y * width + x) * 4 + c] }
                }
            }
        }
    }

    static func update(_ picture: [UInt8], width: Int, height: Int, changed: [PixelBox]?) -> FrameUpdate {
        picture.withUnsafeBytes { bytes in
            FrameUpdate(width: width, height: height, changed: changed) { bytes.baseAddress! + $0 * width * 4 }
        }
    }

    @Test("random areas changing, small and large, at the edges, overlapping, none at all: the file whole pictures make",
          arguments: [MP4Writer.Encoder.automatic, .mpeg4])
    func sameFileAsWholePictures(encoder: MP4Writer.Encoder) throws {
        let dir = try TempDir()
        let (w, h) = (Self.width, Self.height)
        let whole = try MP4Writer(path: dir.path("whole.mp4"), width: w, height: h, fps: 30, encoder: encoder)
        let parts = try MP4Writer(path: dir.path("parts.mp4"), width: w, height: h, fps: 30, encoder: encoder)
        var random = Seeded(state: 15)
        var picture = EncoderThreadTests.noise(0, count: w * h * 4)
        var partial = 0
        for i in 0..<40 {
            var changed: [PixelBox]? = []
            if i > 0 {
                for _ in 0..<(1 + random.next(3)) {
                    // Any size from one pixel up, anywhere, some past the edges.
                    let bw = 1 + random.next(random.next(4) == 0 ? w : 40), bh = 1 + random.next(random.next(4) == 0 ? h : 40)
                    changed?.append(PixelBox(x: random.next(w + 20) - 10, y: random.next(h + 20) - 10, width: bw, height: bh))
                }
                if i % 13 == 0 { changed = [] }  // drawn again, nothing changed
                if i % 17 == 0 { changed = nil }  // the whole picture
                Self.paint(changed ?? [PixelBox(x: 0, y: 0, width: w, height: h)], on: &picture, width: w, seed: i)
            } else {
                changed = nil
            }
            try whole.append(rgba: picture)
            let update = Self.update(picture, width: w, height: h, changed: changed)
            if !update.isWhole { partial += 1 }
            try parts.append(update)
            // What the encoder is given, picture by picture: the same planes.
            #expect(Self.planes(parts) == Self.planes(whole), "picture \(i)")
        }
        try whole.finish()
        try parts.finish()
        #expect(partial >= 25, "\(partial) of 40 pictures went in part")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("parts.mp4"))).count > 100_000)
        // mpeg4's bytes depend on its input alone; libx264's frame threads made different
        // (valid) files of the same input under load, so there the input is what is compared.
        if encoder == .mpeg4 {
            let difference = try byteDifference(dir.path("parts.mp4"), dir.path("whole.mp4"))
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// The Y, U and V planes of the picture the writer sent last, without row padding.
    static func planes(_ writer: MP4Writer) -> [UInt8] {
        guard let frame = writer.frame.pointer else { return [] }
        var bytes: [UInt8] = []
        let (w, h) = (Int(frame.pointee.width), Int(frame.pointee.height))
        for (plane, width, height) in [(0, w, h), (1, w / 2, h / 2), (2, w / 2, h / 2)] {
            let (data, pitch) = withUnsafePointer(to: frame.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { $0[plane] }
            }.map { ($0, withUnsafePointer(to: frame.pointee.linesize) {
                $0.withMemoryRebound(to: Int32.self, capacity: 8) { Int($0[plane]) } }) } ?? (nil, 0)
            guard let data else { return [] }
            for row in 0..<height { bytes.append(contentsOf: UnsafeBufferPointer(start: data + row * pitch, count: width)) }
        }
        return bytes
    }

    @Test("through the encoder thread, with repeats between: the same file as whole pictures on a plain writer (mpeg4: bytes that depend on the input alone)")
    func throughTheThread() throws {
        let dir = try TempDir()
        let (w, h) = (EncoderThreadTests.width, EncoderThreadTests.height)
        let direct = try MP4Writer(path: dir.path("direct.mp4"), width: w, height: h, fps: 30, encoder: .mpeg4)
        let encoder = try EncoderThread(MP4Writer(path: dir.path("thread.mp4"), width: w, height: h, fps: 30, encoder: .mpeg4))
        var picture = EncoderThreadTests.noise(1, count: w * h * 4)
        try direct.append(rgba: picture)
        try encoder.append(Self.update(picture, width: w, height: h, changed: nil))
        for i in 1..<20 {
            if i % 4 == 0 {
                try direct.repeatLastFrame()
                try encoder.repeatLastFrame()
                continue
            }
            let changed = [PixelBox(x: (i * 11) % w, y: (i * 7) % h, width: 9, height: 5)]
            Self.paint(changed, on: &picture, width: w, seed: i)
            try direct.append(rgba: picture)
            try encoder.append(Self.update(picture, width: w, height: h, changed: changed))
        }
        try direct.finish()
        #expect(try encoder.finish() == 20)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("thread.mp4"))).count > 2_000)
        let difference = try byteDifference(dir.path("thread.mp4"), dir.path("direct.mp4"))
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("a patch is the change grown to the samples it alters, aligned, with a margin, clamped at the edges; a big or odd one is the whole picture")
    func geometry() {
        let (w, h) = (Self.width, Self.height)
        let picture = [UInt8](repeating: 7, count: w * h * 4)
        let small = Self.update(picture, width: w, height: h, changed: [PixelBox(x: 100, y: 50, width: 3, height: 2)])
        #expect(!small.isWhole && small.patches.count == 1)
        let patch = small.patches[0]
        #expect(patch.kept == PixelBox(x: 96, y: 32, width: 16, height: 32))
        #expect(patch.box == PixelBox(x: 80, y: 16, width: 48, height: 64))
        #expect(patch.pixels.count == 48 * 64 * 4 && patch.pixels.allSatisfy { $0 == 7 })
        // At a corner: clamped, never outside the picture.
        let corner = Self.update(picture, width: w, height: h, changed: [PixelBox(x: -5, y: h - 1, width: 8, height: 9)])
        #expect(corner.patches.map(\.kept) == [PixelBox(x: 0, y: 224, width: 16, height: 16)])
        #expect(corner.patches.map(\.box) == [PixelBox(x: 0, y: 208, width: 32, height: 32)])
        // Two changes whose areas touch become one; a far one stays apart.
        let three = Self.update(picture, width: w, height: h, changed: [
            PixelBox(x: 10, y: 10, width: 4, height: 4), PixelBox(x: 30, y: 10, width: 4, height: 4),
            PixelBox(x: 200, y: 200, width: 4, height: 4),
        ])
        #expect(three.patches.map(\.kept) == [PixelBox(x: 0, y: 0, width: 48, height: 32), PixelBox(x: 192, y: 192, width: 16, height: 16)])
        // Outside the picture or empty: nothing to convert.
        #expect(Self.update(picture, width: w, height: h, changed: [PixelBox(x: w, y: 0, width: 5, height: 5)]).patches.isEmpty)
        // Most of the picture, or an odd size: whole.
        #expect(Self.update(picture, width: w, height: h, changed: [PixelBox(x: 0, y: 0, width: 300, height: 200)]).isWhole)
        let odd = [UInt8](repeating: 7, count: 33 * 20 * 4)
        #expect(Self.update(odd, width: 33, height: 20, changed: [PixelBox(x: 0, y: 0, width: 1, height: 1)]).isWhole)
    }

    @Test("a partial update needs a whole picture of the writer's size first: thrown at once, by the writer and by the thread")
    func partialFirst() throws {
        let dir = try TempDir()
        let (w, h) = (Self.width, Self.height)
        let picture = EncoderThreadTests.noise(2, count: w * h * 4)
        let part = Self.update(picture, width: w, height: h, changed: [PixelBox(x: 0, y: 0, width: 4, height: 4)])
        let writer = try MP4Writer(path: dir.path("w.mp4"), width: w, height: h, fps: 30)
        #expect(throws: MediaError.encodeFailed(reason: "\(dir.path("w.mp4")): no whole picture to update yet")) {
            try writer.append(part)
        }
        // A picture of another size (fitted) leaves no picture of ours to update either.
        try writer.append(rgba: EncoderThreadTests.noise(3, count: 64 * 64 * 4), width: 64, height: 64)
        #expect(throws: MediaError.self) { try writer.append(part) }
        try writer.append(Self.update(picture, width: w, height: h, changed: nil))
        try writer.append(part)
        // An update of another size than the writer's.
        let other = [UInt8](repeating: 0, count: 160 * 120 * 4)
        #expect(throws: MediaError.self) {
            try writer.append(Self.update(other, width: 160, height: 120, changed: [PixelBox(x: 0, y: 0, width: 4, height: 4)]))
        }
        try writer.finish()
        #expect(try Probe(dir.path("w.mp4")).frames == 3)

        let encoder = try EncoderThread(MP4Writer(path: dir.path("t.mp4"), width: w, height: h, fps: 30))
        #expect(throws: MediaError.encodeFailed(reason: "\(dir.path("t.mp4")): no whole picture to update yet")) {
            try encoder.append(part)
        }
        try encoder.append(Self.update(picture, width: w, height: h, changed: nil))
        try encoder.append(part)
        #expect(try encoder.finish() == 2)
    }
}
