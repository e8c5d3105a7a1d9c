// `rotation-sandbox rules`: the rule ids' reference, as docs/rules.md holds it.

import ArgumentParser
import CommandSupport
import OrientationEngine
import Scenario

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints what each rule id (R11, R15a, P2...) means, as Markdown (docs/rules.md); with ids, only those.")

    @Argument(help: "Rule ids to print (R11 R15a); all of them when omitted.")
    var ids: [String] = []

    func validate() throws {
        let known = RuleBook.rules.map(\.id)
        for id in ids where RuleBook.rule(id) == nil {
            let hint = Suggestion.closest(id, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("no rule '\(Console.oneLine(id))'\(hint); ids: R1-R27, R15a, R20a-R20e, R22c, P1-P7")
        }
    }

    func run() {
        guard !ids.isEmpty else { return Console.out(RuleBook.markdown) }
        Console.out(ids.compactMap(RuleBook.rule).map(RuleBook.markdown(of:)).joined(separator: "\n"))
    }
}
