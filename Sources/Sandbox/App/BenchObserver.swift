// Test-only instrumentation for `rotation-sandbox bench`: the window app runs a fixed,
// timed session on its own, so the bench can measure it from outside (CPU, memory)
// and from inside (frame times, first frame). Injected only when ROTATION_SANDBOX_BENCH=1.
//
// Environment (all optional except the switch):
//   ROTATION_SANDBOX_BENCH=1                 turns the observer on
//   ROTATION_SANDBOX_BENCH_SECONDS=10        quit this long after the first frame
//   ROTATION_SANDBOX_BENCH_TAPS=play         buttons tapped (comma-separated) after the first frame
//   ROTATION_SANDBOX_BENCH_TURN=0.5          turn the device every so many seconds
//                                            (landscapeLeft, portrait, landscapeRight, portrait, …)
//   ROTATION_SANDBOX_BENCH_FRAMES=PATH       one line per frame: milliseconds from the start
//                                            of the frame to the end of SDL_RenderPresent
//   ROTATION_SANDBOX_BENCH_FIRST_FRAME=PATH  the wall-clock time (Unix seconds) the first
//                                            frame was presented

import CSDL
import Foundation
import OrientationEngine

@MainActor
final class BenchObserver: FrameObserver {
    let seconds: Double?
    let taps: [String]
    let turnEvery: Double?
    let framesPath: String?
    let firstFramePath: String?
    private var frameStart: UInt64 = 0
    private var durations: [Double] = []
    private var sessionStart: Double?
    private var turns = 0
    private static let turnCycle: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portrait]

    init(environment env: [String: String]) {
        seconds = env["ROTATION_SANDBOX_BENCH_SECONDS"].flatMap(Double.init)
        taps = (env["ROTATION_SANDBOX_BENCH_TAPS"] ?? "").split(separator: ",").map(String.init)
        turnEvery = env["ROTATION_SANDBOX_BENCH_TURN"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        framesPath = env["ROTATION_SANDBOX_BENCH_FRAMES"]
        firstFramePath = env["ROTATION_SANDBOX_BENCH_FIRST_FRAME"]
        durations.reserveCapacity(4096)
    }

    static func fromEnvironment() -> BenchObserver? {
        let env = ProcessInfo.processInfo.environment
        return env["ROTATION_SANDBOX_BENCH"] == "1" ? BenchObserver(environment: env) : nil
    }

    func frameBegins() { frameStart = SDL_GetPerformanceCounter() }

    func framePresented(at now: Double) -> [WindowInput] {
        let elapsed = Double(SDL_GetPerformanceCounter() - frameStart) / Double(SDL_GetPerformanceFrequency())
        guard let start = sessionStart else {
            // The first frame: stamp it, then start the session (taps count from here).
            if let path = firstFramePath { write(String(format: "%.6f\n", Date().timeIntervalSince1970), to: path) }
            sessionStart = now
            return taps.map { .event(.tap($0)) }
        }
        durations.append(elapsed * 1000)
        var inputs: [WindowInput] = []
        if let every = turnEvery, now - start >= Double(turns + 1) * every {
            inputs.append(.event(.turn(Self.turnCycle[turns % Self.turnCycle.count])))
            turns += 1
        }
        if let seconds, now - start >= seconds {
            if let path = framesPath {
                write(durations.map { String(format: "%.3f", $0) }.joined(separator: "\n") + "\n", to: path)
            }
            inputs.append(.close)
        }
        return inputs
    }

    private func write(_ text: String, to path: String) {
        // A bench file that cannot be written shows up as a missing figure in the bench.
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
