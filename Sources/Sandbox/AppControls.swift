// What the window writes from its own pixels: F9 screenshots, F10 recordings and an
// acceptance run's thumbnails, all read back after drawing, before present.

import CSDL
import Foundation
import Media

@MainActor
struct AppControls {
    var screenshotRequested = false
    private(set) var recorder: MP4Writer?
    private(set) var recordingStart = 0.0
    /// Recordings run on the wall clock at this rate, whatever the window draws: a frame
    /// skipped because nothing changed, or a slow one, is the last frame repeated.
    static let recordingFPS = 30
    /// Longer gaps (a minimised window) are cut rather than filled.
    static let maxGapFrames = 2 * recordingFPS
    private var buffer: [UInt8] = []
    private var bufferSize = (width: 0, height: 0)
    private var bufferHolds = false
    /// The buffer is the picture appended last: padding repeats it without encoding.
    private var bufferAppended = false

    mutating func afterDraw(_ app: WindowApp, width: Int, height: Int, time: Double) {
        let capture = app.acceptance?.wantsPixels ?? false
        guard screenshotRequested || recorder != nil || capture else { return }
        // Recordings read even sizes; a window resized meanwhile is scaled into the recording.
        let w = recorder != nil ? width & ~1 : width, h = recorder != nil ? height & ~1 : height
        // The frame slot of this instant; the slots before it showed the last frame read.
        let slot = Int(((time - recordingStart) * Double(Self.recordingFPS)).rounded(.down))
        if let recorder, bufferHolds {
            var padded = 0
            while recorder.framesWritten < slot, padded < Self.maxGapFrames {
                guard appendBuffer(app, at: time) else { return }
                padded += 1
            }
        }
        let recordNow = recorder.map { $0.framesWritten <= slot } ?? false
        guard screenshotRequested || capture || recordNow else { return }
        if buffer.count != w * h * 4 { buffer = [UInt8](repeating: 0, count: w * h * 4) }
        bufferSize = (w, h)
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        buffer.withUnsafeMutableBytes { bytes in
            _ = SDL_RenderReadPixels(app.context.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     bytes.baseAddress, Int32(w * 4))
        }
        bufferHolds = true
        bufferAppended = false
        if screenshotRequested {
            screenshotRequested = false
            let path = Self.fileName("screenshot", "png", in: app.outputDirectory)
            do {
                try PNGFile.write(rgba: buffer, width: w, height: h, to: path)
                app.session.note("saved \(path)", at: time)
                app.session.toast = ("Saved \(path)", time + 2.5)
            } catch {
                app.session.note("⚠ screenshot failed: \(error)", at: time)
            }
        }
        if capture {
            app.acceptance?.captured(RGBAImage(width: w, height: h, pixels: buffer), geometry: app.geometry)
        }
        if recordNow { _ = appendBuffer(app, at: time) }
    }

    /// The last frame read, into the recording (scaled if the window changed size).
    private mutating func appendBuffer(_ app: WindowApp, at time: Double) -> Bool {
        guard let recorder else { return false }
        do {
            try appendOrRepeat(recorder)
            return true
        } catch {
            stopRecording(app, at: time, reason: "\(error)")
            return false
        }
    }

    private mutating func appendOrRepeat(_ recorder: MP4Writer) throws(MediaError) {
        if bufferAppended { return try recorder.repeatLastFrame() }
        try recorder.append(rgba: buffer, width: bufferSize.width, height: bufferSize.height)
        bufferAppended = true
    }

    mutating func toggleRecording(_ app: WindowApp, at time: Double) {
        if recorder != nil {
            stopRecording(app, at: time)
            return
        }
        startRecording(app, to: Self.fileName("recording", "mp4", in: app.outputDirectory), at: time)
    }

    /// Starts recording the window to `path`; false (with the reason in the trace) if it can't.
    @discardableResult
    mutating func startRecording(_ app: WindowApp, to path: String, at time: Double) -> Bool {
        let size = app.context.outputSize
        let w = size.width & ~1, h = size.height & ~1  // H.264 wants even sizes
        do {
            recorder = try MP4Writer(path: path, width: w, height: h, fps: Self.recordingFPS)
            recordingStart = time
            bufferHolds = false
            bufferAppended = false
            app.session.recording = true
            app.session.note("recording to \(path)", at: time)
            return true
        } catch {
            app.session.note("⚠ cannot record: \(error)", at: time)
            app.session.toast = ("Cannot record: \(error)", time + 3)
            return false
        }
    }

    /// Ends the recording (the last frame held until `time`); the path written, if any.
    @discardableResult
    mutating func stopRecording(_ app: WindowApp, at time: Double, reason: String? = nil) -> String? {
        guard let recorder else { return nil }
        if bufferHolds {
            let slot = Int(((time - recordingStart) * Double(Self.recordingFPS)).rounded(.down))
            var padded = 0
            while recorder.framesWritten <= slot, padded < Self.maxGapFrames, (try? appendOrRepeat(recorder)) != nil {
                padded += 1
            }
        }
        self.recorder = nil
        app.session.recording = false
        do {
            try recorder.finish()
            let why = reason.map { " (\($0))" } ?? ""
            app.session.note("saved \(recorder.path), \(recorder.framesWritten) frames\(why)", at: time)
            app.session.toast = ("Saved \(recorder.path)", time + 2.5)
            return recorder.path
        } catch {
            app.session.note("⚠ recording failed: \(error)", at: time)
            return nil
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
