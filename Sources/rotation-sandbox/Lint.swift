import ArgumentParser
import CommandSupport
import Foundation
import Lint
import OrientationEngine
import Sandbox
import Scenario

/// `lint PATH`: what goes wrong, on which iOS and device, and which line causes it.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Explores every screen and orientation of an app on every iOS and device, and reports what to fix where.",
        discussion: """
            PATH is a scenario file, or a project folder (scanned first). The app is explored \
            with the engine from each launch orientation: every button, tab and sheet it shows, \
            every turn of the device (face up too: face down is the same to every rule) and the \
            system lock, up to twelve controllers pushed or presented deep (deeper screens from \
            their presenter), on every device and on the file's iOS version and each later \
            stretch of versions (--ios and --device narrow it). Each finding is a compiler-style line (path:line:col: severity: message \
            [rule]) with the versions and devices it happens on and the shortest path that shows \
            it. --report writes report.md and sheet.png into a folder as record does (a folder \
            holding files that are no earlier run's output is refused unless --force). Ctrl+C or \
            SIGTERM stops the exploration within a second: what was found so far is printed (and \
            reported) with how far it got. Exit status: 0 no finding at or above --fail-on, \
            1 findings, 2 invalid file or option, 4 the report could not be written, 130 / 143 \
            stopped by Ctrl+C / SIGTERM.
            """)

    @Argument(help: ArgumentHelp("A scenario file, or a project folder.", valueName: "path"))
    var path: String

    @Option(name: .customLong("ios"), help: "Only this iOS major version (repeatable).")
    var versions: [Int] = []

    @Option(name: .customLong("device"), help: "Only this device (repeatable).")
    var devices: [DeviceModel] = []

    @Option(help: ArgumentHelp("With a project folder: the Xcode app target to scan (as scan's --target).", valueName: "name"))
    var target: String?

    @Flag(help: "Print the findings as JSON.")
    var json = false

    @Flag(help: "Print the findings as SARIF 2.1.0 (for code-scanning services).")
    var sarif = false

    @Option(help: ArgumentHelp("Also write report.md (the rotation map) and sheet.png into this folder.", valueName: "folder"))
    var report: String?

    @Flag(help: "With --report: write beside files in the folder that are no earlier run's output.")
    var force = false

    @Option(help: "The lowest severity that makes the exit status 1.")
    var failOn: SeverityOption = .error

    @Option(help: "At most this many distinct states per device and iOS version.")
    var maxStates = 20_000

    @Option(help: "At most this many seconds for the whole exploration.")
    var maxSeconds: Double = 60

    @Option(help: "Walk on from a state with at most this many controllers pushed or presented over the launch hierarchy; deeper screens are explored from their presenter.")
    var maxDepth = Budget().depth

    static let reportFiles = ["report.md", "sheet.png"]

    func validate() throws {
        for ios in versions where !IOSVersion.isShipped(ios) {
            throw ValidationError("--ios: iOS \(ios) never shipped (versions: \(IOSVersion.shippedText))")
        }
        if json && sarif { throw ValidationError("--json and --sarif: choose one") }
        guard maxStates > 0 else { throw ValidationError("--max-states: use a number above 0") }
        guard maxSeconds > 0, maxSeconds.isFinite else { throw ValidationError("--max-seconds: use a number of seconds above 0") }
        guard maxDepth > 0 else { throw ValidationError("--max-depth: use a number above 0") }
    }

    func run() throws {
        let options = LintOptions(
            devices: devices, versions: versions,
            budget: Budget(states: maxStates, seconds: maxSeconds, depth: maxDepth, interruption: { Interruption.signalName }),
            loading: LoadOptions(prepare: PlayerVideos.probe))
        // Reading the file or scanning the folder writes nothing: a signal ends it there.
        let (scenario, text, project) = try load(options)
        for warning in scenario.warnings { Console.err("\(warning)\n") }
        // From the folder's lock on, a signal stops the exploration, which ends with what it found.
        try SignalExit.handledByCommand { try explore(scenario, text: text, project: project, options: options) }
    }

    private func explore(_ scenario: ScenarioFile, text: String?, project: ProjectModel?, options: LintOptions) throws {
        // The folder is taken (locked, checked) before the exploration, not after.
        let folder = try report.map { try Console.outputFolder($0, force: force, scenario: scenario, fixed: Self.reportFiles) }
        let result = project.map { Lint.run(project: $0, options: options) } ?? Lint.run(scenario, text: text, options: options)
        // What was found is printed and written whole, signal or not (SignalExit).
        try SignalExit.finishing { try show(result, folder: folder) }
    }

    private func show(_ result: LintResult, folder: OutputFolder?) throws {
        if result.explored.isEmpty {
            folder?.abandon()
            // Narrowed to nothing that can run: an invalid option, as for `check --ios`.
            let why = result.notApplicable.first.map { "\($0.0.device.rawValue) iOS \($0.0.ios): \($0.1)" }
                ?? "the devices asked for never ran the iOS versions asked for"
            Console.err(Console.oneLine("\(path): nothing to explore: \(why)") + "\n")
            throw ExitStatus.invalid.code
        }
        if json {
            Console.out(LintJSON.render([result]))
        } else if sarif {
            Console.out(LintSARIF.render([result]))
        } else {
            Console.out(LintText.render([result]))
        }
        if let folder, let report {
            let problems = LintReport.write(result, into: folder, named: report, wroteLine: !json && !sarif)
            for problem in problems { Console.err("lint: \(problem)\n") }
            if !problems.isEmpty, Interruption.exitStatus == nil { throw ExitStatus.output.code }
        }
        if let status = Interruption.exitStatus { throw ExitCode(status) }
        if result.count(atLeast: failOn.severity) > 0 { throw ExitStatus.failed.code }
    }

    /// The scenario and its text, or a project folder read into its model (exit 2 either way).
    private func load(_ options: LintOptions) throws -> (ScenarioFile, String?, ProjectModel?) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            do {
                let project = try scanProject(path, target: target, device: devices.first, ios: versions.min())
                return (project.scenario, nil, project)
            } catch {
                // Scan's own message names the folder.
                Console.err("rotation-sandbox: lint: \(Console.oneLine("\(error)"))\n")
                throw ExitStatus.invalid.code
            }
        }
        do {
            let scenario = try ScenarioLoader.load(path: path, options: options.loading)
            return (scenario, try? String(contentsOfFile: path, encoding: .utf8), nil)
        } catch {
            Console.err(error.listing)
            throw ExitStatus.invalid.code
        }
    }
}

/// `--fail-on error|warning|note`.
enum SeverityOption: String, CaseIterable, ExpressibleByArgument {
    case error, warning, note

    var severity: Severity {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}

/// `--report DIR`: report.md and sheet.png staged in the output folder and moved into place.
enum LintReport {
    /// The problems, a line each (none: both files are in place).
    static func write(_ result: LintResult, into folder: OutputFolder, named: String, wroteLine: Bool) -> [String] {
        let sheetPath = (folder.staging as NSString).appendingPathComponent("sheet.png")
        var written: [String] = []
        let legend: SheetLegend = MainActor.assumeIsolated {
            if result.interruption != nil { return .notDrawn("stopped by a signal before it was drawn") }
            do {
                let drawn = try LintSheet.write(result, own: result.own, to: sheetPath)
                written.append("sheet.png")
                return .drawn(file: "sheet.png", combination: drawn.combination, rows: drawn.rows, columns: drawn.columns)
            } catch {
                return .notDrawn("\(error)")
            }
        }
        var problems: [String] = []
        do {
            try AtomicFile.write(Data(LintMarkdown.render(result, sheet: legend).utf8),
                                 to: (folder.staging as NSString).appendingPathComponent("report.md"))
            written.insert("report.md", at: 0)
        } catch {
            problems.append("\((named as NSString).appendingPathComponent("report.md")): cannot write: \(error.reason)")
        }
        let commit = folder.commit(written)
        if wroteLine { Console.out(Console.wroteLine(named, commit)) }
        return problems.map(folder.shown) + commit.problems
    }
}
