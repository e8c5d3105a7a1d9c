// The window app's shell: SDL events become inputs, the state reduces them, a frame model
// is built and drawn, the effects are performed — files, the recorder, the process.

import CSDL
import Foundation
import Media
import OrientationEngine
import Scenario

/// Where the window's time comes from: the performance counter, or a test's hand.
@MainActor
public protocol WindowClock: AnyObject {
    var now: Double { get }
}

/// Seconds since the app started, from SDL's performance counter.
@MainActor
final class PerformanceClock: WindowClock {
    private let start = SDL_GetPerformanceCounter()
    var now: Double { Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency()) }
}

@MainActor
final class WindowApp {
    let context: SDLContext
    let scene: SceneRenderer
    var state: WindowState
    var recorder = WindowRecorder()
    /// The visible player's sound; while it plays, the picture follows it (AudioOutput.swift).
    let audio: AudioOutput
    let observer: FrameObserver?
    /// Tests pass their own clock.
    let clock: WindowClock
    /// Where F9 screenshots and F10 recordings go (the working directory by default).
    var outputDirectory = FileManager.default.currentDirectoryPath
    /// Screenshots and captures wait for the next frame drawn.
    private var afterDraw: [WindowEffect] = []
    private var fps = (windowStart: 0.0, frames: 0)
    private var presentedOnce = false
    /// The video picture (the layer's serial) in the frame drawn last.
    private var drawnVideoSerial = -1
    /// Whether the frame drawn last turned (the device or its interface).
    private var drawnTurning = false
    /// When a new video picture waits for the next frame (VideoPacing.swift).
    private var videoPacing = VideoPacing()
    /// When the inspector's new content waits for between frames (InspectorPacing.swift),
    /// the content waiting, and how long painting it took last time (a quarter of a
    /// 60 Hz frame until one is measured).
    private var inspectorPacing = InspectorPacing()
    private(set) var inspectorWaiting: (model: InspectorModel, panel: Rect)?
    private var inspectorPaintSeconds = 1.0 / 240
    /// The device and iOS last drawn, and how many times memory was handed back after the
    /// app was drawn relaunched on others (tests).
    private var drawnApp: (device: DeviceModel, ios: Int)?
    private(set) var memoryReturns = 0
    /// A frame observer asked for the next frame to be composed from the layers alone.
    private var recomposeNext = false
    /// The app's findings being explored in the background, reported once ready.
    var findingsTask: FindingsTask?
    /// Opens a dropped or recent file (`run` gives it; nil: the window cannot open others).
    var opener: WindowOpener?
    var explore: FindingsExplorer?
    let environment: [String: String]

    /// A model not loaded from a file (tests), validated here.
    convenience init(model: AppModel, width: Int, height: Int,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     clock: WindowClock? = nil) throws(SandboxError) {
        let engine: Engine
        do {
            engine = try Engine(model: model)
        } catch {
            throw .model(error.description)
        }
        try self.init(engine: engine, width: width, height: height, environment: environment, clock: clock)
    }

    /// `engine`: the app as loaded (validated), not launched. `acceptance`: lead a tester
    /// through a scenario's steps, writing into its folder.
    convenience init(engine: Engine, width: Int, height: Int,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     acceptance: AcceptanceSetup? = nil, title: String? = nil,
                     clock: WindowClock? = nil, observer: FrameObserver? = nil) throws(SandboxError) {
        let context = try SDLContext(
            .window(title: title ?? Self.title(engine.model, acceptance: acceptance), width: width, height: height),
            environment: environment)
        let scene: SceneRenderer
        do {
            scene = try SceneRenderer(context: context)
        } catch {
            context.close()
            throw error
        }
        self.init(context: context, scene: scene, engine: engine, environment: environment, acceptance: acceptance,
                  clock: clock, observer: observer)
    }

    /// The app on a window and renderer already made (`runWindowApp(loading:)` makes them
    /// while the scenario loads).
    init(context: SDLContext, scene: SceneRenderer, engine: Engine,
         environment: [String: String] = ProcessInfo.processInfo.environment,
         acceptance: AcceptanceSetup? = nil, clock: WindowClock? = nil, observer: FrameObserver? = nil) {
        self.context = context
        self.scene = scene
        self.clock = clock ?? PerformanceClock()
        self.observer = observer
        self.environment = environment
        audio = AudioOutput(environment: environment)
        let effects: [WindowEffect]
        (state, effects) = WindowState.start(engine: engine, acceptance: acceptance, at: self.clock.now)
        perform(effects)
    }

    var now: Double { clock.now }

    /// The window's title: the app's name, or what a scenario that failed to load left.
    static func title(_ model: AppModel, acceptance: AcceptanceSetup? = nil, message: String? = nil) -> String {
        if message != nil {
            return "Rotation Sandbox — ⚠ the scenario failed to load; showing \(model.name ?? "the demo")"
        }
        return "Rotation Sandbox — \(acceptance == nil ? "" : "accept: ")\(model.name ?? "app")"
    }

    func run() {
        let frameTime = 1.0 / 60
        var deadline = now
        // Ctrl+C / SIGTERM close the window as its close button does (Interruption.swift).
        while !state.quit && !Interruption.isRequested {
            scene.video.setDrawing(true)
            frame()
            scene.video.setDrawing(false)
            if state.minimized {
                // Nothing drawn; keep the clock and the engine going, cheaply.
                SDL_Delay(50)
                deadline = now
                continue
            }
            deadline += frameTime
            betweenFrames(until: deadline)
            let wait = deadline - now
            if wait > 0 {
                SDL_Delay(UInt32(wait * 1000))
            } else if wait < -0.25 {
                deadline = now  // fell far behind (a stall): don't try to catch up
            }
        }
    }

    /// One frame: pending events, time, drawing when something changed, effects.
    func frame() {
        observer?.frameBegins()
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let input = SDLInput.input(from: event, context: context) { apply(input) }
        }
        apply(.tick)
        if let found = findingsTask?.take() {
            findingsTask = nil
            apply(.shell(.reached(found.reach)))
            apply(.shell(.findings(found.findings)))
        }
        if recomposeNext {
            recomposeNext = false
            if scene.recompose() {
                SDL_RenderPresent(context.renderer)
                return observe(PresentedFrame(time: now, turning: false, recomposed: true))
            }
        }
        let t = max(now, state.engine.state.time)
        // The sound starts opening after the first frame: its thread (the file opened
        // again, a track probed and decoded) would only compete with that frame, and the
        // picture runs on the engine's clock until the sound flows anyway.
        let video = presentedOnce ? audio.follow(state.visibleVideo(at: t), state.engine, at: t, pictures: scene.video)
            : state.visibleVideo(at: t)
        for notice in audio.takeNotices() { apply(.shell(.note("⚠ \(notice)"))) }
        if let report = recorder.pad(until: t, engine: state.engine) { apply(.shell(report)) }
        guard !state.minimized || !afterDraw.isEmpty else { return }
        // The video layer takes the picture due, if a new one is; then the frame model
        // says whether the window would look any different (its damage).
        let videoError = scene.takeVideo(video)
        let videoChanged = scene.video.takenSerial != drawnVideoSerial
        let size = context.outputSize
        var frame: FrameModel
        if let changed = state.frameToDraw(at: t, width: size.width, height: size.height, videoError: videoError,
                                           videoChanged: videoChanged) {
            frame = changed
        } else if !afterDraw.isEmpty {
            // A screenshot or capture waits for a frame: this one, though it looks the same.
            frame = state.makeFrame(at: t, width: size.width, height: size.height, videoError: videoError)
        } else {
            scene.uploadVideo()
            return countFrame(drawn: false, at: now)
        }
        let turning = frame.turn != nil || frame.bodyTurning
        let readBack = !afterDraw.isEmpty || recorder.wantsFrame(at: t)
        inspectorWaiting = nil
        if let held = scene.inspectorHeld,
           inspectorPacing.waits(turning: turning, needsPainting: held.model != frame.inspector,
                                 samePanel: frame.window.inspector == held.panel, readBack: readBack) {
            inspectorWaiting = (frame.inspector, frame.window.inspector)
            frame.inspector = held.model
        }
        if !videoPacing.waits(pictureChanged: scene.video.takenSerial != scene.video.uploadedSerial, turning: turning,
                              turnBegins: turning && !drawnTurning, redrawsInspector: scene.redrawsInspector(frame)) {
            scene.uploadVideo()
        }
        scene.draw(frame)
        drawnVideoSerial = scene.video.uploadedSerial
        drawnTurning = turning
        returnMemoryAfterRelaunch()
        for notice in scene.takeVideoNotices() { apply(.shell(.note("⚠ \(notice)"))) }
        // Read back before present: the back buffer is undefined after it.
        let pixels = readBack ? readPixels(size) : nil
        SDL_RenderPresent(context.renderer)
        state.drew(frame)
        if let pixels { performAfterDraw(pixels, frame: frame, at: t) }
        observe(PresentedFrame(time: now, turning: turning, recomposed: false))
        if !presentedOnce {
            // The first frame has taken the video it shows; videos probed for players not
            // on screen would only hold their decoders until shown.
            presentedOnce = true
            scene.video.closeUntaken()
        }
        countFrame(drawn: true, at: now)
    }

    /// What a frame left for later, done when it fits before `deadline` (when the next
    /// frame begins): the inspector's new content (InspectorPacing.swift), painted into
    /// its layer for the next frame to composite. Not done, the next frame leaves it
    /// again, or paints it when the panel would fall too far behind.
    func betweenFrames(until deadline: Double) {
        guard let waiting = inspectorWaiting else { return }
        let start = now
        // With a margin: one painting takes longer than another (3.3–4.7 ms on llvmpipe).
        guard deadline - start > inspectorPaintSeconds * 1.25 else { return }
        inspectorWaiting = nil
        scene.prepareInspector(waiting.model, in: waiting.panel)
        inspectorPacing.caughtUp()
        inspectorPaintSeconds = now - start
    }

    /// A relaunch on another device or iOS (D, I) replaces the screen's, body's and
    /// shadow's textures with others of other sizes. glibc serves them from its heap once
    /// a big block was freed (its mmap threshold rises), and the holes left between the
    /// session's small long-lived allocations stay resident, so memory grows with every
    /// switch. Handing freed pages back once the new app is drawn keeps it flat
    /// (scripts/soak-relaunch.sh).
    private func returnMemoryAfterRelaunch() {
        let app = (device: state.engine.model.device, ios: state.engine.model.iosVersion)
        defer { drawnApp = app }
        guard let drawnApp, drawnApp != app else { return }
        OpenedVideos.returnFreedMemory()
        memoryReturns += 1
    }

    private func observe(_ frame: PresentedFrame) {
        for request in observer?.framePresented(frame) ?? [] {
            switch request {
            case .send(let event): apply(.event(event))
            case .quit: apply(.close)
            case .recompose: recomposeNext = true
            }
        }
    }

    func apply(_ input: WindowInput) {
        perform(state.reduce(input, at: now))
    }

    func perform(_ effects: [WindowEffect]) {
        for effect in effects {
            switch effect {
            case .screenshot, .capture:
                afterDraw.append(effect)
            case .startRecording(let path):
                let file = path ?? WindowRecorder.fileName("recording", "mp4", in: outputDirectory)
                let size = context.outputSize
                apply(.shell(recorder.start(path: file, width: size.width, height: size.height, at: now, pictures: scene.video)))
            case .stopRecording:
                if let report = recorder.stop(at: now, engine: state.engine) { apply(.shell(report)) }
            case .writeReport:
                guard let acceptance = state.acceptance else { continue }
                apply(.shell(AcceptanceFiles.writeReport(acceptance, trace: state.chrome.log,
                                                         recording: recorder.lastFinished, at: now)))
            case .saveTrace:
                apply(.shell(TraceFiles.save(state.chrome.log, in: outputDirectory)))
            case .toggleMute:
                audio.muted.toggle()
                apply(.shell(.muted(audio.muted)))
            case .quit:
                break  // the state says so; the loop ends after this frame
            case .open(let path):
                open(path)
            case .saveRecent(let list):
                RecentFiles.save(list, environment)
            }
        }
    }

    /// A dropped or recent file: read as `run PATH` reads it, the window relaunched on it.
    private func open(_ path: String) {
        guard let opener else {
            return apply(.shell(.openFailed("this window cannot open other files (start it with `rotation-sandbox run`)")))
        }
        let opening: WindowOpening
        do {
            opening = try opener(path)
        } catch {
            return apply(.shell(.openFailed("\(path): \(error)")))
        }
        if let message = opening.message { return apply(.shell(.openFailed(message))) }
        let absolute = URL(fileURLWithPath: opening.path ?? path).standardizedFileURL.path
        apply(.shell(.opened(OpenedApp(engine: opening.scenario.engine, path: absolute, maskSources: opening.maskSources,
                                       unread: opening.unread, unreadWhere: opening.unreadWhere))))
        if let explore {
            apply(.shell(.exploring))
            findingsTask = FindingsTask(opening.scenario, explore: explore)
        }
    }

    /// Screenshots, acceptance captures and the recording's frame, from this frame's pixels.
    private func performAfterDraw(_ image: RGBAImage, frame: FrameModel, at t: Double) {
        if let report = recorder.append(image, at: t, engine: state.engine) { apply(.shell(report)) }
        let pending = afterDraw
        afterDraw.removeAll()
        for effect in pending {
            switch effect {
            case .screenshot:
                let path = WindowRecorder.fileName("screenshot", "png", in: outputDirectory)
                do {
                    try PNGFile.write(rgba: image.pixels, width: image.width, height: image.height, to: path)
                    apply(.shell(.note("saved \(path)", toast: "Saved \(path)")))
                } catch {
                    apply(.shell(.note("⚠ screenshot failed: \(error)")))
                }
            case .capture(let steps, let snapshots):
                guard let directory = state.acceptance?.directory else { continue }
                apply(.shell(AcceptanceFiles.capture(image, deviceArea: frame.window.deviceArea, steps: steps,
                                                     snapshots: snapshots, into: directory)))
            default:
                break
            }
        }
    }

    private func readPixels(_ size: (width: Int, height: Int)) -> RGBAImage {
        // Recordings read even sizes; a window resized meanwhile is scaled into the recording.
        let w = recorder.isRecording ? size.width & ~1 : size.width
        let h = recorder.isRecording ? size.height & ~1 : size.height
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        pixels.withUnsafeMutableBytes { bytes in
            _ = SDL_RenderReadPixels(context.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     bytes.baseAddress, Int32(w * 4))
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    /// Frames per second over the last second, shown in the toolbar (counted whether or
    /// not this turn of the loop drew: an idle window says so).
    private func countFrame(drawn: Bool, at t: Double) {
        if drawn { fps.frames += 1 }
        guard t - fps.windowStart >= 1 else { return }
        // Frames are drawn only when something changes: a low count is an idle window,
        // not a slow one, and says so.
        let rate = Int((Double(fps.frames) / (t - fps.windowStart)).rounded())
        if state.frameRate?.frames != rate || state.frameRate?.renderer != context.rendererName {
            apply(.shell(.frameRate(rate, renderer: context.rendererName)))
        }
        fps = (t, 0)
    }

    func close() {
        if !state.quit { apply(Interruption.reason.map { .interrupted($0) } ?? .close) }
        if let report = recorder.stop(at: now, engine: state.engine) {
            apply(.shell(report))
            // Closing the window while recording: say where the file went.
            if let path = recorder.lastFinished { print("rotation-sandbox: recording saved to \(path)") }
        }
        audio.close()
        scene.close()
        context.close()
    }
}
