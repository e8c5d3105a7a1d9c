// A layer's pixels kept in a texture together with what they show, as Core Animation
// keeps a layer's backing store: drawn again only when what it shows changes, its
// texture made again only when its size does.

import CSDL

@MainActor
final class KeptLayer<Shows: Equatable> {
    private let renderer: OpaquePointer
    private let blend: SDL_BlendMode
    private let scale: SDL_ScaleMode
    private(set) var texture: Texture?
    /// What the texture holds (nil: nothing known; the next use draws it).
    var shows: Shows?

    init(renderer: OpaquePointer, blend: SDL_BlendMode = SDL_BLENDMODE_BLEND, scale: SDL_ScaleMode = SDL_ScaleModeLinear) {
        self.renderer = renderer
        self.blend = blend
        self.scale = scale
    }

    /// The `width` × `height` texture, made when there is none of that size (then it shows nothing).
    func texture(width: Int, height: Int) -> Texture? {
        if let texture, texture.isSized(width, height) { return texture }
        shows = nil
        texture = Texture(renderer, .target, width: width, height: height, blend: blend, scale: scale)
        return texture
    }

    /// The texture showing `what`, drawn by `draw` first when it showed something else.
    func texture(showing what: Shows, width: Int, height: Int, draw: (Texture) -> Void) -> Texture? {
        guard let texture = texture(width: width, height: height) else { return nil }
        if shows != what {
            draw(texture)
            shows = what
        }
        return texture
    }

    func close() {
        texture = nil
        shows = nil
    }
}
