// What `record` plugs into the scenario runner: every frame the runner offers is drawn
// by the headless renderer and appended to recording.mp4 (a frame that would look like
// the last one is held instead, judged as the window judges whether to draw: the frame
// model's damage, `HeadlessRenderer.nextRecordedFrame`), with the step's caption under it and
// a thumbnail per step (StepPictures.swift); each `snapshot` step becomes NAME.png. It
// also stops the run: on Ctrl+C / SIGTERM (Interruption.swift) and past the recording's
// length limit. The runner calls on the main thread (the CLI's), where SDL lives; the
// frames are converted and encoded on the encoder's thread (EncoderThread) meanwhile, so
// the next frame renders while this one encodes. Each frame goes there as the areas that
// changed since the last one encoded (FrameUpdate), the rest of the picture kept.

import Foundation
import Media
import OrientationEngine
import Scenario

/// `@unchecked Sendable`: the runner's protocol is not actor-isolated, yet every call
/// is made on the main thread, which `MainActor.assumeIsolated` checks at run time.
public final class ScenarioRecorder: ScenarioObserver, @unchecked Sendable {
    public let directory: String
    public let framesPerSecond: Double
    /// Problems met while writing (the run itself goes on): one line each.
    public private(set) var problems: [String] = []
    /// Files written so far (snapshots, then the recording when finished).
    public private(set) var written: [String] = []
    /// Things worth saying that did not stop anything (a video's damaged frames): one line each.
    public private(set) var notes: [String] = []
    /// The recording stops past this much virtual time (nil: no limit).
    public let maxSeconds: Double?
    /// Frames drawn and frames held (not drawn, not encoded) so far.
    public private(set) var framesDrawn = 0
    public private(set) var framesHeld = 0
    private let renderer: HeadlessRenderer
    private let pictures: StepPictures
    /// recording.mp4's writer, on a thread of its own.
    private var encoder: EncoderThread?
    /// The visible player's sound into recording.mp4 (RecordingSoundTrack.swift).
    private let sound = RecordingSoundTrack()
    private var pending: [Emitted] = []
    /// Told the 1-based number of each step as it begins (`record`'s progress line).
    public var stepBegins: ((Int) -> Void)?

    /// `physical`: the model's initial device orientation (the body starts there).
    /// `steps`: how many the file has; `captions`: a caption band under every frame (the
    /// MP4 is that much taller); `thumbnails`: `shots/step-NN.png` after each step.
    @MainActor
    public init(directory: String, width: Int = 1280, height: Int = 800, framesPerSecond: Double = 30,
                physical: DeviceOrientation = .portrait, video: Bool = true, maxSeconds: Double? = nil,
                steps: Int = 0, captions: Bool = false, thumbnails: Bool = false)
        throws(SandboxError)
    {
        self.directory = directory
        self.framesPerSecond = framesPerSecond
        self.maxSeconds = maxSeconds
        renderer = try HeadlessRenderer(width: width & ~1, height: height & ~1, physical: physical)
        pictures = StepPictures(renderer: renderer, total: steps, captions: captions, thumbnails: thumbnails)
        if video {
            let path = (directory as NSString).appendingPathComponent("recording.mp4")
            do {
                encoder = try EncoderThread(MP4Writer(path: path, width: renderer.width,
                                                      height: renderer.height + pictures.bandHeight,
                                                      fps: Int(framesPerSecond.rounded())))
            } catch {
                pictures.close()
                renderer.close()
                // MediaError says "cannot write PATH: why" itself; it is no SDL error.
                throw .output("\(error)")
            }
        }
    }

    /// A scenario step is the tester's input: player controls show again (then hide 3 s later).
    public func willRun(_ step: Step, _ engine: Engine, at time: Double) {
        MainActor.assumeIsolated {
            renderer.apply(.stepBegins, at: time, engine: engine)
            stepBegins?(step.index + 1)
            pictures.running = (step, time)
            pictures.follow(engine)
        }
    }

    /// The step's result goes into the caption.
    public func settled(_ result: StepResult?, _ engine: Engine, at time: Double) {
        MainActor.assumeIsolated {
            pictures.running = nil
            pictures.show(result.map { .settled($0, total: pictures.total, engine) } ?? .launch(total: pictures.total, engine))
        }
    }

    /// A thumbnail of the device for the report, when the step's hold is over.
    public func thumbnail(after result: StepResult, _ engine: Engine, at time: Double) -> String? {
        MainActor.assumeIsolated {
            guard pictures.thumbnails, result.step.index < StepPictures.maxThumbnails else { return nil }
            // Drawn aside: the lines the engine emitted stay for the next frame's trace, and
            // nothing else a frame depends on moves (the body's turn is dated by the
            // engine's clock), so the frames are those of a recording without thumbnails.
            let window = renderer.render(engine: engine, at: time)
            notes += renderer.scene.takeVideoNotices()
            let caption = StepCaption.settled(result, total: pictures.total, engine)
            let shot = pictures.thumbnail(window, step: result.step.index, caption: caption, into: directory)
            if let problem = shot.problem { problems.append(problem) }
            return shot.file
        }
    }

    public func emitted(_ output: [Emitted], _ engine: Engine) {
        pending.append(contentsOf: output)
    }

    public func frame(_ engine: Engine, at time: Double) {
        MainActor.assumeIsolated {
            pictures.follow(engine)
            var slotSound: EncoderThread.Sound?
            if let encoder { slotSound = sound.sound(engine, at: time, for: encoder, problems: &problems, notes: &notes) }
            let next = renderer.nextRecordedFrame(engine: engine, at: time, emitted: pending)
            pending.removeAll(keepingCapacity: true)
            notes += renderer.scene.takeVideoNotices()
            if encoder != nil, next == nil, !pictures.changed {
                framesHeld += 1
                queue { (encoder) throws(MediaError) in try encoder.repeatLastFrame(sound: slotSound) }
                return
            }
            guard let frame = next ?? renderer.currentFrame(at: time) else { return }
            let image = renderer.drawRecorded(frame)
            // A stop request may have cut the drawing short (Canvas.wrap): that frame is
            // not encoded; the runner stops before the next.
            if Interruption.isRequested { return }
            framesDrawn += 1
            // Only what changed since the last frame encoded goes to the encoder (not the
            // image, which would make the next render copy the whole buffer it shares).
            let update = pictures.update(image, changed: renderer.takeChanges())
            queue { (encoder) throws(MediaError) in try encoder.append(update, sound: slotSound) }
        }
    }

    /// Hands a slot to the encoder. Its first error ends the recording there, the file
    /// closed as far as it got (dropping the encoder joins its thread).
    @MainActor
    private func queue(_ job: (EncoderThread) throws(MediaError) -> Void) {
        guard let encoder else { return }
        do {
            try job(encoder)
        } catch {
            stopped(encoder, error)
            self.encoder = nil
        }
    }

    /// The error that stopped the encoder, after a sound it could not write before, as it
    /// happened — once: a full disk refuses the sound and the picture alike, one line.
    private func stopped(_ encoder: EncoderThread, _ error: MediaError) {
        sound.noteFailure(of: encoder, problems: &problems)
        let line = "recording.mp4: \(error)"
        if problems.last != line { problems.append(line) }
    }

    /// Ctrl+C / SIGTERM, or a frame past the length limit, ends the run there.
    public func stopReason(at time: Double) -> String? {
        if let reason = Interruption.reason { return reason }
        guard let maxSeconds, time > maxSeconds + 1e-9 else { return nil }
        return "the recording reached its length limit of \(Self.seconds(maxSeconds))"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    public func snapshot(named name: String, _ engine: Engine, at time: Double) -> String? {
        MainActor.assumeIsolated {
            let image = render(engine, at: time)
            let file = OutputNames.snapshotFile(name)
            if let problem = RunFiles.writePNG(image, as: file, in: directory) {
                problems.append(problem)
                return nil
            }
            written.append((directory as NSString).appendingPathComponent(file))
            return file
        }
    }

    public func finished(_ report: RunReport, _ engine: Engine) {
        MainActor.assumeIsolated { notes += renderer.scene.takeVideoNotices(final: true) }
        guard let encoder else { return }
        self.encoder = nil
        if framesDrawn + framesHeld == 0 {
            // Stopped before its first frame (a Ctrl+C at once): an MP4 with no stream
            // plays nowhere, so none is written, and the run says so.
            notes.append("recording.mp4: not written: the run stopped before its first frame")
            return
        }
        do {
            try encoder.drain()
        } catch {
            return stopped(encoder, error)
        }
        sound.noteFailure(of: encoder, problems: &problems)
        do {
            try encoder.finish()
            written.append(encoder.path)
        } catch {
            problems.append("\(encoder.path): \(error)")
        }
    }

    /// Releases SDL (call once the run is over).
    @MainActor
    public func close() {
        pictures.close()
        renderer.close()
    }

    @MainActor
    private func render(_ engine: Engine, at time: Double) -> RGBAImage {
        let image = renderer.render(engine: engine, at: time, emitted: pending)
        pending.removeAll(keepingCapacity: true)
        notes += renderer.scene.takeVideoNotices()
        return image
    }
}
