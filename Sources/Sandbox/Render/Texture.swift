// An SDL texture owned by one object: made here, destroyed here when the last reference
// to it goes (on the main thread, where SDL's renderer lives). A texture must go before
// its renderer: the renderer's owner calls `Texture.rendererCloses` before destroying it
// (SDL then destroys the textures still made on it), so one kept longer by mistake is
// never destroyed twice.

import CSDL

@MainActor
final class Texture {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    let format: SDL_PixelFormatEnum
    /// The YUV conversion mode a YUV texture was made with (`PictureTexture`).
    var yuvMode = SDL_YUV_CONVERSION_BT601
    private let owner: RendererLife

    enum Access {
        case target, streaming, fixed

        var sdl: Int32 {
            switch self {
            case .target: Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
            case .streaming: Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
            case .fixed: Int32(SDL_TEXTUREACCESS_STATIC.rawValue)
            }
        }
    }

    /// A `width` × `height` texture (at least 1 × 1); nil when SDL cannot make it.
    init?(_ renderer: OpaquePointer, _ access: Access, width: Int, height: Int,
          format: SDL_PixelFormatEnum = SDL_PIXELFORMAT_ABGR8888,
          blend: SDL_BlendMode = SDL_BLENDMODE_BLEND, scale: SDL_ScaleMode = SDL_ScaleModeLinear)
    {
        let w = max(1, width), h = max(1, height)
        guard let pointer = SDL_CreateTexture(renderer, format.rawValue, access.sdl, Int32(w), Int32(h)) else { return nil }
        self.pointer = pointer
        self.width = w
        self.height = h
        self.format = format
        owner = RendererLife.of(renderer)
        owner.count += 1
        SDL_SetTextureBlendMode(pointer, blend)
        SDL_SetTextureScaleMode(pointer, scale)
    }

    /// A texture holding `surface`'s pixels (blended, linearly scaled).
    init?(_ renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let pointer = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        self.pointer = pointer
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        var made: UInt32 = 0
        SDL_QueryTexture(pointer, &made, nil, nil, nil)
        format = SDL_PixelFormatEnum(made)
        owner = RendererLife.of(renderer)
        owner.count += 1
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
    }

    /// Whether this is a `width` × `height` texture (as made, at least 1 × 1).
    func isSized(_ width: Int, _ height: Int) -> Bool { self.width == max(1, width) && self.height == max(1, height) }

    isolated deinit {
        guard owner.alive else { return }
        owner.count -= 1
        SDL_DestroyTexture(pointer)
    }

    /// Textures of `renderer` still alive (tests: a closed scene leaves none).
    static func alive(of renderer: OpaquePointer) -> Int { RendererLife.lives[renderer]?.count ?? 0 }

    /// `renderer` is about to be destroyed, and with it (by SDL) the textures still made on
    /// it: the objects that hold them must not destroy them again.
    static func rendererCloses(_ renderer: OpaquePointer) {
        RendererLife.lives.removeValue(forKey: renderer)?.alive = false
    }
}

/// Whether a renderer still exists, shared by its textures.
@MainActor
private final class RendererLife {
    var alive = true
    var count = 0
    static var lives: [OpaquePointer: RendererLife] = [:]

    static func of(_ renderer: OpaquePointer) -> RendererLife {
        if let life = lives[renderer] { return life }
        let life = RendererLife()
        lives[renderer] = life
        return life
    }
}
