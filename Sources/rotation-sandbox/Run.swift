import ArgumentParser
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

    @Option(help: "iOS major version, overriding the file's `ios`.")
    var ios: Int?

    @Option(help: "Device (iphone-home, iphone-faceid, ipad), overriding the file's `device`.")
    var device: String?

    @Option(help: "A video for the player, overriding the file's.")
    var video: String?

    func run() throws {
        Interruption.install()
        var scenario: Scenario
        var problem: String?
        do {
            let loaded = try ScenarioLoader.load(path: file ?? Bundled.demo())
            scenario = PlayerVideos.probe(try loaded.overriding(ios: ios, device: device, video: video))
        } catch {
            // The window still opens, on the demo, with the error on screen.
            Console.err("\(error)\n")
            problem = "\(error)"
            guard file != nil, let demo = try? ScenarioLoader.load(path: Bundled.demo()) else { throw ExitCode(2) }
            scenario = PlayerVideos.probe(demo)
        }
        let model = scenario.model
        let status = MainActor.assumeIsolated { () -> Int32 in
            do {
                return try runWindowApp(model: model, message: problem)
            } catch {
                Console.err("rotation-sandbox: \(error)\n")
                return 4
            }
        }
        if status != 0 { throw ExitCode(status) }
        if problem != nil { throw ExitCode(2) }
    }
}

/// Files the project ships, found from the working directory or next to the binary
/// (`.build/<config>/rotation-sandbox` → the checkout's Assets).
enum Bundled {
    static func demo() -> String { find("Assets/scenarios/demo.yaml") }

    static func find(_ relative: String) -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
            binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent(),
        ]
        for base in candidates {
            let path = base.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return relative  // the loader then says plainly that it is missing
    }
}
