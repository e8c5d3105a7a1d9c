// `rotation-sandbox rules`: the rule ids' reference, as docs/rules.md holds it.

import ArgumentParser
import CommandSupport
import OrientationEngine

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints what each rule id (R11, R15a, P2…) means, as Markdown (docs/rules.md).")

    func run() {
        Console.out(RuleBook.markdown)
    }
}
