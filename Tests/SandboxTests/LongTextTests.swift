import Foundation
import OrientationEngine
import Scenario
import Testing

@testable import Sandbox

/// Text layout is linear in the text. A 4,000-character name without
/// spaces took a minute to draw (each piece of a word too long for a line measured every
/// prefix of the rest); the counts asserted are characters measured, not times.
extension RenderTests {
    /// A canvas of its own on the headless renderer, for `body`, closed after it.
    static func withCanvas(_ body: (Canvas, TextRenderer) throws -> Void) throws {
        let context = try SDLContext(.headless)
        defer { context.close() }
        let text = try TextRenderer(renderer: context.renderer)
        defer { text.close() }
        let canvas = Canvas(renderer: context.renderer, text: text)
        defer { canvas.close() }
        try body(canvas, text)
    }

    /// Wrapping as it was done before, one prefix at a time: the reference for the cuts.
    static func wrappedOneByOne(_ canvas: Canvas, _ string: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        var words = string.split(separator: " ").map(String.init)
        var i = 0
        while i < words.count {
            let candidate = line.isEmpty ? words[i] : line + " " + words[i]
            if canvas.measure(candidate, size: size) <= width {
                line = candidate
            } else if line.isEmpty {
                let chars = Array(words[i])
                var best = 1, capital = 0
                for n in 1...chars.count where canvas.measure(String(chars[0..<n]), size: size) <= width {
                    best = n
                    if n < chars.count, chars[n].isUppercase { capital = n }
                }
                let cut = capital > 0 ? capital : best
                lines.append(String(chars[0..<cut]))
                words.insert(String(chars[cut...]), at: i + 1)
            } else {
                lines.append(line)
                line = ""
                continue
            }
            i += 1
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    @Test("Wrapping cuts where measuring every prefix did, at every width")
    func wrapCutsAsBefore() throws {
        try Self.withCanvas { canvas, _ in
            let strings = [
                "UIApplicationInvalidInterfaceOrientation", "-[PlayerViewController supportedInterfaceOrientations] -> landscapeLeft",
                "landscapeRight ignored: not in effective mask portrait = app allButUpsideDown ∩ Nav portrait",
                "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW iiii AVAVAVAVAVAVAVAVAVAVAV x", "a b c",
            ]
            for string in strings {
                for width in stride(from: 4.0, through: 400, by: 13) {
                    #expect(canvas.wrap(string, width: width, size: 12) == Self.wrappedOneByOne(canvas, string, width: width, size: 12),
                            "\(string) in \(width)")
                }
            }
            #expect(canvas.wrap("one two three four", width: 30, size: 12, maxLines: 2).count == 2)
        }
    }

    @Test("Wrapping and cutting a long word measure a number of characters linear in its length")
    func linearLayout() throws {
        try Self.withCanvas { canvas, text in
            for length in [4_000, 8_000] {
                let word = String(repeating: "Wi", count: length / 2)
                let before = text.charactersMeasured
                let lines = canvas.wrap(word, width: 300, size: 12)
                let measured = text.charactersMeasured - before
                #expect(lines.joined() == word)
                #expect(lines.allSatisfy { canvas.measure($0, size: 12) <= 300 })
                #expect(lines.count > length / 60, "\(lines.count) lines")
                #expect(measured <= 40 * length, "\(measured) characters measured to wrap \(length)")
                // Cut with "…": only prefixes about as long as what fits are measured.
                let cutBefore = text.charactersMeasured
                let shown = text.fitted(word + "x", pixels: 12, weight: .regular, maxWidth: 300)
                #expect(shown.hasSuffix("…") && shown.count < 100)
                #expect(text.charactersMeasured - cutBefore <= 2_000, "\(text.charactersMeasured - cutBefore) measured to cut")
            }
        }
    }

    @Test("A frame with a 4,000-character name measures text linear in it, in the screen, inspector and caption")
    func longNameFrame() throws {
        let name = String(repeating: "W", count: 4_000)
        let model = AppModel(root: name, controllers: [
            ControllerSpec(name: name, buttons: [Button(title: name, actions: [])])])
        let engine = try launched(model)
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        defer { renderer.close() }
        let before = renderer.scene.text.charactersMeasured
        _ = renderer.render(engine: engine, at: engine.state.time + 1)
        let band = CaptionBand(renderer: renderer)
        defer { band.close() }
        let caption = StepCaption(title: "Is \(name) upright?", place: "line 3", detail: name, tone: .good, decision: name)
        _ = band.image(caption, width: 1280, style: .thumbnail)
        _ = band.image(caption, width: 1280, style: .video)
        let measured = renderer.scene.text.charactersMeasured - before
        #expect(measured <= 400 * name.count, "\(measured) characters measured")
    }
}
