import ArgumentParser
import CommandSupport
import Media
import Foundation
import OrientationEngine
import Sandbox
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

    @Argument(help: "A scenario file; the bundled demo app (Assets/scenarios/demo.yaml) when omitted.")
    var file: String?

    @OptionGroup var scenario: ScenarioOptions

    func run() throws {
        Interruption.install()
        // The window shows the videos its file's probe opens: open each once.
        OpenedVideos.shared.keepProbedSources()
        var loaded: Scenario
        var problem: String?
        do {
            loaded = try ScenarioLoader.load(path: file ?? Bundled.demo(), options: scenario.loading)
            for warning in loaded.warnings { Console.err("\(warning)\n") }
        } catch {
            // The window still opens, on the demo, with the error on screen (the first
            // and how many more: the terminal has them all).
            Console.err(error.listing)
            problem = error.headline
            guard file != nil,
                  let demo = try? ScenarioLoader.load(path: Bundled.demo(), options: .probingVideos)
            else { throw ExitCode(2) }
            loaded = demo
        }
        let status = MainActor.assumeIsolated { [loaded] () -> Int32 in
            do {
                return try runWindowApp(scenario: loaded, message: problem)
            } catch {
                Console.err("rotation-sandbox: \(error)\n")
                return 4
            }
        }
        if status != 0 { throw ExitCode(status) }
        if problem != nil { throw ExitCode(2) }
    }
}
