// Render-target textures reused by size, for drawing damaged areas: consecutive frames
// mostly damage areas of the same size (a playing video's rect).

import CSDL

@MainActor
final class TileTextures {
    private let renderer: OpaquePointer
    /// Most recently used first; two sizes are enough (a video, and whatever else changed).
    private var tiles: [(texture: OpaquePointer, width: Int, height: Int)] = []

    init(renderer: OpaquePointer) { self.renderer = renderer }

    /// An opaque (no blending) `width` × `height` target; its pixels are whatever was last drawn.
    func texture(width: Int, height: Int) -> OpaquePointer? {
        if let i = tiles.firstIndex(where: { $0.width == width && $0.height == height }) {
            let tile = tiles.remove(at: i)
            tiles.insert(tile, at: 0)
            return tile.texture
        }
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
            Int32(max(1, width)), Int32(max(1, height)))
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        tiles.insert((texture, width, height), at: 0)
        while tiles.count > 2 { SDL_DestroyTexture(tiles.removeLast().texture) }
        return texture
    }

    func close() {
        for tile in tiles { SDL_DestroyTexture(tile.texture) }
        tiles.removeAll()
    }
}
