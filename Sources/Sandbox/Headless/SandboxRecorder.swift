// What `record` plugs into the scenario runner: every frame the runner offers is drawn
// by the headless renderer and appended to recording.mp4; each `snapshot` step becomes
// NAME.png. The runner calls on the main thread (the CLI's), where SDL lives.

import Foundation
import Media
import OrientationEngine
import Scenario

/// `@unchecked Sendable`: the runner's protocol is not actor-isolated, yet every call
/// is made on the main thread, which `MainActor.assumeIsolated` checks at run time.
public final class SandboxRecorder: ScenarioObserver, @unchecked Sendable {
    public let directory: String
    public let framesPerSecond: Double
    /// Problems met while writing (the run itself goes on): one line each.
    public private(set) var problems: [String] = []
    /// Files written so far (snapshots, then the recording when finished).
    public private(set) var written: [String] = []
    private let renderer: HeadlessRenderer
    private var writer: MP4Writer?
    private var pending: [Emitted] = []

    /// `physical`: the model's initial device orientation (the body starts there).
    @MainActor
    public init(directory: String, width: Int = 1280, height: Int = 800, framesPerSecond: Double = 30,
                physical: DeviceOrientation = .portrait, video: Bool = true) throws(SandboxError) {
        self.directory = directory
        self.framesPerSecond = framesPerSecond
        renderer = try HeadlessRenderer(width: width & ~1, height: height & ~1, physical: physical)
        if video {
            let path = (directory as NSString).appendingPathComponent("recording.mp4")
            do {
                writer = try MP4Writer(path: path, width: renderer.width, height: renderer.height,
                                       fps: Int(framesPerSecond.rounded()))
            } catch {
                renderer.close()
                throw .sdl("cannot write \(path): \(error)")
            }
        }
    }

    /// A scenario step is the tester's input: player controls show again (then hide 3 s later).
    public func willRun(_ step: Step, _ engine: Engine, at time: Double) {
        MainActor.assumeIsolated { renderer.session.lastInput = time }
    }

    public func emitted(_ output: [Emitted], _ engine: Engine) {
        pending.append(contentsOf: output)
    }

    public func frame(_ engine: Engine, at time: Double) {
        MainActor.assumeIsolated {
            let image = render(engine, at: time)
            guard let writer else { return }
            do {
                try writer.append(rgba: image.pixels, pitch: image.width * 4)
            } catch {
                problems.append("recording.mp4: \(error)")
                self.writer = nil
            }
        }
    }

    public func snapshot(named name: String, _ engine: Engine, at time: Double) -> String? {
        MainActor.assumeIsolated {
            let image = render(engine, at: time)
            let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
            let file = (safe.isEmpty ? "snapshot" : safe) + ".png"
            let path = (directory as NSString).appendingPathComponent(file)
            do {
                try PNGFile.write(rgba: image.pixels, width: image.width, height: image.height, to: path)
                written.append(path)
                return file
            } catch {
                problems.append("\(path): \(error)")
                return nil
            }
        }
    }

    public func finished(_ report: RunReport, _ engine: Engine) {
        guard let writer else { return }
        self.writer = nil
        do {
            try writer.finish()
            written.append(writer.path)
        } catch {
            problems.append("\(writer.path): \(error)")
        }
    }

    /// Releases SDL (call once the run is over).
    @MainActor
    public func close() { renderer.close() }

    @MainActor
    private func render(_ engine: Engine, at time: Double) -> RGBAImage {
        let image = renderer.render(engine: engine, at: time, emitted: pending)
        pending.removeAll(keepingCapacity: true)
        return image
    }
}
