import CFFmpeg

/// How a decoded picture's pixels lie in memory, for the layouts a renderer takes as
/// they are (ffplay's `sdl_texture_format_map`): a picture in one of these goes from the
/// decoder to the texture untouched. Any other layout (10-bit, 4:4:4, 4:2:2 planar,
/// bottom-up rows…) is converted once, on the decode thread, to `yuv420p`.
///
/// The packed RGB cases are named by their bytes' order in memory, whatever the
/// machine's byte order.
public enum PictureFormat: Sendable, Equatable, CaseIterable {
    /// Three planes: Y, then U and V halved both ways ((w+1)/2 × (h+1)/2). Also
    /// FFmpeg's `yuvj420p`, the same planes at full range (`PictureColour.jpeg`).
    case yuv420p
    /// Two planes: Y, then U and V interleaved (UVUV…), halved both ways.
    case nv12
    /// Two planes: Y, then V and U interleaved (VUVU…), halved both ways.
    case nv21
    /// One plane, two pixels in four bytes: Y0 U Y1 V.
    case yuyv422
    /// One plane: U Y0 V Y1.
    case uyvy422
    /// One plane: Y0 V Y1 U.
    case yvyu422
    /// One plane, three bytes a pixel.
    case rgb24, bgr24
    /// One plane, four bytes a pixel, with alpha.
    case rgba, bgra, argb, abgr
    /// One plane, four bytes a pixel, the fourth unused.
    case rgbx, bgrx, xrgb, xbgr

    /// The planes the picture has (the renderer's upload call differs by it).
    public enum Planes: Sendable { case three, two, one }

    public var planes: Planes {
        switch self {
        case .yuv420p: .three
        case .nv12, .nv21: .two
        default: .one
        }
    }

    public var planeCount: Int { planes == .three ? 3 : planes == .two ? 2 : 1 }

    /// Whether the picture is YUV (the renderer converts it with `PictureColour`'s matrix).
    public var isYUV: Bool {
        switch self {
        case .yuv420p, .nv12, .nv21, .yuyv422, .uyvy422, .yvyu422: true
        default: false
        }
    }

    /// Whether its pixels carry an alpha the renderer should blend with (ffplay blends
    /// these, over its black).
    public var hasAlpha: Bool {
        switch self {
        case .rgba, .bgra, .argb, .abgr: true
        default: false
        }
    }

    /// The layout of `format`, nil when a renderer has no texture for it (converted).
    static func of(_ format: AVPixelFormat) -> PictureFormat? {
        switch format {
        case AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUVJ420P: .yuv420p
        case AV_PIX_FMT_NV12: .nv12
        case AV_PIX_FMT_NV21: .nv21
        case AV_PIX_FMT_YUYV422: .yuyv422
        case AV_PIX_FMT_UYVY422: .uyvy422
        case AV_PIX_FMT_YVYU422: .yvyu422
        case AV_PIX_FMT_RGB24: .rgb24
        case AV_PIX_FMT_BGR24: .bgr24
        case AV_PIX_FMT_RGBA: .rgba
        case AV_PIX_FMT_BGRA: .bgra
        case AV_PIX_FMT_ARGB: .argb
        case AV_PIX_FMT_ABGR: .abgr
        case AV_PIX_FMT_RGB0: .rgbx
        case AV_PIX_FMT_BGR0: .bgrx
        case AV_PIX_FMT_0RGB: .xrgb
        case AV_PIX_FMT_0BGR: .xbgr
        default: nil
        }
    }

    /// FFmpeg's name for the layout (swscale reads the picture by it).
    var avFormat: AVPixelFormat {
        switch self {
        case .yuv420p: AV_PIX_FMT_YUV420P
        case .nv12: AV_PIX_FMT_NV12
        case .nv21: AV_PIX_FMT_NV21
        case .yuyv422: AV_PIX_FMT_YUYV422
        case .uyvy422: AV_PIX_FMT_UYVY422
        case .yvyu422: AV_PIX_FMT_YVYU422
        case .rgb24: AV_PIX_FMT_RGB24
        case .bgr24: AV_PIX_FMT_BGR24
        case .rgba: AV_PIX_FMT_RGBA
        case .bgra: AV_PIX_FMT_BGRA
        case .argb: AV_PIX_FMT_ARGB
        case .abgr: AV_PIX_FMT_ABGR
        case .rgbx: AV_PIX_FMT_RGB0
        case .bgrx: AV_PIX_FMT_BGR0
        case .xrgb: AV_PIX_FMT_0RGB
        case .xbgr: AV_PIX_FMT_0BGR
        }
    }

    /// Bytes of plane `index`'s row of a picture `width` wide, pixels only (its pitch,
    /// the decoder's, may be longer).
    public func rowBytes(plane index: Int, width: Int) -> Int {
        let chroma = (width + 1) / 2
        switch self {
        case .yuv420p: return index == 0 ? width : chroma
        case .nv12, .nv21: return index == 0 ? width : chroma * 2
        case .yuyv422, .uyvy422, .yvyu422: return chroma * 4
        case .rgb24, .bgr24: return width * 3
        default: return width * 4
        }
    }

    /// Rows of plane `index` of a picture `height` high.
    public func rows(plane index: Int, height: Int) -> Int {
        index > 0 && planes != .one ? (height + 1) / 2 : height
    }
}

/// Which matrix and range turn a YUV picture into RGB: what ffplay sets SDL's conversion
/// mode to for each frame (`set_sdl_yuv_conversion_mode`), and what swscale is told when
/// a picture is converted on the CPU, so both give the same colours.
public enum PictureColour: Sendable, Equatable {
    /// BT.601 at limited range: SD streams, and any stream that says nothing. (ffplay
    /// leaves an untagged stream to SDL's resolution guess, BT.709 from 720 lines up;
    /// swscale, which most encoders of untagged files convert RGB with, assumes BT.601,
    /// as do this project's sample videos.)
    case bt601
    /// BT.709 at limited range: HD streams that say so.
    case bt709
    /// Full range BT.601 (JPEG, `yuvj` formats).
    case jpeg

    /// What a frame of `format` with FFmpeg's `range` and `space` tags asks for.
    static func of(_ format: AVPixelFormat, range: AVColorRange, space: AVColorSpace) -> PictureColour {
        if range == AVCOL_RANGE_JPEG || format == AV_PIX_FMT_YUVJ420P { return .jpeg }
        return space == AVCOL_SPC_BT709 ? .bt709 : .bt601
    }

    /// swscale's coefficients table for the matrix.
    var swsColorspace: Int32 { self == .bt709 ? SWS_CS_ITU709 : SWS_CS_ITU601 }
}
