// `rotation-sandbox-bench window-session` (hidden): the window app on the bench's player
// scenario for a fixed, timed session, in a process of its own so the bench measures it
// from outside (CPU, memory) and, through a frame observer, from inside (frame times,
// the first frame). What `BenchHooks` did inside the app, now out of the product.

import ArgumentParser
import CommandSupport
import Foundation
import Media
import OrientationEngine
import Sandbox
import Scenario
#if canImport(Glibc)
import Glibc
#endif

struct WindowSession: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window-session", abstract: "One timed window session (the bench runs it).",
        shouldDisplay: false)

    @Option(help: "The video the player plays.")
    var video: String

    @Option(help: "Quit this long after the first frame.")
    var seconds: Double

    @Option(help: "Buttons tapped after the first frame.")
    var tap: [String] = []

    @Option(help: "Turn the device every so many seconds (landscapeLeft, portrait, landscapeRight, portrait, …).")
    var turnEvery: Double?

    @Option(help: "One line per frame: its kind (t turning, r at rest, c composed again from its layers) and the milliseconds from its start to the end of its present.")
    var frames: String?

    @Option(help: "The wall-clock time (Unix seconds) the first frame was presented.")
    var firstFrame: String?

    @Option(help: "The kilobytes of this program's code resident in memory when the session ends (Linux).")
    var residentCode: String?

    func run() throws {
        // As `rotation-sandbox run` does: probed videos kept for the player, the file
        // loaded while the window is made.
        let videos = OpenedVideos()
        let video = self.video
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let observer = BenchSession(self)
            do {
                return try runWindowApp(frameObserver: observer, videos: videos, loading: {
                    WindowOpening(scenario: try MediaBench.playerScenario(video: video, keepingIn: videos))
                }).status
            } catch let error as SandboxError {
                Console.err("window-session: \(error)\n")
                return ExitStatus.output.rawValue
            }
        }
        if status != ExitStatus.ok.rawValue { throw ExitCode(status) }
    }
}

/// Taps and turns on the session's schedule, times every frame, quits at the end. While
/// the device turns, the first few frames at rest after each turn are followed by one
/// composed again from the window's layers (`FrameRequest.recompose`): the composite
/// frames the turning ones are measured against, in the same window at the same moment.
@MainActor
final class BenchSession: FrameObserver {
    private let options: WindowSession
    private var frameStart = 0.0
    private var durations: [(kind: Character, ms: Double)] = []
    private var sessionStart: Double?
    private var turns = 0
    /// Composite frames asked for since the device last turned.
    private var compositesAtRest = 0
    private static let compositesPerRest = 3
    private static let turnCycle: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portrait]

    init(_ options: WindowSession) {
        self.options = options
        durations.reserveCapacity(4096)
    }

    func frameBegins() { frameStart = Proc.monotonic() }

    func framePresented(_ frame: PresentedFrame) -> [FrameRequest] {
        let elapsed = Proc.monotonic() - frameStart
        let now = frame.time
        guard let start = sessionStart else {
            // The first frame: stamp it, then start the session (taps count from here).
            if let path = options.firstFrame {
                write(String(format: "%.6f\n", Date().timeIntervalSince1970), to: path)
            }
            sessionStart = now
            return options.tap.map { .send(.tap($0)) }
        }
        durations.append((frame.recomposed ? "c" : frame.turning ? "t" : "r", elapsed * 1000))
        if frame.turning { compositesAtRest = 0 }
        var requests: [FrameRequest] = []
        if let every = options.turnEvery, every > 0, now - start >= Double(turns + 1) * every {
            requests.append(.send(.turn(Self.turnCycle[turns % Self.turnCycle.count])))
            turns += 1
        } else if options.turnEvery != nil, turns > 0, !frame.turning, !frame.recomposed,
                  compositesAtRest < Self.compositesPerRest {
            compositesAtRest += 1
            requests.append(.recompose)
        }
        if now - start >= options.seconds {
            if let path = options.frames {
                write(durations.map { "\($0.kind) " + String(format: "%.3f", $0.ms) }.joined(separator: "\n") + "\n",
                      to: path)
            }
            if let path = options.residentCode, let kilobytes = ResidentCode.kilobytes() {
                write("\(kilobytes)\n", to: path)
            }
            requests.append(.quit)
        }
        return requests
    }

    private func write(_ text: String, to path: String) {
        // A bench file that cannot be written shows up as a missing figure in the bench.
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
