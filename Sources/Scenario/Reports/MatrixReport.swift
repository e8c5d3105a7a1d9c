// `check --matrix` as text: a table per file (devices down, iOS versions across), then a
// line per cell that did not hold, a line per reason a cell is n/a, and the totals.

import OrientationEngine

public enum MatrixReport {
    static let columnWidth = 10

    public static func text(_ files: [Matrix.FileResult]) -> String {
        var out = ""
        var counts: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            if index > 0 { out += "\n" }
            out += table(file, counts: &counts)
        }
        let cells = counts.values.reduce(0, +)
        let order = ["held", "failed", "crashed", "n/a", "never existed"]
        let parts = order.compactMap { word in counts[word].map { "\($0) \(word)" } }
        let invalid = files.count { $0.error != nil }
        var total = files.count > 1 ? "\(files.count) files, " : ""
        total += "\(cells) cell\(cells == 1 ? "" : "s")"
        if !parts.isEmpty { total += ": " + parts.joined(separator: ", ") }
        if invalid > 0 { total += "; \(invalid) invalid file\(invalid == 1 ? "" : "s")" }
        return out + total + "\n"
    }

    private static func table(_ file: Matrix.FileResult, counts: inout [String: Int]) -> String {
        let name = file.file.escapedForOneLine
        guard file.error == nil, let own = file.own else { return "ERROR \(name)  invalid file\n" }
        var out = "\(name)  (as written: \(own.device.rawValue), iOS \(own.ios))\n"
        let labelWidth = max(file.devices.map(\.rawValue.count).max() ?? 0, 6) + 2
        out += "  " + pad("", labelWidth) + file.versions.map { pad("iOS \($0)", columnWidth) }.joined()
            .trimmingTrailingSpaces() + "\n"
        // The same problem in several cells is said once, naming them all.
        var details = Grouped()
        var reasons = Grouped()
        for (device, cells) in zip(file.devices, file.cells) {
            var row = "  " + pad(device.rawValue, labelWidth)
            for (ios, cell) in zip(file.versions, cells) {
                var word: String
                switch cell {
                case .neverExisted:
                    word = "—"
                    counts["never existed", default: 0] += 1
                case .notApplicable(let reason):
                    word = "n/a"
                    counts["n/a", default: 0] += 1
                    reasons.add(reason, device, ios)
                case .ran(let report):
                    switch report.status {
                    case .ok:
                        word = "held"
                        counts["held", default: 0] += 1
                    case .crashed:
                        word = "CRASHED"
                        counts["crashed", default: 0] += 1
                    case .expectationFailed, .invalidFile:
                        word = "FAILED"
                        counts["failed", default: 0] += 1
                    }
                    for problem in problems(report) { details.add(problem, device, ios) }
                }
                if own.device == device, own.ios == ios { word += "*" }
                row += pad(word, columnWidth)
            }
            out += row.trimmingTrailingSpaces() + "\n"
        }
        if file.devices.contains(own.device), file.versions.contains(own.ios) {
            out += "  * as written\n"
        }
        for (problem, cells) in details.items { out += "  \(cells): \(problem)\n" }
        for (reason, cells) in reasons.items { out += "  n/a on \(cells): \(shortened(reason.escapedForOneLine))\n" }
        return out
    }

    /// Texts in the order first met, each with the cells it applies to.
    private struct Grouped {
        private var texts: [String] = []
        private var cells: [String: [(DeviceModel, Int)]] = [:]

        mutating func add(_ text: String, _ device: DeviceModel, _ ios: Int) {
            if cells[text] == nil { texts.append(text) }
            cells[text, default: []].append((device, ios))
        }

        /// "iphone-home iOS 16, 17; ipad iOS 13".
        var items: [(text: String, cells: String)] {
            texts.map { text in
                var byDevice: [(DeviceModel, [Int])] = []
                for (device, ios) in cells[text] ?? [] {
                    if let index = byDevice.firstIndex(where: { $0.0 == device }) {
                        byDevice[index].1.append(ios)
                    } else {
                        byDevice.append((device, [ios]))
                    }
                }
                let where_ = byDevice.map { "\($0.0.rawValue) iOS " + $0.1.map(String.init).joined(separator: ", ") }
                return (text, where_.joined(separator: "; "))
            }
        }
    }

    /// A long expectation (a trace order of 8 lines) is cut: `check` without --matrix
    /// on that cell (`--device D --ios N`) shows it whole.
    private static func shortened(_ text: String, limit: Int = 180) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// What did not hold in one cell, a line each: the first failure (and how many
    /// more), an unexpected crash.
    private static func problems(_ report: RunReport) -> [String] {
        var lines: [String] = []
        let failures = report.failures
        if let first = failures.first {
            var line = shortened("step \(first.step), line \(first.line): \(TextReport.failureText(first))".escapedForOneLine)
            if failures.count > 1 { line += " (and \(failures.count - 1) more)" }
            lines.append(line)
        }
        if report.unexpectedCrash, let crash = report.crash {
            lines.append("the app crashed \(TextReport.crashWhen(report)): \(crash.reason.escapedForOneLine)")
        }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
