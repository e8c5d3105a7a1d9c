// F10 recordings and acceptance runs' recording.mp4: frames on the wall clock at 30 fps,
// whatever the window draws — a frame skipped because nothing changed, or a slow one,
// is the last frame repeated. Handed pixels by the shell after a frame is drawn; they
// are converted and encoded on the encoder's thread (EncoderThread) while the window
// draws on. Each slot carries the visible player's sound at the position it shows, as
// `record`'s does (RecordingSoundTrack), whether or not the speakers are muted.

import Foundation
import Media
import OrientationEngine

struct WindowRecorder {
    static let fps = 30
    /// Longer gaps (a minimised window) are cut rather than filled.
    static let maxGapFrames = 2 * fps
    private(set) var encoder: EncoderThread?
    private var start = 0.0
    /// The last frame read, repeated for the slots nothing new was drawn in.
    private var last: RGBAImage?
    /// `last` is the picture encoded last: repeating it is a held frame, not a new encode.
    private var lastEncoded = false
    /// The file the last recording finished into.
    private(set) var lastFinished: String?
    /// The sound of each slot, made for each recording.
    private var sound = RecordingSoundTrack()
    /// What the sound could not do (a track not added, a video recorded silent), said at the end.
    private var soundNotes: [String] = []

    var isRecording: Bool { encoder != nil }

    private func slot(at time: Double) -> Int { Int(((time - start) * Double(Self.fps)).rounded(.down)) }

    /// Whether a frame drawn at `time` fills a slot not yet written.
    func wantsFrame(at time: Double) -> Bool { encoder.map { $0.framesQueued <= slot(at: time) } ?? false }

    /// `pictures`: the window's video layer, whose openings the sound is read from.
    @MainActor
    mutating func start(path: String, width: Int, height: Int, at time: Double, pictures: VideoLayer? = nil) -> ShellReport {
        do {
            // H.264 wants even sizes.
            encoder = try EncoderThread(MP4Writer(path: path, width: width & ~1, height: height & ~1, fps: Self.fps))
            start = time
            last = nil
            lastEncoded = false
            sound = pictures.map { RecordingSoundTrack(pictures: $0) } ?? RecordingSoundTrack()
            soundNotes = []
            return .recordingStarted(path: path)
        } catch {
            return .recordingFailed(path: path, reason: "\(error)")
        }
    }

    /// The slots before `time` show the last frame read.
    mutating func pad(until time: Double, engine: Engine) -> ShellReport? {
        guard let encoder, let last else { return nil }
        var padded = 0
        while encoder.framesQueued < slot(at: time), padded < Self.maxGapFrames {
            if let failure = write(last, at: time, engine: engine) { return failure }
            padded += 1
        }
        return nil
    }

    /// A frame just drawn: kept, and written if its slot is still open.
    mutating func append(_ image: RGBAImage, at time: Double, engine: Engine) -> ShellReport? {
        guard encoder != nil else { return nil }
        last = image
        lastEncoded = false
        return wantsFrame(at: time) ? write(image, at: time, engine: engine) : nil
    }

    private mutating func write(_ image: RGBAImage, at time: Double, engine: Engine) -> ShellReport? {
        guard let encoder else { return nil }
        do {
            let audio = slotSound(engine, encoder)
            if lastEncoded {
                try encoder.repeatLastFrame(sound: audio)
            } else {
                try encoder.append(image.pixels, width: image.width, height: image.height, sound: audio)
                lastEncoded = true
            }
            return nil
        } catch {
            return stop(at: time, engine: engine, reason: "\(error)")
        }
    }

    /// The sound of the next slot, at the time that slot shows (not the frame's late draw).
    private mutating func slotSound(_ engine: Engine, _ encoder: EncoderThread) -> EncoderThread.Sound? {
        var problems: [String] = []
        let slotTime = start + Double(encoder.framesQueued) / Double(Self.fps)
        let audio = sound.sound(engine, at: slotTime, for: encoder, problems: &problems, notes: &soundNotes)
        soundNotes += problems
        return audio
    }

    /// Ends the recording with the last frame held until `time`; nil when none runs.
    mutating func stop(at time: Double, engine: Engine, reason: String? = nil) -> ShellReport? {
        guard let encoder else { return nil }
        if let last {
            var padded = 0
            while encoder.framesQueued <= slot(at: time), padded < Self.maxGapFrames {
                let audio = slotSound(engine, encoder)
                guard (try? lastEncoded ? encoder.repeatLastFrame(sound: audio)
                    : encoder.append(last.pixels, width: last.width, height: last.height, sound: audio)) != nil else { break }
                lastEncoded = true
                padded += 1
            }
        }
        self.encoder = nil
        // An error the encoder's thread met in the last frames is the reason it stopped.
        var why = reason
        do { try encoder.drain() } catch { why = why ?? "\(error)" }
        do {
            let frames = try encoder.finish()
            lastFinished = encoder.path
            let why = why.map { " (\($0))" } ?? ""
            let sound = encoder.hasAudioTrack ? ", with sound" : ""
            let notes = soundNotes.isEmpty ? "" : "; " + soundNotes.joined(separator: "; ")
            return .recordingStopped(path: encoder.path, note: "saved \(encoder.path), \(frames) frames\(sound)\(why)\(notes)")
        } catch {
            lastFinished = nil
            return .recordingStopped(path: nil, note: "⚠ recording failed: \(error)")
        }
    }

    static func fileName(_ stem: String, _ ext: String, in directory: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = "rotation-sandbox-\(stem)-\(formatter.string(from: Date()))"
        var path = (directory as NSString).appendingPathComponent(base + "." + ext)
        var n = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (directory as NSString).appendingPathComponent("\(base)-\(n).\(ext)")
            n += 1
        }
        return path
    }
}
