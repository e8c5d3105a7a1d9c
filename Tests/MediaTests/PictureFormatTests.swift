import CFFmpeg
import Foundation
import Testing
@testable import Media

/// Which decoded layouts reach the renderer as they are (ffplay's texture map), their
/// planes' sizes, and the colours they are converted with.
@Suite("Picture formats")
struct PictureFormatTests {
    @Test("each layout a texture takes is kept; every other one is converted")
    func formatChoice() {
        let kept: [(AVPixelFormat, PictureFormat)] = [
            (AV_PIX_FMT_YUV420P, .yuv420p), (AV_PIX_FMT_YUVJ420P, .yuv420p), (AV_PIX_FMT_NV12, .nv12),
            (AV_PIX_FMT_NV21, .nv21), (AV_PIX_FMT_YUYV422, .yuyv422), (AV_PIX_FMT_UYVY422, .uyvy422),
            (AV_PIX_FMT_YVYU422, .yvyu422), (AV_PIX_FMT_RGB24, .rgb24), (AV_PIX_FMT_BGR24, .bgr24),
            (AV_PIX_FMT_RGBA, .rgba), (AV_PIX_FMT_BGRA, .bgra), (AV_PIX_FMT_ARGB, .argb), (AV_PIX_FMT_ABGR, .abgr),
            (AV_PIX_FMT_RGB0, .rgbx), (AV_PIX_FMT_BGR0, .bgrx), (AV_PIX_FMT_0RGB, .xrgb), (AV_PIX_FMT_0BGR, .xbgr),
        ]
        for (av, format) in kept { #expect(PictureFormat.of(av) == format, "\(av)") }
        // Every layout names the FFmpeg format it is read as.
        for format in PictureFormat.allCases { #expect(PictureFormat.of(format.avFormat) == format) }
        let converted = [AV_PIX_FMT_YUV444P, AV_PIX_FMT_YUV422P, AV_PIX_FMT_YUV420P10LE, AV_PIX_FMT_YUVA420P,
                         AV_PIX_FMT_GRAY8, AV_PIX_FMT_PAL8, AV_PIX_FMT_P010LE, AV_PIX_FMT_YUVJ444P]
        for av in converted { #expect(PictureFormat.of(av) == nil, "\(av)") }
    }

    @Test("planes of an odd-sized picture: chroma rounds up, packed pairs take whole pixels")
    func oddPlaneSizes() {
        let (w, h) = (321, 241)
        #expect(PictureFormat.yuv420p.planeCount == 3 && PictureFormat.nv12.planeCount == 2 && PictureFormat.rgb24.planeCount == 1)
        #expect(PictureFormat.yuv420p.rowBytes(plane: 0, width: w) == 321 && PictureFormat.yuv420p.rowBytes(plane: 2, width: w) == 161)
        #expect(PictureFormat.yuv420p.rows(plane: 0, height: h) == 241 && PictureFormat.yuv420p.rows(plane: 1, height: h) == 121)
        #expect(PictureFormat.nv12.rowBytes(plane: 1, width: w) == 322 && PictureFormat.nv21.rows(plane: 1, height: h) == 121)
        #expect(PictureFormat.yuyv422.rowBytes(plane: 0, width: w) == 644 && PictureFormat.yuyv422.rows(plane: 0, height: h) == 241)
        #expect(PictureFormat.bgr24.rowBytes(plane: 0, width: w) == 963 && PictureFormat.xbgr.rowBytes(plane: 0, width: w) == 1284)
    }

    struct Raw: CustomTestStringConvertible, Sendable {
        let pixelFormat: String
        let kept: PictureFormat
        var testDescription: String { pixelFormat }
    }

    @Test("a raw picture of an odd size arrives in its own layout, each plane at a pitch holding its row",
          arguments: [Raw(pixelFormat: "nv12", kept: .nv12), Raw(pixelFormat: "nv21", kept: .nv21),
                      Raw(pixelFormat: "yuyv422", kept: .yuyv422), Raw(pixelFormat: "uyvy422", kept: .uyvy422),
                      Raw(pixelFormat: "rgb24", kept: .rgb24), Raw(pixelFormat: "bgra", kept: .bgra),
                      Raw(pixelFormat: "yuv420p", kept: .yuv420p)])
    func rawLayoutKept(_ raw: Raw) throws {
        let dir = try TempDir()
        let path = dir.path("raw.nut")
        try ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=64x64:r=10:d=0.3", "-vf", "scale=321:241",
                    "-pix_fmt", raw.pixelFormat, "-c:v", "rawvideo", path])
        let source = try VideoSource(path: path, loop: false)
        defer { source.close() }
        let frames = decodeAll(source)
        #expect(frames.count == 3)
        let frame = try #require(frames.last)
        #expect(frame.format == raw.kept && frame.width == 321 && frame.height == 241)
        for plane in 0..<raw.kept.planeCount {
            #expect(Int(frame.pitch(plane)) >= raw.kept.rowBytes(plane: plane, width: 321), "plane \(plane)")
            #expect(frame.planeBytes(plane).count == raw.kept.rowBytes(plane: plane, width: 321) * raw.kept.rows(plane: plane, height: 241))
        }
        // Red everywhere, the odd last column and row too, read through the frame's layout.
        let rgba = try converted(frame)
        for (x, y) in [(0, 0), (320, 0), (0, 240), (320, 240), (160, 120)] {
            let i = (y * 321 + x) * 4
            #expect(rgba[i] > 230 && rgba[i + 1] < 25 && rgba[i + 2] < 25, "\(raw.pixelFormat) at \(x),\(y): \(rgba[i...i + 2])")
        }
    }

    @Test("a bottom-up picture (negative pitches, as raw decoders hand some over) is converted the right way up")
    func bottomUpConverted() throws {
        let (w, h) = (64, 32)
        let picture = try #require(av_frame_alloc())
        defer { var p: UnsafeMutablePointer<AVFrame>? = picture; av_frame_free(&p) }
        picture.pointee.width = Int32(w)
        picture.pointee.height = Int32(h)
        picture.pointee.format = AV_PIX_FMT_BGR24.rawValue
        try #require(av_frame_get_buffer(picture, 0) >= 0)
        let base = try #require(planePointer(picture, 0)), pitch = planePitch(picture, 0)
        // In memory: blue rows, then red rows; read from the last row up (negative pitch), red comes first.
        for row in 0..<h {
            for x in 0..<w {
                let px = base + row * pitch + x * 3
                (px[0], px[1], px[2]) = row < h / 2 ? (255, 0, 0) : (0, 0, 255)
            }
        }
        withUnsafeMutableBytes(of: &picture.pointee.data) {
            $0.storeBytes(of: base + (h - 1) * pitch, toByteOffset: 0, as: UnsafeMutablePointer<UInt8>.self)
        }
        withUnsafeMutableBytes(of: &picture.pointee.linesize) { $0.storeBytes(of: Int32(-pitch), toByteOffset: 0, as: Int32.self) }
        #expect(!PictureOutput.rowsRunDown(picture, planes: 1))
        let output = try #require(PictureOutput())
        let (taken, format) = try output.take(picture)
        #expect(format == .yuv420p && planePitch(taken, 0) > 0)
        let frame = VideoFrame(taking: taken, format: format, serial: 1, pts: 0, streamTime: 0, pass: 0, isPassStart: true)
        let rgba = try converted(frame)
        #expect(rgba[(4 * w + 4) * 4] > 200 && rgba[(4 * w + 4) * 4 + 2] < 60, "red at the top")
        #expect(rgba[(28 * w + 4) * 4 + 2] > 200 && rgba[(28 * w + 4) * 4] < 60, "blue at the bottom")
    }

    @Test("BT.709 and full-range streams are converted with their own matrix and range")
    func colours() throws {
        let dir = try TempDir()
        let hd = dir.path("709.mp4"), jpeg = dir.path("full.avi"), plain = dir.path("601.mp4")
        // Red made with BT.709's matrix and tagged so; dark grey at full range (mjpeg);
        // red made and left untagged (BT.601, as swscale converts).
        try ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=64x64:r=10:d=0.2,format=rgb24",
                    "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
                    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                    "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", hd])
        try ffmpeg(["-f", "lavfi", "-i", "color=c=0x202020:s=64x64:r=10:d=0.2", "-pix_fmt", "yuvj420p",
                    "-c:v", "mjpeg", "-q:v", "2", jpeg])
        try ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=64x64:r=10:d=0.2", "-pix_fmt", "yuv420p",
                    "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", plain])
        func last(_ path: String) throws -> VideoFrame {
            let source = try VideoSource(path: path, loop: false)
            defer { source.close() }
            return try #require(decodeAll(source).last)
        }
        let red709 = try last(hd), grey = try last(jpeg), red601 = try last(plain)
        #expect(red709.colour == .bt709 && grey.colour == .jpeg && red601.colour == .bt601)
        #expect(grey.format == .yuv420p)
        // Read with BT.601 the 709 red would come out at R ≈ 233; limited range would
        // make the grey 0x20 about 0x13.
        let r709 = try converted(red709), g = try converted(grey), r601 = try converted(red601)
        #expect(r709[0] >= 250 && r709[1] < 10 && r709[2] < 10, "\(r709[0...2])")
        #expect(abs(Int(g[0]) - 0x20) <= 3 && abs(Int(g[1]) - 0x20) <= 3, "\(g[0...2])")
        #expect(r601[0] >= 250 && r601[1] < 10 && r601[2] < 10, "\(r601[0...2])")
    }

    /// The frame as RGBA at its own size, through FrameScaler.
    private func converted(_ frame: VideoFrame) throws -> [UInt8] {
        var out: [UInt8] = []
        let scaler = FrameScaler()
        try #require(scaler.convert(frame, width: frame.width, height: frame.height) { base, pitch in
            out = Array(UnsafeRawBufferPointer(start: base, count: pitch * frame.height))
        })
        return out
    }
}
