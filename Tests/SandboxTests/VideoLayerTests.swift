import CSDL
import Media
import Testing

@testable import Sandbox

/// The video on the software renderer (record, headless): each frame is converted by
/// FrameScaler at the pixel size it is drawn, straight into the layer's texture.
extension RenderTests {
    @Test("a video on the software renderer shows each frame exactly as FrameScaler converts it at its drawn size",
          arguments: [false, true])
    func videoFramesAsConverted(resizedEveryOtherFrame: Bool) throws {
        let path = Self.videos.appendingPathComponent("sample-landscape.mp4").path
        let offscreen = try OffscreenVideo(width: 320, height: 200)
        defer { offscreen.close() }
        let (renderer, canvas, layer) = (offscreen.context.renderer, offscreen.canvas, offscreen.video)
        // The same frames from a source of the test's own, converted into a buffer here.
        let reference = try VideoSource(path: path, loop: false)
        defer { reference.close() }
        let scaler = FrameScaler()
        for index in 0..<12 {
            // 16:9 on whole pixels; a turn resizes the video (a new texture) every frame.
            let (w, h) = resizedEveryOtherFrame && index % 2 == 1 ? (256, 144) : (288, 162)
            // Half a frame in: the frame due is frame `index` whatever the timestamps' rounding.
            layer.update(path: path, position: (Double(index) + 0.5) / 30)
            var drawn = [UInt8](repeating: 0, count: w * h * 4)
            canvas.drawing(into: offscreen.target) {
                canvas.clear(.black)
                #expect(layer.draw(canvas, in: Rect(10, 20, Double(w), Double(h))))
                var area = SDL_Rect(x: 10, y: 20, w: Int32(w), h: Int32(h))
                drawn.withUnsafeMutableBytes {
                    _ = SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                             $0.baseAddress, Int32(w * 4))
                }
            }
            let frame = try #require(reference.nextFrameBlocking())
            var converted: [UInt8] = []
            #expect(scaler.convert(frame, width: w, height: h) { pixels, pitch in
                converted = Array(UnsafeRawBufferPointer(start: pixels, count: pitch * h))
            })
            #expect(drawn == converted, "frame \(index) at \(w)×\(h)")
        }
    }
}

extension RenderTests {
    @Test("a video turned a quarter on the software renderer shows each converted pixel at its turned place",
          arguments: [90.0, 270.0])
    func videoFramesTurned(degrees: Double) throws {
        let path = Self.videos.appendingPathComponent("sample-landscape.mp4").path
        let size = 320
        let offscreen = try OffscreenVideo(width: size, height: size)
        defer { offscreen.close() }
        let (renderer, canvas, layer) = (offscreen.context.renderer, offscreen.canvas, offscreen.video)
        let reference = try VideoSource(path: path, loop: false)
        defer { reference.close() }
        let scaler = FrameScaler()
        let (w, h) = (288, 162)
        let rect = Rect(center: Point(160, 160), size: Size(Double(w), Double(h)))
        let turn = Affine.rotation(degrees: degrees, about: rect.center)
        for index in 0..<4 {
            layer.update(path: path, position: (Double(index) + 0.5) / 30)
            var target = [UInt8](repeating: 0, count: size * size * 4)
            canvas.drawing(into: offscreen.target) {
                canvas.clear(.black)
                canvas.transform = turn
                #expect(layer.draw(canvas, in: rect))
                canvas.transform = .identity
                target.withUnsafeMutableBytes {
                    _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, Int32(size * 4))
                }
            }
            let frame = try #require(reference.nextFrameBlocking())
            var mismatches = 0
            #expect(scaler.convert(frame, width: w, height: h) { pixels, pitch in
                let converted = UnsafeRawBufferPointer(start: pixels, count: pitch * h)
                for y in 0..<h {
                    for x in 0..<w {
                        // Pixel centres land on pixel centres under a quarter turn.
                        let p = turn.apply(Point(rect.minX + Double(x) + 0.5, rect.minY + Double(y) + 0.5))
                        let at = (Int(p.y.rounded(.down)) * size + Int(p.x.rounded(.down))) * 4
                        for k in 0..<4 where target[at + k] != converted[y * pitch + x * 4 + k] { mismatches += 1 }
                    }
                }
            })
            #expect(mismatches == 0, "frame \(index) turned \(degrees)°")
        }
    }
}

extension RenderTests {
    @Test("the video layer hands out its picture's opening, which the sound reads: one demuxer for the two; another path, another opening")
    func layerOpeningPairsTheSound() throws {
        let path = Self.videos.appendingPathComponent("sample-landscape.mp4").path
        let other = Self.videos.appendingPathComponent("sample-portrait.mp4").path
        let context = try SDLContext(.headless)
        defer { context.close() }
        let layer = VideoLayer(renderer: context.renderer, blocking: true)
        defer { layer.close() }
        let opening = try #require(layer.opening(for: path))
        let picture = try #require(layer.source)
        #expect(picture.opening === opening)
        // Asked for the path it opened, the layer keeps its source (no second opening).
        layer.update(path: path, position: 0.5)
        #expect(layer.source === picture && layer.uploadedSerial >= 0)
        let sound = try #require(try opening.sound(loop: true))
        defer { sound.close() }
        #expect(sound.readsTheSameDemuxer(as: picture))
        // Another video: the layer's new opening; the old sound's demuxer goes on alone.
        let next = try #require(layer.opening(for: other))
        #expect(next !== opening && layer.source?.path == other)
    }
}
