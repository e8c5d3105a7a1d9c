// Checking one `expect:` step against the engine and the trace since the last one.

import OrientationEngine

enum Expectations {
    struct Results {
        var held = 0
        var failures: [ExpectationFailure] = []
        /// A `crashed` expectation held while the app was crashed.
        var coversCrash = false
    }

    /// `statusBarDecision`: the last `setStatusBarOrientation:` decision (R20c) when no
    /// rotation has moved the status bar since.
    static func check(
        _ e: Expectation, step: Step, engine: Engine, window: ArraySlice<TraceEvent>,
        statusBarDecision: Decision? = nil
    ) -> Results {
        var results = Results()
        let state = engine.state
        let decision = state.lastDecision?.summary
        func verify(_ key: String, _ expected: String?, _ actual: String,
                    because: @autoclosure () -> (label: String, text: String?)? = nil) {
            guard let expected else { return }
            record(key, holds: expected == actual, expected: expected, actual: actual, because: because())
        }
        func record(_ key: String, holds: Bool, expected: String, actual: String,
                    because: @autoclosure () -> (label: String, text: String?)? = nil) {
            if holds {
                results.held += 1
            } else {
                var failure = ExpectationFailure(
                    step: step.index + 1, line: e.lines[key] ?? step.line, key: key, expected: expected,
                    actual: actual, decision: decision)
                if let (label, text) = because() {
                    failure.decisionLabel = label
                    failure.decision = text
                }
                if ["interface", "decider", "statusBar.orientation"].contains(key) {
                    failure.hint = engine.unaskedAnswers.first?.sentence
                }
                results.failures.append(failure)
            }
        }
        // The status bar has decisions of its own: the last rotation's would mislead.
        let barOrientation = statusBarDecision?.summary ?? engine.statusBarOrientationReason

        verify("device", e.device?.name, state.device.name)
        verify("physical", e.physical?.name, state.physical.name)
        verify("interface", e.interface?.name, state.interface.name)
        verify("statusBar.orientation", e.statusBarOrientation?.name, state.statusBarOrientation.name,
               because: ("status bar decision", barOrientation))
        verify("statusBar.hidden", e.statusBarHidden.map(flag), flag(state.statusBarHidden),
               because: ("status bar decision", engine.statusBarHiddenReason))
        verify("visible", e.visible, engine.name(of: engine.visibleController))
        verify("decider", e.decider, engine.name(of: engine.decider))
        verify("fullScreen", e.fullScreen.map(flag), flag(engine.visibleFullScreen))
        verify("locked", e.locked.map(flag), flag(engine.visibleLock))
        for transform in e.transforms {
            let actual = state.transforms[transform.target]?.orientation?.name ?? "identity"
            verify("transform.\(transform.view)", transform.orientation?.name ?? "identity", actual)
        }
        if let crashed = e.crashed {
            let actual = state.crash.map { "crashed: \($0.reason)" } ?? "no crash"
            switch crashed {
            case .flag(let expected):
                let holds = (state.crash != nil) == expected
                record("crashed", holds: holds, expected: expected ? "a crash" : "no crash", actual: actual)
                if holds && expected { results.coversCrash = true }
            case .reason(let text):
                let holds = state.crash?.reason.contains(text) ?? false
                record("crashed", holds: holds, expected: "a crash with '\(text)'", actual: actual)
                if holds { results.coversCrash = true }
            }
        }
        if !e.consoleHas.isEmpty {
            let console = window.filter { $0.kind == .console }.map(\.line)
            let missing = e.consoleHas.filter { wanted in !console.contains { $0.contains(wanted) } }
            record("console.has", holds: missing.isEmpty, expected: list(missing),
                   actual: console.isEmpty ? "no console lines" : "console: \(list(console, limit: 3))")
        }
        let lines = window.map(\.line)
        let present = Set(lines)
        if !e.traceHas.isEmpty {
            let missing = e.traceHas.filter { !present.contains($0) }
            record("trace.has", holds: missing.isEmpty, expected: list(missing),
                   actual: "not among the \(lines.count) trace lines since the previous expect")
        }
        if !e.traceLacks.isEmpty {
            let found = e.traceLacks.filter { present.contains($0) }
            record("trace.lacks", holds: found.isEmpty, expected: "no \(list(found))", actual: "present")
        }
        if !e.traceOrder.isEmpty {
            let (holds, actual) = subsequence(e.traceOrder, in: lines)
            record("trace.order", holds: holds, expected: list(e.traceOrder), actual: actual)
        }
        return results
    }

    private static func flag(_ value: Bool) -> String { value ? "true" : "false" }

    private static func list(_ items: [String], limit: Int = 6) -> String {
        let shown = items.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return items.count > limit ? "\(shown), … (\(items.count) in all)" : shown
    }

    /// Whether `wanted` occurs in order (not necessarily adjacent); else which line
    /// could not be found after the ones before it.
    static func subsequence(_ wanted: [String], in lines: [String]) -> (Bool, String) {
        var position = lines.startIndex
        for (index, line) in wanted.enumerated() {
            guard let found = lines[position...].firstIndex(of: line) else {
                let context = index == 0 ? "" : " after '\(wanted[index - 1])'"
                let anywhere = lines.contains(line) ? " (it occurs earlier)" : ""
                return (false, "'\(line)' not found\(context)\(anywhere)")
            }
            position = found + 1
        }
        return (true, "in order")
    }
}
