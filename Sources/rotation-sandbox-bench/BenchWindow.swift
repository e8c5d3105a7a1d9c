// The window app against ffplay on one private Xvfb: CPU per second of video (the
// process and the X server), peak memory, start-up, and frame times while turning.
// The session runs in a process of its own (`rotation-sandbox-bench window-session`):
// the window app's own code (Sandbox's runWindowApp) with a frame observer that acts
// and times, so it can be measured from outside (CPU, memory) and inside (frame times).

import CommandSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum WindowBench {
    struct Session {
        var cpuPerVideoSecond: Double
        var peakRSSMB: Double
        var startupMs: Double
        var frameMs: [Double]
    }

    /// One window session of the bench player for `seconds` after its first frame;
    /// `turnEvery` turns the device (frame-time runs).
    /// `fullScreen`: the player's full-screen button is tapped too (P2).
    static func app(files: BenchFiles, x: PrivateXServer, seconds: Double, turnEvery: Double?,
                    fullScreen: Bool = false) throws -> Session {
        let framesFile = files.path("frames.txt")
        let firstFile = files.path("first-frame.txt")
        for path in [framesFile, firstFile] { try? FileManager.default.removeItem(atPath: path) }
        var argv = [Bundled.executablePath, "window-session", "--video", files.video, "--seconds", "\(seconds)",
                    "--tap", "play", "--frames", framesFile, "--first-frame", firstFile]
        if let turnEvery { argv += ["--turn-every", "\(turnEvery)"] }
        if fullScreen { argv += ["--tap", "fullscreen"] }
        let xBefore = x.cpuSeconds
        let launched = Date().timeIntervalSince1970
        let cost = try Proc.check(argv, env: ["DISPLAY": x.display], log: files.log("window"))
        let xCPU = x.cpuSeconds - xBefore
        guard let firstText = try? String(contentsOfFile: firstFile, encoding: .utf8),
              let first = Double(firstText.trimmingCharacters(in: .whitespacesAndNewlines)),
              let framesText = try? String(contentsOfFile: framesFile, encoding: .utf8)
        else { throw BenchError.failed("the window session wrote no bench files (see \(files.log("window")))") }
        let frames = framesText.split(separator: "\n").compactMap { Double($0) }
        return Session(cpuPerVideoSecond: (cost.cpu + xCPU) / seconds, peakRSSMB: cost.peakRSSMB,
                       startupMs: (first - launched) * 1000, frameMs: frames)
    }

    /// `ffplay -autoexit -an` of the same file in a window of the app's size.
    static func ffplay(files: BenchFiles, x: PrivateXServer) throws -> Session {
        let xBefore = x.cpuSeconds
        let cost = try Proc.check(
            ["ffplay", "-autoexit", "-an", "-x", "1280", "-y", "800", "-loglevel", "error", files.video],
            env: ["DISPLAY": x.display], log: files.log("ffplay"))
        let xCPU = x.cpuSeconds - xBefore
        return Session(cpuPerVideoSecond: (cost.cpu + xCPU) / files.seconds, peakRSSMB: cost.peakRSSMB,
                       startupMs: .nan, frameMs: [])
    }
}
