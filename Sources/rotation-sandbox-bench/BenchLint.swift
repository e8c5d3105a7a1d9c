// lint_states_per_s: distinct states the explorer settles and looks at per second, on one
// core (the demo on one device and iOS, up to the default state budget). lint_largest_s:
// wall seconds to lint the largest bundled scenario as `rotation-sandbox lint` does
// (every device and iOS stretch it runs on, in parallel, default budgets).
// lint_bytes_per_state: what one more explored state costs in memory — the peak RSS of
// `rotation-sandbox lint` on an app of 28 buttons that set and clear 14 flags (states
// beyond any budget), one device and iOS, at 1,000,000 states less at 10,000, divided by
// the difference; lint_rss_1m_mb is the first of the two peaks (the bound checked: the
// walk's 200 bytes a state, 200 MB over the process's start). lint_generated_s: wall
// seconds of `rotation-sandbox lint` on the generated 1,500-file project (scan included),
// as a user runs it.

import CommandSupport
import Foundation
import Lint
import OrientationEngine

enum LintBench {
    struct Result {
        var statesPerSecond: Double
        var largest: String
        var largestSeconds: Double
        var largestStates: Int
    }

    struct Memory {
        var bytesPerState: Double
        var peakMB: Double
        var states: Int
    }

    /// `rotation-sandbox lint FOLDER`'s wall seconds (scan, every device and iOS stretch).
    static func project(_ folder: String) throws -> Double {
        let log = NSTemporaryDirectory() + "lint-project-\(getpid()).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let cost = try Proc.run([try Proc.product(), "lint", folder], log: log)
        // 0: no finding at or above error; 1: findings. Anything else is a failed run.
        guard cost.status == 0 || cost.status == 1 else { throw BenchError.failed("lint \(folder) exited \(cost.status)") }
        return cost.wall
    }

    /// The two child lints of lint_bytes_per_state, `states` the larger budget.
    static func memory(states: Int = 1_000_000, baseline: Int = 10_000) throws -> Memory {
        let folder = NSTemporaryDirectory() + "lint-memory-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines = ["app: {root: Home}", "controllers:", "  Home:", "    supported: all",
                     "    vars: {" + (0..<14).map { "f\($0): false" }.joined(separator: ", ") + "}", "    buttons:"]
        for flag in 0..<14 {
            lines.append("      - {title: on\(flag), do: [{set: {f\(flag): true}}]}")
            lines.append("      - {title: off\(flag), do: [{set: {f\(flag): false}}]}")
        }
        let file = folder + "/explode.yaml"
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        func peak(_ budget: Int) throws -> Double {
            let cost = try Proc.run([try Proc.product(), "lint", file, "--device", "iphone-faceid", "--ios", "17",
                                     "--max-states", "\(budget)", "--max-seconds", "3600"], log: folder + "/lint.log")
            guard cost.status == 0 else { throw BenchError.failed("lint --max-states \(budget) exited \(cost.status)") }
            return cost.peakRSSMB
        }
        let small = try peak(baseline), large = try peak(states)
        return Memory(bytesPerState: (large - small) * 1_048_576 / Double(states - baseline), peakMB: large, states: states)
    }

    static func run() throws -> Result {
        let folder = Bundled.find("Assets/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        let sized = files.map { name -> (String, Int) in
            let path = (folder as NSString).appendingPathComponent(name)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            return (path, size)
        }
        guard let largest = sized.max(by: { $0.1 < $1.1 })?.0 else { throw BenchError.failed("no bundled scenarios in \(folder)") }

        let one = LintOptions(devices: [.iphoneFaceID], versions: [17])
        let start = Proc.monotonic()
        let single = try Lint.file(Bundled.demo(), options: one)
        let singleSeconds = Proc.monotonic() - start

        let whole = Proc.monotonic()
        let all = try Lint.file(largest, options: LintOptions())
        let wholeSeconds = Proc.monotonic() - whole
        return Result(statesPerSecond: Double(single.states) / singleSeconds, largest: (largest as NSString).lastPathComponent,
                      largestSeconds: wholeSeconds, largestStates: all.states)
    }
}
