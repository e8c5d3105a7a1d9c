import Foundation
import Testing

@testable import Sandbox

/// TextRenderer: text cut with "…" to fit (`fitted` halves its way to the cut; it must be
/// the cut that trying each one from the end finds, what the window showed before, at
/// every width), and the font files it opens its sizes from.
extension RenderTests {
    @Test("A string cut to fit is the longest cut that fits, as trying each from the end finds it")
    func fittedIsLongestCut() throws {
        let context = try SDLContext(.headless)
        defer { context.close() }
        let text = try TextRenderer(renderer: context.renderer)
        defer { text.close() }
        let strings = [
            "-[PlayerViewController supportedInterfaceOrientations] -> landscapeLeft | landscapeRight",
            "landscapeRight ignored: not in effective mask portrait = app allButUpsideDown ∩ Nav portrait",
            "AVAVAVAV To. T.T.T. Wa Yo LT ff fi", "iiiiiiiiiiii llll ....", "WWWWWWWW",
            "Vidéo indisponible : «fichier.mp4» — écran", "UIApplicationInvalidInterfaceOrientation",
            "0:00 / 10:00", "x",
        ]
        // Trying each cut from the end, for every width at once: each cut measured once, the
        // first (longest) that fits a width is the one-by-one answer there.
        func oneByOne(_ string: String, _ pixels: Int, _ weight: FontWeight) -> (Int) -> String {
            let full = text.measure(string, pixels: pixels, weight: weight).width
            let chars = Array(string)
            let cuts = (0..<chars.count).reversed().map { count in
                let candidate = String(chars.prefix(count)) + "…"
                return (candidate, text.measure(candidate, pixels: pixels, weight: weight).width)
            }
            return { maxWidth in
                full <= maxWidth ? string : cuts.first { $0.1 <= maxWidth }?.0 ?? "…"
            }
        }
        var compared = 0, cut = 0
        for string in strings {
            for (pixels, weight) in [(10, FontWeight.regular), (13, .bold), (17, .regular)] {
                let full = text.measure(string, pixels: pixels, weight: weight).width
                let expected = oneByOne(string, pixels, weight)
                for maxWidth in stride(from: 0, through: full + 2, by: 1) {
                    let fitted = text.fitted(string, pixels: pixels, weight: weight, maxWidth: maxWidth)
                    #expect(fitted == expected(maxWidth), "\(string) at \(pixels) px in \(maxWidth)")
                    compared += 1
                    if fitted != string { cut += 1 }
                }
            }
        }
        #expect(cut > compared / 2, "most widths cut the string: \(cut) of \(compared)")
    }
}

extension RenderTests {
    @Test("Fonts open from the font file mapped once: its bytes, shared by every size and renderer")
    func fontFileMapped() throws {
        let path = TextRenderer.defaultDirectory + "/DejaVuSans.ttf"
        let mapped = try #require(FontFile.mapped(path))
        #expect(Data(mapped) == (try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(FontFile.mapped(path)?.baseAddress == mapped.baseAddress, "mapped once")
        #expect(FontFile.mapped("/nonexistent/DejaVuSans.ttf") == nil, "then the font opens from its path, as before")
        // Pages read are given back (not resident) and read again unchanged.
        _ = Array(mapped)
        #expect(try residentKilobytes(at: mapped.baseAddress!) > 0)
        FontFile.releasePages()
        #expect(try residentKilobytes(at: mapped.baseAddress!) == 0)
        #expect(Data(mapped) == (try Data(contentsOf: URL(fileURLWithPath: path))))
    }
}

/// The resident size of the mapping that starts at `address`, from /proc/self/smaps.
private func residentKilobytes(at address: UnsafeRawPointer) throws -> Int {
    let start = String(UInt(bitPattern: address), radix: 16)
    // Read to the end: /proc files have no size, and `String(contentsOfFile:)` stops at 4 kB.
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps"))
    defer { try? handle.close() }
    let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    var inMapping = false
    for line in smaps.split(separator: "\n") {
        if let dash = line.firstIndex(of: "-"), line[..<dash].allSatisfy(\.isHexDigit) {
            inMapping = line[..<dash].drop { $0 == "0" } == start.drop { $0 == "0" }
        } else if inMapping, line.hasPrefix("Rss:") {
            return Int(line.split(separator: " ")[1]) ?? -1
        }
    }
    throw CocoaError(.fileReadUnknown)
}
