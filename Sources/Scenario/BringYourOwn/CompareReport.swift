// What `compare` prints: where the log and the engine agree, every divergence, the
// first one in context with the engine's decision, and a unified diff; or JSON.

import Foundation
import OrientationEngine

extension Comparison {
    var first: Divergence? { divergences.first }

    /// Items agreeing before the first divergence (all of them when they agree).
    var agreeingPrefix: Int {
        edits[..<(first?.position ?? edits.count)].filter { if case .equal = $0 { true } else { false } }.count
    }

    var agreeingTotal: Int { edits.filter { if case .equal = $0 { true } else { false } }.count }

    func logLine(_ item: Int) -> Int { log.calls[logItems[item].source].line }
    func engineCall(_ item: Int) -> EngineCall { engineCalls[engineItems[item].source] }

    /// The first item of a side at or after script position `p` (the side's count at the end).
    func item(atOrAfter p: Int, engine: Bool) -> Int {
        for edit in edits[p...] {
            switch edit {
            case .equal(let i, let j): return engine ? i : j
            case .delete(let i): if engine { return i }
            case .insert(let j): if !engine { return j }
            }
        }
        return engine ? engineItems.count : logItems.count
    }

    /// "step 2 (Tap “Full screen” on the screen)", "launch".
    func stepText(_ step: Int) -> String {
        guard step > 0, run.steps.indices.contains(step - 1) else { return "launch" }
        return "step \(step) (\(AcceptanceRun.instruction(for: run.steps[step - 1])))"
    }

    /// The engine's decision where a divergence happened.
    func decision(for divergence: Divergence) -> Decision? {
        let index: Int
        if let i = divergence.engineItem {
            index = i
        } else {
            let next = item(atOrAfter: divergence.position, engine: true)
            index = next > 0 ? next - 1 : next
        }
        guard engineItems.indices.contains(index) else { return run.decisions.last?.decision }
        let call = engineCall(index)
        return run.decision(at: call.traceIndex, time: call.time)
    }

    /// Why an extra call may be extra: the file does not declare what the app does.
    func hint(for call: Call) -> String? {
        if call.receiver == run.model.delegate {
            return run.model.window == nil ? "the file has no app.window (the app delegate's method)" : nil
        }
        guard let spec = run.model.controller(named: call.receiver) else { return nil }
        let queries: [String: (String, Bool)] = [
            "supportedInterfaceOrientations": ("supported", spec.supported != nil),
            "shouldAutorotate": ("shouldAutorotate", spec.shouldAutorotate != nil),
            "preferredInterfaceOrientationForPresentation": ("preferred", spec.preferred != nil),
            "prefersStatusBarHidden": ("prefersStatusBarHidden", spec.prefersStatusBarHidden != nil),
            "shouldAutorotateToInterfaceOrientation:": ("shouldAutorotateTo", spec.shouldAutorotateTo != nil),
        ]
        if let (key, defined) = queries[call.selector], !defined {
            return "\(call.receiver) does not override it in the file (key '\(key)')"
        }
        if let hook = EngineRun.hookSelectors[call.selector], spec.hooks[hook] == nil {
            return "to compare it, give \(call.receiver) the hook 'on: {\(hook.rawValue): []}'"
        }
        return nil
    }

    /// One line per divergence.
    func describe(_ d: Divergence) -> String {
        func engineAt(_ i: Int) -> String {
            let call = engineCall(i)
            return String(format: "%.3f s, ", call.time) + stepText(call.step)
        }
        switch d.kind {
        case .extra:
            var text = "extra in the log, line \(logLine(d.logItem ?? 0)): \(d.call)"
            if let hint = hint(for: d.call) { text += " (\(hint))" }
            return text
        case .missing:
            return "missing from the log: \(d.call) (engine \(engineAt(d.engineItem ?? 0)))"
        case .reordered:
            let moved = "\(d.call) (line \(logLine(d.logItem ?? 0)))"
            let passed = (d.passed.map(\.description) ?? "?") + (d.passedLogItem.map { " (line \(logLine($0)))" } ?? "")
            let (before, after) = d.logHasCallFirst ? (moved, passed) : (passed, moved)
            return "reordered: the log has \(before) before \(after); "
                + "the engine has them the other way (\(engineAt(d.engineItem ?? 0)))"
        }
    }

    var modeText: String {
        options.exact ? "line by line (--exact)" : "in order, queries between two other calls as sets"
    }

    var logSummary: String {
        var text = "log: \(log.lineCount) lines, \(log.calls.count) calls of the scenario's classes compared"
        if !log.unmodelled.isEmpty {
            let names = log.unmodelled.sorted { $0.key.description < $1.key.description }.prefix(4)
                .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            text += "; not modelled, left out: \(names)\(log.unmodelled.count > 4 ? ", …" : "")"
        }
        if !log.otherProcesses.isEmpty {
            let count = log.otherProcesses.values.reduce(0, +)
            let names = log.otherProcesses.keys.sorted().joined(separator: ", ").escapedForMessage.clipped(80)
            text += "; \(count) lines of other processes left out (\(names))"
        }
        return text
    }

    var engineSummary: String {
        let from = options.fromStep.map { " from \(stepText($0))" } ?? ""
        var text = "engine: \(engineCalls.count) calls the app would log\(from)"
        if let report = run.report, let crash = report.crash {
            let when = report.crashStep.map { $0 == 0 ? "at launch" : "at step \($0)" } ?? ""
            text += "; the simulated app crashed \(when): \(crash.reason)"
        }
        return text
    }

    /// "12 calls in order and 8 queries in 3 sets".
    var itemSummary: String {
        let calls = engineItems.filter { !$0.isQuery }.count
        guard !options.exact else { return "\(engineItems.count) calls in order" }
        let queries = engineItems.filter(\.isQuery).count
        var sets = 0
        var inSet = false
        for item in engineItems {
            if item.isQuery, !inSet { sets += 1 }
            inSet = item.isQuery
        }
        return "\(calls) calls in order and \(queries) queries in \(sets) \(sets == 1 ? "set" : "sets")"
    }
}

enum CompareReport {
    static let context = 3

    static func text(_ c: Comparison) -> String {
        var out = "compare \(c.file.escapedForMessage) with \(c.logName.escapedForMessage): \(c.modeText)\n"
        out += c.logSummary + "\n"
        out += c.engineSummary + "\n"
        guard let first = c.first else {
            out += "AGREE: all \(c.engineItems.count) items, \(c.itemSummary)\(ranges(c, items: c.agreeingTotal))\n"
            return out
        }
        let prefix = c.agreeingPrefix
        let agreeing = prefix == 0 ? "nothing before the first divergence"
            : (prefix == 1 ? "the first item" : "the first \(prefix) items") + ranges(c, items: prefix)
        out += "agree: \(agreeing)"
        out += " (\(c.agreeingTotal) of the engine's \(c.engineItems.count) items in all)\n"
        let counts = Dictionary(grouping: c.divergences, by: \.kind).mapValues(\.count)
        let named = [Divergence.Kind.extra, .missing, .reordered].compactMap { kind in
            counts[kind].map { "\($0) \(kind == .extra ? "extra in the log" : kind == .missing ? "missing from the log" : "reordered")" }
        }
        out += "DIFFER: \(c.divergences.count) \(c.divergences.count == 1 ? "divergence" : "divergences") (\(named.joined(separator: ", ")))\n"
        for d in c.divergences.prefix(20) { out += "  \(c.describe(d))\n" }
        if c.divergences.count > 20 { out += "  … and \(c.divergences.count - 20) more (see the diff)\n" }
        out += "\nfirst divergence: \(c.describe(first))\n"
        out += contextLines(c, first)
        if let decision = c.decision(for: first) {
            out += "  the engine's decision then: " + String(format: "%.3f s", decision.time)
                + ", \(decision.trigger): \(decision.summary)\n"
        }
        out += "\n--- engine: \(c.file.escapedForMessage)\(c.options.fromStep.map { " from step \($0)" } ?? "")\n"
        out += "+++ log: \(c.logName.escapedForMessage)\n"
        for line in CallAlignment.unifiedDiff(c.edits, engine: c.engineItems, log: c.logItems) { out += line + "\n" }
        return out
    }

    /// "; log lines 3–21, engine 0.000–0.350 s" for the first `items` agreeing items.
    private static func ranges(_ c: Comparison, items: Int) -> String {
        let pairs = c.edits.compactMap { if case .equal(let i, let j) = $0 { (i, j) } else { nil } }.prefix(items)
        guard let a = pairs.first, let b = pairs.last else { return "" }
        let t0 = c.engineCall(a.0).time, t1 = c.engineCall(b.0).time
        let lines = a.1 == b.1 ? "log line \(c.logLine(a.1))" : "log lines \(c.logLine(a.1))–\(c.logLine(b.1))"
        let times = t0 == t1 ? String(format: "%.3f s", t0) : String(format: "%.3f–%.3f s", t0, t1)
        return "; \(lines), engine \(times)"
    }

    /// A few items of each side around the divergence, the divergent one marked.
    private static func contextLines(_ c: Comparison, _ d: Divergence) -> String {
        var out = "  log:\n"
        let logAt = d.logItem ?? c.item(atOrAfter: d.position, engine: false)
        let logMarked = d.logItem != nil
        for j in max(0, logAt - context)..<min(c.logItems.count, logAt + context + 1) {
            if j == logAt, !logMarked { out += "    >        (nothing here)\n" }
            let mark = j == logAt && logMarked ? ">" : " "
            out += "    \(mark) " + pad(String(c.logLine(j)), 7) + "  \(c.logItems[j].call)\(times(c.logItems[j]))\n"
        }
        if logAt >= c.logItems.count, !logMarked { out += "    >        (end of the log)\n" }
        out += "  engine:\n"
        let engineAt = d.engineItem ?? c.item(atOrAfter: d.position, engine: true)
        let engineMarked = d.engineItem != nil
        var lastStep: Int?
        for i in max(0, engineAt - context)..<min(c.engineItems.count, engineAt + context + 1) {
            if i == engineAt, !engineMarked { out += "    >        (nothing here)\n" }
            let call = c.engineCall(i)
            let mark = i == engineAt && engineMarked ? ">" : " "
            let step = call.step != lastStep ? "   \(c.stepText(call.step))" : ""
            lastStep = call.step
            out += "    \(mark) " + pad(String(format: "%.3f", call.time), 7)
                + "  \(c.engineItems[i].call)\(times(c.engineItems[i]))\(step)\n"
        }
        if engineAt >= c.engineItems.count, !engineMarked { out += "    >        (end of the trace)\n" }
        return out
    }

    private static func times(_ item: AlignedItem) -> String { item.count > 1 ? " ×\(item.count)" : "" }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    // MARK: JSON

    static func json(_ c: Comparison) -> String {
        func q(_ text: String) -> String { TraceFormatter.quoted(text) }
        func n(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        var out = "{\"agree\":\(c.agree),\"scenario\":\(q(c.file)),\"log\":\(q(c.logName))"
        out += ",\"mode\":\(q(c.options.exact ? "exact" : "sets")),\"fromStep\":\(n(c.options.fromStep))"
        out += ",\"logLines\":\(c.log.lineCount),\"logCalls\":\(c.log.calls.count),\"engineCalls\":\(c.engineCalls.count)"
        out += ",\"items\":{\"engine\":\(c.engineItems.count),\"log\":\(c.logItems.count)}"
        out += ",\"agreeingPrefix\":\(c.agreeingPrefix),\"agreeing\":\(c.agreeingTotal)"
        let unmodelled = c.log.unmodelled.sorted { $0.key.description < $1.key.description }
            .map { "{\"call\":\(q($0.key.description)),\"count\":\($0.value)}" }
        out += ",\"notModelled\":[\(unmodelled.joined(separator: ","))]"
        let others = c.log.otherProcesses.sorted { $0.key < $1.key }.map { "{\"process\":\(q($0.key)),\"lines\":\($0.value)}" }
        out += ",\"otherProcesses\":[\(others.joined(separator: ","))]"
        let divergences = c.divergences.map { d -> String in
            var item = "{\"kind\":\(q(d.kind.rawValue)),\"call\":\(q(d.call.description))"
            item += ",\"logLine\":\(n(d.logItem.map(c.logLine)))"
            if let i = d.engineItem {
                let call = c.engineCall(i)
                item += ",\"engineTime\":\(TraceFormatter.number(call.time)),\"step\":\(call.step)"
            } else {
                item += ",\"engineTime\":null,\"step\":null"
            }
            item += ",\"passed\":\(d.passed.map { q($0.description) } ?? "null")"
            item += ",\"text\":\(q(c.describe(d)))}"
            return item
        }
        out += ",\"divergences\":[\(divergences.joined(separator: ","))]"
        let decision = c.first.flatMap(c.decision(for:)).map {
            "{\"time\":\(TraceFormatter.number($0.time)),\"trigger\":\(q($0.trigger)),\"summary\":\(q($0.summary))}"
        }
        out += ",\"decision\":\(decision ?? "null")"
        let diff = CallAlignment.unifiedDiff(c.edits, engine: c.engineItems, log: c.logItems)
        out += ",\"diff\":[\(diff.map(q).joined(separator: ","))]}\n"
        return out
    }
}
