import ArgumentParser
import CommandSupport
import Media
import Foundation
import Lint
import OrientationEngine
import Sandbox
import WindowModel
import Scan
import Scenario

/// The window app on a scenario (the bundled demo without FILE).
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Opens the window app with a scenario (the bundled demo without FILE).",
        discussion: """
            Exit status: 0 closed normally, 2 invalid file or option (the window then opens on \
            the demo with the error shown), 4 the window cannot open (no display, missing \
            font), 130 / 143 closed by Ctrl+C / SIGTERM. Without a display use `xvfb-run -a`, or `record`.
            """)

    @Argument(help: "A scenario file, or a project's folder (scanned first, as `scan` does); the bundled demo app (Assets/scenarios/demo.yaml) when omitted.")
    var file: String?

    @OptionGroup var scenario: ScenarioOptions

    func run() throws {
        Interruption.install()
        // The window shows the videos its file's probe opens: open each once.
        let videos = OpenedVideos()
        var options = scenario.loading
        options.prepare = PlayerVideos.probing(keepingIn: videos)
        let file = file
        // The file loads (its videos probed) while the window is made.
        let run = try MainActor.assumeIsolated { [options] () throws -> (status: Int32, message: String?) in
            do {
                return try runWindowApp(videos: videos, findings: Self.findings, opener: { try Self.open($0, options) },
                                        loading: { try Self.load(file, options) })
            } catch let error as SandboxError {
                Console.err("rotation-sandbox: \(error)\n")
                return (ExitStatus.output.rawValue, nil)
            }
        }
        if run.status != ExitStatus.ok.rawValue { throw ExitCode(run.status) }
        if run.message != nil { throw ExitStatus.invalid.code }
    }

    /// The window's findings: lint on the app's own device and iOS, within a
    /// budget that keeps it a background matter of seconds.
    @Sendable static func findings(_ scenario: ScenarioFile) -> (findings: [WindowFinding], reach: WindowReach) {
        let model = scenario.model
        let options = LintOptions(devices: [model.device], versions: [model.iosVersion],
                                  budget: Budget(states: 5_000, seconds: 8, interruption: { Interruption.signalName }))
        let result = Lint.run(scenario, text: nil, options: options)
        let coverage = result.coverage
        let reach = WindowReach(total: coverage.total, fromRoot: coverage.fromRoot.count, locally: coverage.locally.count,
                                never: coverage.never)
        let found = result.findings.map { finding in
            var launch = model.orientation
            var steps: [Event] = []
            for probe in finding.path {
                if case .launch(let held) = probe { launch = held } else if let event = probe.event { steps.append(event) }
            }
            return WindowFinding(rule: finding.rule, severity: "\(finding.severity)", message: finding.message,
                                 versions: finding.versions, device: finding.shownOn.device, ios: finding.shownOn.ios,
                                 launch: launch, steps: steps, pathText: finding.pathText)
        }
        return (found, reach)
    }

    /// The file, or the demo with the file's error to show (the window still opens, on the
    /// demo, with the error on screen: the first and how many more; the terminal has them all).
    private static func load(_ file: String?, _ options: LoadOptions) throws -> WindowOpening {
        guard let file else { return WindowOpening(scenario: try ScenarioLoader.load(path: Bundled.demo(), options: options)) }
        return try open(file, options)
    }

    /// A scenario file or a project's folder, as the window opens it (at start, dropped, or
    /// from its recent files); one that cannot be opened comes back with its message.
    static func open(_ path: String, _ options: LoadOptions) throws -> WindowOpening {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return try scanned(path, options)
        }
        do {
            let loaded = try ScenarioLoader.load(path: path, options: options)
            for warning in loaded.warnings { Console.err("\(warning)\n") }
            return WindowOpening(scenario: loaded, path: path)
        } catch {
            Console.err(error.listing)
            return WindowOpening(scenario: try demo(), message: error.headline)
        }
    }

    /// `run PATH` on a project's folder: its scenario, scanned (`--device` and `--ios` pick
    /// the idiom branch and the version as they do for `scan`), with what scan could not
    /// read; a folder that cannot be scanned comes back with its message.
    private static func scanned(_ folder: String, _ options: LoadOptions) throws -> WindowOpening {
        let device = options.device ?? options.ios.map { DeviceModel.defaultModel(iosVersion: $0) } ?? .iphoneFaceID
        let message: String
        do {
            let result = try ProjectScanner.scan(folder: folder, options: ScanOptions(device: device, ios: options.ios ?? 17,
                                                                                            deviceChosen: options.device != nil))
            let name = URL(fileURLWithPath: result.folder).lastPathComponent + " (scanned)"
            // The scanned model itself, validated once by scan: no text read back.
            var loaded = result.project.scenario
            loaded.file = name
            let unread = result.unresolved
            return WindowOpening(scenario: loaded, maskSources: result.maskSources, path: folder, unread: unread,
                                 unreadWhere: "`rotation-sandbox scan \(folder.escapedForOneLine)` lists them all")
        } catch {
            message = "scan: \(error.description)"
            Console.err("rotation-sandbox: \(Console.oneLine(message))\n")
        }
        return WindowOpening(scenario: try demo(), message: message)
    }

    /// The bundled demo, shown under a file's error (exit 2 when even it cannot load).
    private static func demo() throws -> ScenarioFile {
        guard let demo = try? ScenarioLoader.load(path: Bundled.demo(), options: .probingVideos) else { throw ExitStatus.invalid.code }
        return demo
    }
}
