import CSDL
import Foundation
import Media
import Testing
import TestSupport

@testable import Sandbox

/// The texture a decoded picture is handed to as it is (ffplay's upload): its SDL
/// format and blend per layout, and the upload itself.
@Suite("Picture textures")
struct PictureTextureChoiceTests {
    @Test("each layout has its SDL texture format; alpha blends, YUV and RGB without alpha are opaque")
    func formatPerLayout() {
        let expected: [(PictureFormat, SDL_PixelFormatEnum)] = [
            (.yuv420p, SDL_PIXELFORMAT_IYUV), (.nv12, SDL_PIXELFORMAT_NV12), (.nv21, SDL_PIXELFORMAT_NV21),
            (.yuyv422, SDL_PIXELFORMAT_YUY2), (.uyvy422, SDL_PIXELFORMAT_UYVY), (.yvyu422, SDL_PIXELFORMAT_YVYU),
            (.rgb24, SDL_PIXELFORMAT_RGB24), (.bgr24, SDL_PIXELFORMAT_BGR24),
            // Bytes in memory R G B A on any machine: SDL's RGBA32 alias.
            (.rgba, SDL_PIXELFORMAT_RGBA32), (.bgra, SDL_PIXELFORMAT_BGRA32),
            (.argb, SDL_PIXELFORMAT_ARGB32), (.abgr, SDL_PIXELFORMAT_ABGR32),
            // Bytes R G B X are the 32-bit value X<<24 | B<<16 | G<<8 | R on a little-endian machine.
            (.rgbx, SDL_PIXELFORMAT_XBGR8888), (.bgrx, SDL_PIXELFORMAT_XRGB8888),
            (.xrgb, SDL_PIXELFORMAT_BGRX8888), (.xbgr, SDL_PIXELFORMAT_RGBX8888),
        ]
        #expect(1.littleEndian == 1, "the X formats' expectations are a little-endian machine's")
        for (format, sdl) in expected {
            let texture = PictureTexture(format, colour: .bt601)
            #expect(texture.format == sdl, "\(format)")
            #expect(texture.blend == (format.hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE), "\(format)")
        }
        #expect(Set(PictureFormat.allCases.map { PictureTexture.sdlFormat($0).rawValue }).count == PictureFormat.allCases.count)
    }

    @Test("a YUV texture is made and filled with the picture's matrix (ffplay's conversion mode)")
    func conversionMode() {
        #expect(PictureTexture(.yuv420p, colour: .bt709).mode == SDL_YUV_CONVERSION_BT709)
        #expect(PictureTexture(.nv12, colour: .jpeg).mode == SDL_YUV_CONVERSION_JPEG)
        #expect(PictureTexture(.yuyv422, colour: .bt601).mode == SDL_YUV_CONVERSION_BT601)
        #expect(PictureTexture(.bgra, colour: .bt709).mode == SDL_YUV_CONVERSION_BT601, "RGB: no matrix")
    }
}

extension RenderTests {
    @Test("a picture uploaded in its own layout draws as FrameScaler converts it: each plane at its pitch, odd sizes whole",
          arguments: ["yuv420p", "nv12", "nv21", "yuyv422", "rgb24", "bgra"])
    func uploadedLayouts(pixelFormat: String) throws {
        let dir = NSTemporaryDirectory() + "sandbox-texture-\(getpid())-\(pixelFormat)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/raw.nut"
        let (w, h) = (321, 241)
        // A picture whose rows all differ: a wrong pitch shears it.
        try #require(try TestInputs.ffmpeg(["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=320x240:r=10:d=0.1",
                                              "-vf", "scale=\(w):\(h)", "-pix_fmt", pixelFormat, "-c:v", "rawvideo", path]))
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let frame = try #require(source.nextFrameBlocking())
        #expect(frame.format.planeCount >= 1 && frame.width == w && frame.height == h)
        #expect(Int(frame.pitch(0)) >= frame.format.rowBytes(plane: 0, width: w))

        let offscreen = try OffscreenVideo(width: w, height: h)
        defer { offscreen.close() }
        let renderer = offscreen.context.renderer
        let (made, kind) = PictureTexture.fitting(nil, for: frame, renderer: renderer)
        let texture = try #require(made)
        #expect(texture.format == kind.format && texture.isSized(w, h))
        #expect(PictureTexture.upload(frame, to: texture))
        // The same texture takes the next picture of the same kind.
        #expect(PictureTexture.fitting(texture, for: frame, renderer: renderer).0 === texture)
        var drawn = [UInt8](repeating: 0, count: w * h * 4)
        offscreen.canvas.drawing(into: offscreen.target) {
            offscreen.canvas.clear(.black)
            SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
            offscreen.canvas.drawTexture(texture, in: Rect(0, 0, Double(w), Double(h)))
            drawn.withUnsafeMutableBytes {
                _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, Int32(w * 4))
            }
        }
        var reference: [UInt8] = []
        #expect(FrameScaler().convert(frame, width: w, height: h) { pixels, pitch in
            reference = Array(UnsafeRawBufferPointer(start: pixels, count: pitch * h))
        })
        // SDL's conversion and swscale's round (and place chroma) a little differently;
        // a picture read at a wrong pitch or plane differs by tens on average.
        var total = 0, worstCorner = 0
        for i in 0..<(w * h) {
            for k in 0..<3 { total += abs(Int(drawn[i * 4 + k]) - Int(reference[i * 4 + k])) }
        }
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
            let i = (y * w + x) * 4
            for k in 0..<3 { worstCorner = max(worstCorner, abs(Int(drawn[i + k]) - Int(reference[i + k]))) }
        }
        let mean = Double(total) / Double(w * h * 3)
        #expect(mean < 4, "\(pixelFormat): mean difference \(mean)")
        #expect(worstCorner <= 40, "\(pixelFormat): the odd last column and row are the picture's (\(worstCorner))")
    }
}
