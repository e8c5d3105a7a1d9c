// Render-target textures reused by size, for drawing damaged areas: consecutive frames
// mostly damage areas of the same size (a playing video's rect).

import CSDL

@MainActor
final class TileTextures {
    private let renderer: OpaquePointer
    /// Most recently used first; two sizes are enough (a video, and whatever else changed).
    private var tiles: [Texture] = []

    init(renderer: OpaquePointer) { self.renderer = renderer }

    /// An opaque (no blending) `width` × `height` target; its pixels are whatever was last drawn.
    func texture(width: Int, height: Int) -> Texture? {
        if let i = tiles.firstIndex(where: { $0.isSized(width, height) }) {
            let tile = tiles.remove(at: i)
            tiles.insert(tile, at: 0)
            return tile
        }
        guard let texture = Texture(renderer, .target, width: width, height: height,
                                    blend: SDL_BLENDMODE_NONE, scale: SDL_ScaleModeNearest)
        else { return nil }
        tiles.insert(texture, at: 0)
        if tiles.count > 2 { tiles.removeLast() }
        return texture
    }

    func close() { tiles.removeAll() }
}
