// Text with SDL2_ttf and DejaVu Sans. Strings are rendered once, white, into textures
// kept in a bounded cache keyed by (string, pixel size, weight); colour comes from the
// vertex colour at draw time, so recolouring a label never makes a new texture. The
// cache is sized to what is on screen: a few times the labels the busiest frame drew
// (layers drawn now and then, the inspector's, reuse theirs when they redraw), so a long
// session's passing strings (trace lines, times, labels at a turn's every scale) do not
// pile up to the hard cap.

import CSDL
import Foundation

public enum FontWeight: Sendable, Hashable { case regular, bold }

@MainActor
final class TextRenderer {
    /// Debian's fonts-dejavu-core; `ROTATION_SANDBOX_FONTS` points elsewhere.
    static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
    let regularPath: String
    let boldPath: String

    struct Key: Hashable {
        var string: String
        var pixels: Int
        var weight: FontWeight
    }
    struct FitKey: Hashable {
        var key: Key
        var maxWidth: Int
    }
    struct Entry {
        var texture: Texture
        var width: Int
        var height: Int
        var lastUse: Int
    }

    private let renderer: OpaquePointer
    private var fonts: [Int: OpaquePointer] = [:]  // pixels * 2 + (bold ? 1 : 0)
    private var cache: [Key: Entry] = [:]
    private var fits: [FitKey: String] = [:]
    private var frame = 0
    /// Entries used in this frame, and in the busiest frame so far.
    private var usedThisFrame = 0
    private var mostUsedInAFrame = 0
    /// Whether this frame opened a font or measured or rendered a string anew (FreeType
    /// read the font files).
    private var readFontsThisFrame = false
    /// The hard cap: a few screens of labels at two or three sizes (window resizes).
    let capacity: Int
    /// What is kept, whatever the frames use: a window's labels at one size.
    static let minimumEntries = 96
    /// Screens' worth of labels kept (`limit`).
    static let screensKept = 3
    private var closed = false
    /// Characters measured anew so far (tests: text layout stays linear in the text).
    private(set) var charactersMeasured = 0

    init(renderer: OpaquePointer, capacity: Int = 768, fontDirectory: String? = nil) throws(SandboxError) {
        let directory = fontDirectory ?? ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FONTS"]
            ?? Self.defaultDirectory
        regularPath = directory + "/DejaVuSans.ttf"
        boldPath = directory + "/DejaVuSans-Bold.ttf"
        for path in [regularPath, boldPath] where !FileManager.default.fileExists(atPath: path) {
            throw .fontMissing(path: path)
        }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw .sdl("TTF_Init: \(SDLContext.lastError())")
        }
        self.renderer = renderer
        self.capacity = capacity
    }

    var cachedCount: Int { cache.count }

    /// How many entries the cache keeps: `screensKept` times what the busiest frame drew,
    /// at least `minimumEntries`, at most `capacity`.
    var limit: Int { min(capacity, max(Self.minimumEntries, Self.screensKept * mostUsedInAFrame)) }

    private func font(_ pixels: Int, _ weight: FontWeight) -> OpaquePointer? {
        let id = pixels * 2 + (weight == .bold ? 1 : 0)
        if let font = fonts[id] { return font }
        readFontsThisFrame = true
        let path = weight == .bold ? boldPath : regularPath
        let font: OpaquePointer?
        if let file = FontFile.mapped(path), let stream = SDL_RWFromConstMem(file.baseAddress, Int32(file.count)) {
            font = TTF_OpenFontRW(stream, 1, Int32(pixels))   // the font closes the stream
        } else {
            font = TTF_OpenFont(path, Int32(pixels))
        }
        if let font {
            TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
            fonts[id] = font
        }
        return font
    }

    /// Pixel size of the string's texture (0×0 for an empty string).
    func measure(_ string: String, pixels: Int, weight: FontWeight) -> (width: Int, height: Int) {
        if let entry = cache[Key(string: string, pixels: pixels, weight: weight)] {
            return (entry.width, entry.height)
        }
        guard !string.isEmpty, let font = font(pixels, weight) else { return (0, Int(Double(pixels) * 1.2)) }
        readFontsThisFrame = true
        charactersMeasured += string.utf8.count
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(font, string, &w, &h)
        return (Int(w), Int(h))
    }

    /// The string, shortened with "…" until it fits `maxWidth` pixels.
    func fitted(_ string: String, pixels: Int, weight: FontWeight, maxWidth: Int) -> String {
        let key = FitKey(key: Key(string: string, pixels: pixels, weight: weight), maxWidth: maxWidth)
        if let known = fits[key] { return known }
        // The longest cut (a prefix and "…") that fits: a longer cut is never narrower
        // (each character adds its advance, far more than any kerning takes away), so
        // doubling then halving finds the cut that trying them one by one from the end
        // finds. A long string is not measured whole (a 4,000-character name), only
        // prefixes about as long as the cut, so the work follows the width, not the text.
        let chars = Array(string)
        func fitsWhole() -> Bool { measure(string, pixels: pixels, weight: weight).width <= maxWidth }
        let whole = chars.count <= Self.measuredWhole ? fitsWhole()
            : Self.longestFitting(upTo: chars.count) { count in
                count == chars.count ? fitsWhole()
                    : measure(String(chars.prefix(count)), pixels: pixels, weight: weight).width <= maxWidth
            } == chars.count
        var result = string
        if !whole {
            // cut(0), "…" alone, is the answer when no cut fits.
            func cut(_ count: Int) -> String { String(chars.prefix(count)) + "…" }
            let longest = Self.longestFitting(upTo: chars.count - 1) {
                measure(cut($0), pixels: pixels, weight: weight).width <= maxWidth
            }
            result = cut(longest)
        }
        if fits.count > capacity * 2 { fits.removeAll(keepingCapacity: true) }
        fits[key] = result
        return result
    }

    /// Strings up to this long are measured whole before any cut is tried (most fit).
    static let measuredWhole = 256

    /// The largest count in 0...limit that `fits`, for `fits` true up to some count and
    /// false beyond (0 is taken to fit): doubling, then halving between the last count
    /// that fit and the first that did not, so the counts tried stay within twice the
    /// answer whatever the limit.
    static func longestFitting(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
        var fitting = 0, step = 1, tooLong = limit + 1
        while fitting < limit {
            let probe = min(limit, fitting + step)
            if fits(probe) {
                fitting = probe
                step *= 2
            } else {
                tooLong = probe
                break
            }
        }
        while tooLong - fitting > 1 {
            let middle = (fitting + tooLong) / 2
            if fits(middle) { fitting = middle } else { tooLong = middle }
        }
        return fitting
    }

    /// The cached texture for a string, rendering it on first use.
    func texture(_ string: String, pixels: Int, weight: FontWeight) -> Entry? {
        let key = Key(string: string, pixels: pixels, weight: weight)
        if var entry = cache[key] {
            if entry.lastUse != frame { usedThisFrame += 1 }
            entry.lastUse = frame
            cache[key] = entry
            return entry
        }
        guard !string.isEmpty, let font = font(pixels, weight) else { return nil }
        readFontsThisFrame = true
        guard let surface = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = Texture(renderer, surface: surface) else { return nil }
        let entry = Entry(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                          lastUse: frame)
        cache[key] = entry
        usedThisFrame += 1
        if cache.count > limit { evict() }
        return entry
    }

    /// Marks a frame boundary for the least-recently-used eviction.
    func endFrame() {
        mostUsedInAFrame = max(mostUsedInAFrame, usedThisFrame)
        if readFontsThisFrame { FontFile.releasePages() }
        readFontsThisFrame = false
        usedThisFrame = 0
        frame += 1
    }

    /// Drops the least recently used, down to three quarters of the limit (so eviction
    /// runs once per a quarter's worth of new strings), never what this frame used.
    private func evict() {
        let victims = cache.filter { $0.value.lastUse < frame }
            .sorted { $0.value.lastUse < $1.value.lastUse }
            .prefix(max(1, cache.count - limit * 3 / 4))
        for (key, _) in victims { cache[key] = nil }
    }

    func close() {
        guard !closed else { return }
        closed = true
        cache.removeAll()
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
    }
}

/// A font file mapped read-only, once per process. FreeType reads a font's tables and each
/// glyph's outline through SDL's stream; from a file every read is a seek and a buffered
/// read (the first window frame opens DejaVu at 9 sizes), which memory makes about twice
/// as fast. Never unmapped: a font
/// opened on it lives until its renderer closes it, and every renderer shares the mapping.
/// FreeType copies what it reads, so the pages read are handed back after each frame that
/// read (`releasePages`), not kept resident for nothing.
@MainActor
enum FontFile {
    private static var files: [String: UnsafeRawBufferPointer] = [:]

    /// Gives back the pages read so far (the page cache still holds them: reading them
    /// again is a minor fault, not a read from disk).
    static func releasePages() {
        for file in files.values {
            _ = madvise(UnsafeMutableRawPointer(mutating: file.baseAddress), file.count, MADV_DONTNEED)
        }
    }

    /// The file's bytes, or nil when it cannot be mapped (then fonts open from the file).
    static func mapped(_ path: String) -> UnsafeRawBufferPointer? {
        if let file = files[path] { return file }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0, info.st_size <= Int32.max,
              let base = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0),
              base != UnsafeMutableRawPointer(bitPattern: -1)   // MAP_FAILED
        else { return nil }
        let file = UnsafeRawBufferPointer(start: base, count: Int(info.st_size))
        files[path] = file
        return file
    }
}

// MARK: Text on the canvas
