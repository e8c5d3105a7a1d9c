// Keyboard, mouse and window events of the window app, and what F9/F10 write.

import CSDL
import Foundation
import Media
import OrientationEngine

extension WindowApp {
    func handle(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            quit = true
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN: minimized = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED: minimized = false
            default: break
            }
        case SDL_KEYDOWN:
            session.lastInput = now
            key(event.key)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            // Hit-testing uses the last frame's layout: a click on hidden player controls
            // hits nothing and only shows them again.
            session.lastInput = now
            click(pixel(x: event.button.x, y: event.button.y))
        case SDL_MOUSEMOTION:
            let p = pixel(x: event.motion.x, y: event.motion.y)
            scene.hoverCommand = geometry?.window.command(at: p)
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            if let panel = geometry?.window.inspector, panel.contains(pixel(x: x, y: y)) {
                session.traceScroll = max(0, min(session.trace.count, session.traceScroll + Int(event.wheel.y) * 3))
            }
        default:
            break
        }
    }

    /// Window coordinates → drawable pixels (they differ on HiDPI displays).
    func pixel(x: Int32, y: Int32) -> Point {
        let window = context.windowSize, output = context.outputSize
        let sx = window.width > 0 ? Double(output.width) / Double(window.width) : 1
        let sy = window.height > 0 ? Double(output.height) / Double(window.height) : 1
        return Point((Double(x) + 0.5) * sx, (Double(y) + 0.5) * sy)
    }

    func click(_ p: Point) {
        if session.showHelp {
            session.showHelp = false
            return
        }
        // The same geometry the last frame was drawn with (at the current instant).
        let size = context.outputSize
        let g = SceneRenderer.geometry(engine: engine, session: session, time: max(now, engine.state.time),
                                       width: size.width, height: size.height)
        if let command = g.window.command(at: p) { return perform(command) }
        if let target = g.device.tapTarget(at: p, in: g.screen) { tap(target) }
    }

    func key(_ key: SDL_KeyboardEvent) {
        let sym = key.keysym.sym
        let ctrl = (UInt32(key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
        // Held keys repeat: a device turn per press, not thirty per second.
        let repeated = key.repeat != 0
        func code(_ k: SDL_KeyCode) -> Int32 { Int32(bitPattern: k.rawValue) }
        switch sym {
        case code(SDLK_LEFT) where ctrl && !repeated: perform(.rotateLeft)
        case code(SDLK_RIGHT) where ctrl && !repeated: perform(.rotateRight)
        case code(SDLK_UP) where ctrl && !repeated: perform(.upsideDown)
        case code(SDLK_u) where !repeated: perform(.upsideDown)
        case code(SDLK_f) where !repeated: perform(.faceUp)
        case code(SDLK_b) where !repeated: perform(.faceDown)
        case code(SDLK_l) where !repeated: perform(.systemLock)
        case code(SDLK_r) where !repeated: perform(.relaunch)
        case code(SDLK_d) where !repeated && !ctrl: perform(.nextDevice)
        case code(SDLK_i) where !repeated && !ctrl: perform(.nextIOS)
        case code(SDLK_q) where ctrl: perform(.quit)
        case code(SDLK_F1) where !repeated: perform(.help)
        case code(SDLK_ESCAPE): session.showHelp = false
        case code(SDLK_F9) where !repeated: perform(.screenshot)
        case code(SDLK_F10) where !repeated: perform(.record)
        case code(SDLK_PAGEUP): session.traceScroll = min(session.trace.count, session.traceScroll + 10)
        case code(SDLK_PAGEDOWN): session.traceScroll = max(0, session.traceScroll - 10)
        default: break
        }
    }
}

/// F9 screenshots and F10 recordings: pixels read back after drawing, before present.
@MainActor
struct AppControls {
    var screenshotRequested = false
    var recorder: MP4Writer?
    var recordingSize = (width: 0, height: 0)
    var recordingStart = 0.0
    private var buffer: [UInt8] = []

    mutating func afterDraw(_ app: WindowApp, width: Int, height: Int, time: Double) {
        guard screenshotRequested || recorder != nil else { return }
        let w = recorder != nil ? recordingSize.width : width, h = recorder != nil ? recordingSize.height : height
        if recorder != nil, (w, h) != (width & ~1, height & ~1) {
            stopRecording(app, at: time, reason: "the window was resized")
            return
        }
        if buffer.count != w * h * 4 { buffer = [UInt8](repeating: 0, count: w * h * 4) }
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        buffer.withUnsafeMutableBytes { bytes in
            _ = SDL_RenderReadPixels(app.context.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     bytes.baseAddress, Int32(w * 4))
        }
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
        if let recorder {
            do {
                try recorder.append(rgba: buffer, pitch: w * 4)
            } catch {
                stopRecording(app, at: time, reason: "\(error)")
            }
        }
    }

    mutating func toggleRecording(_ app: WindowApp, at time: Double) {
        if recorder != nil { return stopRecording(app, at: time) }
        let size = app.context.outputSize
        let w = size.width & ~1, h = size.height & ~1  // H.264 wants even sizes
        let path = Self.fileName("recording", "mp4", in: app.outputDirectory)
        do {
            recorder = try MP4Writer(path: path, width: w, height: h, fps: 60)
            recordingSize = (w, h)
            recordingStart = time
            app.session.recording = true
            app.session.note("recording to \(path)", at: time)
        } catch {
            app.session.note("⚠ cannot record: \(error)", at: time)
            app.session.toast = ("Cannot record: \(error)", time + 3)
        }
    }

    mutating func stopRecording(_ app: WindowApp, at time: Double, reason: String? = nil) {
        guard let recorder else { return }
        self.recorder = nil
        app.session.recording = false
        do {
            try recorder.finish()
            let why = reason.map { " (\($0))" } ?? ""
            app.session.note("saved \(recorder.path), \(recorder.framesWritten) frames\(why)", at: time)
            app.session.toast = ("Saved \(recorder.path)", time + 2.5)
        } catch {
            app.session.note("⚠ recording failed: \(error)", at: time)
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
