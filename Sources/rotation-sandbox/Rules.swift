// `rotation-sandbox rules`: the rule ids' reference, as docs/rules.md holds it.

import ArgumentParser
import CommandSupport
import OrientationEngine
import Scenario

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints what each rule id (R11, R15a, P2...) means (docs/rules.md); with ids, only those.",
        discussion: "Plain text for a terminal: a link shows where it points (Assets/scenarios/…); --markdown prints the Markdown of docs/rules.md.")

    @Argument(help: "Rule ids to print (R11 R15a); all of them when omitted.")
    var ids: [String] = []

    @Flag(help: "Print Markdown, links and all, as docs/rules.md holds it.")
    var markdown = false

    func validate() throws {
        let known = RuleBook.rules.map(\.id)
        for id in ids where RuleBook.rule(id) == nil {
            let hint = Suggestion.closest(id, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("no rule '\(Console.oneLine(id))'\(hint); ids: R1-R27, R15a, R20a-R20e, R22c, P1-P7")
        }
    }

    func run() {
        let text = ids.isEmpty ? RuleBook.markdown
            : ids.compactMap(RuleBook.rule).map(RuleBook.markdown(of:)).joined(separator: "\n")
        Console.out(markdown ? text : Self.plain(text))
    }

    /// Markdown links made readable on a terminal: `[`x.yaml`](../Assets/scenarios/x.yaml)`
    /// → `Assets/scenarios/x.yaml`, `[R9](#r9)` → `R9`, `[words](url)` → `words (url)`.
    static func plain(_ markdown: String) -> String {
        var out = "", rest = Substring(markdown)
        while let open = rest.firstIndex(of: "[") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "]"), after[after.index(after: close)...].hasPrefix("("),
                  let end = after[close...].firstIndex(of: ")") else {
                out += "["
                rest = after
                continue
            }
            let label = String(after[..<close]).replacingOccurrences(of: "`", with: "")
            var target = String(after[after.index(close, offsetBy: 2)..<end])
            while target.hasPrefix("../") { target.removeFirst(3) }
            if target.hasPrefix("#") || target.isEmpty {
                out += label
            } else if target.hasSuffix("/" + label) || target == label {
                out += target
            } else {
                out += "\(label) (\(target))"
            }
            rest = after[after.index(after: end)...]
        }
        return out + rest
    }
}
