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
        OpenedVideos.shared.keepProbedSources()
        let (file, options) = (file, scenario.loading)
        // The file loads (its videos probed) while the window is made.
        let run = try MainActor.assumeIsolated { () throws -> (status: Int32, message: String?) in
            do {
                return try runWindowApp(findings: Self.findings, loading: { try Self.load(file, options) })
            } catch let error as SandboxError {
                Console.err("rotation-sandbox: \(error)\n")
                return (ExitStatus.output.rawValue, nil)
            }
        }
        if run.status != ExitStatus.ok.rawValue { throw ExitCode(run.status) }
        if run.message != nil { throw ExitStatus.invalid.code }
    }

    /// The window's findings (issue 28): lint on the app's own device and iOS, within a
    /// budget that keeps it a background matter of seconds.
    @Sendable static func findings(_ scenario: ScenarioFile) -> [WindowFinding] {
        let model = scenario.model
        let options = LintOptions(devices: [model.device], versions: [model.iosVersion],
                                  budget: Budget(states: 5_000, seconds: 8, interruption: { Interruption.signalName }))
        return Lint.run(scenario, text: nil, options: options).findings.map { finding in
            var launch = model.orientation
            var steps: [Event] = []
            for probe in finding.path {
                if case .launch(let held) = probe { launch = held } else if let event = probe.event { steps.append(event) }
            }
            return WindowFinding(rule: finding.rule, severity: "\(finding.severity)", message: finding.message,
                                 versions: finding.versions, device: finding.shownOn.device, ios: finding.shownOn.ios,
                                 launch: launch, steps: steps, pathText: finding.pathText)
        }
    }

    /// The file, or the demo with the file's error to show (the window still opens, on the
    /// demo, with the error on screen: the first and how many more; the terminal has them all).
    private static func load(_ file: String?, _ options: LoadOptions) throws -> WindowOpening {
        var isFolder: ObjCBool = false
        if let file, FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            return try scanned(file, options)
        }
        do {
            let loaded = try ScenarioLoader.load(path: file ?? Bundled.demo(), options: options)
            for warning in loaded.warnings { Console.err("\(warning)\n") }
            return WindowOpening(scenario: loaded)
        } catch {
            Console.err(error.listing)
            guard file != nil,
                  let demo = try? ScenarioLoader.load(path: Bundled.demo(), options: .probingVideos)
            else { throw ExitStatus.invalid.code }
            return WindowOpening(scenario: demo, message: error.headline)
        }
    }

    /// `run PATH` on a project's folder: its scenario, scanned (`--device` and `--ios` pick
    /// the idiom branch and the version as they do for `scan`); a folder that cannot be
    /// scanned is shown like a file that cannot load.
    private static func scanned(_ folder: String, _ options: LoadOptions) throws -> WindowOpening {
        let device = options.device ?? options.ios.map { DeviceModel.defaultModel(iosVersion: $0) } ?? .iphoneFaceID
        let message: String
        do {
            let result = try ProjectScanner.scan(folder: folder, options: ScanOptions(device: device, ios: options.ios ?? 17))
            let name = URL(fileURLWithPath: result.folder).lastPathComponent + " (scanned)"
            let loaded = try ScenarioLoader.parse(text: result.yaml, file: name, folder: URL(fileURLWithPath: result.folder), options: options)
            for warning in loaded.warnings { Console.err("\(warning)\n") }
            return WindowOpening(scenario: loaded, maskSources: result.maskSources)
        } catch let error as ScanError {
            message = "scan: \(error.description)"
            Console.err("rotation-sandbox: \(Console.oneLine(message))\n")
        } catch let error as ScenarioError {
            Console.err(error.listing)
            message = error.headline
        }
        guard let demo = try? ScenarioLoader.load(path: Bundled.demo(), options: .probingVideos) else { throw ExitStatus.invalid.code }
        return WindowOpening(scenario: demo, message: message)
    }
}
