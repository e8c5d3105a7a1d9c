// The headless commands as library functions, so tests need no processes:
// `check FILE…` and `trace FILE [--all] [--json]`.

import OrientationEngine

public enum ScenarioCommands {
    /// Loads and replays one file with no observer.
    public static func replay(path: String, options: LoadOptions = LoadOptions())
        -> Result<(RunReport, ScenarioRunner), ScenarioError>
    {
        do {
            let runner = ScenarioRunner(scenario: try ScenarioLoader.load(path: path, options: options))
            return .success((try runner.run(), runner))
        } catch {
            return .failure(error)
        }
    }

    /// What `check FILE…` found: results on stdout, problems on stderr.
    public struct CheckRun: Sendable {
        public var outcomes: [FileOutcome]
        public var status: CheckStatus { CheckStatus.combined(outcomes.map(\.status)) }
        /// The table: a line per file, details under it, totals when there are several.
        public var stdout: String { TextReport.check(outcomes) }
        /// A line per error of each file that could not be run, and per warning of
        /// each that could (a player video that cannot play).
        public var stderr: String {
            outcomes.map { outcome -> String in
                switch outcome.result {
                case .failure(let error): error.listing
                case .success(let report): report.warnings.map { "\($0)\n" }.joined()
                }
            }.joined()
        }

        public func junit(timestamp: String) -> String { JUnitReport.render(outcomes, timestamp: timestamp) }
    }

    /// `check FILE…`: each file loaded and replayed.
    public static func check(files: [String], options: LoadOptions = LoadOptions()) -> CheckRun {
        CheckRun(outcomes: files.map { FileOutcome(file: $0, result: replay(path: $0, options: options).map(\.0)) })
    }

    /// `trace FILE`: the trace on stdout; problems on stderr.
    public static func trace(file: String, all: Bool, json: Bool, options: LoadOptions = LoadOptions())
        -> (status: CheckStatus, stdout: String, stderr: String)
    {
        switch replay(path: file, options: options) {
        case .failure(let error):
            return (.invalidFile, "", error.listing)
        case .success(let (report, runner)):
            let out = json ? TraceFormatter.jsonLines(runner.trace) : TraceFormatter.text(runner.trace, all: all)
            let status = report.status
            let warnings = report.warnings.map { "\($0)\n" }.joined()
            let err = warnings + (status == .ok ? "" : TextReport.summary(of: report))
            return (status, out, err)
        }
    }
}
