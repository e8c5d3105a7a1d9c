// The SDL texture a decoded picture goes into as it is, as ffplay uploads it
// (`get_sdl_pix_fmt_and_blendmode`, `realloc_texture`, `upload_texture`): YUV420P's
// three planes through SDL_UpdateYUVTexture, NV12/NV21's two through
// SDL_UpdateNVTexture, a packed picture through SDL_UpdateTexture; the renderer
// converts and scales as it draws. Media decides which layouts come this way
// (`PictureFormat`); every other one is converted to YUV420P on the decode thread.

import CSDL
import Media

/// The texture a picture needs: its SDL format, how it blends, the YUV matrix it is made
/// and filled with. A texture made for one of these takes any picture with the same one
/// and the same size (else it is made again, as ffplay's `realloc_texture`).
struct PictureTexture: Equatable {
    var format: SDL_PixelFormatEnum
    /// Opaque, unless the picture carries alpha (ffplay blends those).
    var blend: SDL_BlendMode
    /// SDL's conversion mode for the picture's colours. Part of the texture: SDL's OpenGL
    /// renderer picks its YUV shader when the texture is made, the software renderer
    /// converts when it is filled.
    var mode: SDL_YUV_CONVERSION_MODE

    init(_ format: PictureFormat, colour: PictureColour) {
        self.format = Self.sdlFormat(format)
        blend = format.hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE
        mode = format.isYUV ? Self.mode(colour) : SDL_YUV_CONVERSION_BT601
    }

    static func sdlFormat(_ format: PictureFormat) -> SDL_PixelFormatEnum {
        switch format {
        case .yuv420p: SDL_PIXELFORMAT_IYUV
        case .nv12: SDL_PIXELFORMAT_NV12
        case .nv21: SDL_PIXELFORMAT_NV21
        case .yuyv422: SDL_PIXELFORMAT_YUY2
        case .uyvy422: SDL_PIXELFORMAT_UYVY
        case .yvyu422: SDL_PIXELFORMAT_YVYU
        // SDL names these by bytes in memory.
        case .rgb24: SDL_PIXELFORMAT_RGB24
        case .bgr24: SDL_PIXELFORMAT_BGR24
        case .rgba: SDL_PIXELFORMAT_RGBA32
        case .bgra: SDL_PIXELFORMAT_BGRA32
        case .argb: SDL_PIXELFORMAT_ARGB32
        case .abgr: SDL_PIXELFORMAT_ABGR32
        // ...and these by the bits of a 32-bit value, whose bytes lie in the machine's order.
        case .rgbx: littleEndian ? SDL_PIXELFORMAT_XBGR8888 : SDL_PIXELFORMAT_RGBX8888
        case .bgrx: littleEndian ? SDL_PIXELFORMAT_XRGB8888 : SDL_PIXELFORMAT_BGRX8888
        case .xrgb: littleEndian ? SDL_PIXELFORMAT_BGRX8888 : SDL_PIXELFORMAT_XRGB8888
        case .xbgr: littleEndian ? SDL_PIXELFORMAT_RGBX8888 : SDL_PIXELFORMAT_XBGR8888
        }
    }

    private static var littleEndian: Bool { 1.littleEndian == 1 }

    static func mode(_ colour: PictureColour) -> SDL_YUV_CONVERSION_MODE {
        switch colour {
        case .bt601: SDL_YUV_CONVERSION_BT601
        case .bt709: SDL_YUV_CONVERSION_BT709
        case .jpeg: SDL_YUV_CONVERSION_JPEG
        }
    }

    /// `texture` made again when it cannot take `frame` (nil: none yet, or SDL refused).
    @MainActor
    static func fitting(_ texture: Texture?, for frame: VideoFrame, renderer: OpaquePointer) -> (Texture?, PictureTexture) {
        let wanted = PictureTexture(frame.format, colour: frame.colour)
        // SDL reads the mode when it makes a YUV texture (OpenGL) and when it fills one
        // (software). The player is the only YUV texture, so it is left set.
        SDL_SetYUVConversionMode(wanted.mode)
        if let texture, texture.isSized(frame.width, frame.height), texture.format == wanted.format,
           texture.yuvMode == wanted.mode {
            return (texture, wanted)
        }
        let made = Texture(renderer, .streaming, width: frame.width, height: frame.height,
                           format: wanted.format, blend: wanted.blend)
        made?.yuvMode = wanted.mode
        return (made, wanted)
    }

    /// Hands `frame`'s planes to `texture` (made by `fitting` for it); false if SDL refused.
    @MainActor
    static func upload(_ frame: VideoFrame, to texture: Texture) -> Bool {
        let p = frame.plane, pitch = frame.pitch
        switch frame.format.planes {
        case .three:
            return SDL_UpdateYUVTexture(texture.pointer, nil, p(0), pitch(0), p(1), pitch(1), p(2), pitch(2)) == 0
        case .two:
            return SDL_UpdateNVTexture(texture.pointer, nil, p(0), pitch(0), p(1), pitch(1)) == 0
        case .one:
            return SDL_UpdateTexture(texture.pointer, nil, p(0), pitch(0)) == 0
        }
    }
}
