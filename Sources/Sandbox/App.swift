// The window app: SDL events → engine events, the engine's clock on wall time, one
// frame every 1/60 s (vsync where the renderer has it, else a frame deadline).

import CSDL
import Foundation
import Media
import OrientationEngine
import Scenario

/// Opens the window on `model` and runs until the window closes. Returns the process
/// exit status (0; 130 / 143 when Ctrl+C or SIGTERM closed it). Errors a user can cause (no display, missing font, invalid model)
/// are thrown with one clear line (`SandboxError.description`).
/// `message`: a problem to show in the window from the start (a scenario that failed to
/// load, so the window opened on the demo instead).
@MainActor
public func runWindowApp(model: AppModel, width: Int = 1280, height: Int = 800,
                         message: String? = nil) throws(SandboxError) -> Int32 {
    let app = try WindowApp(model: model, width: width, height: height)
    defer { app.close() }
    if let message { app.show(problem: message) }
    app.run()
    return Interruption.exitStatus ?? 0
}

@MainActor
final class WindowApp {
    let context: SDLContext
    let scene: SceneRenderer
    var engine: Engine
    var session: Session
    var controls: AppControls
    let start = SDL_GetPerformanceCounter()
    var quit = false
    var minimized = false
    var geometry: FrameGeometry?
    /// Frames that would look like the one on screen are not drawn (FramePacing.swift).
    var redraw = RedrawPolicy()
    /// An acceptance run (`accept`), if the window leads one.
    var acceptance: AcceptanceSession?
    private var fpsWindowStart = 0.0
    private var fpsFrames = 0

    /// `acceptance`: lead a tester through this scenario's steps, writing into the folder.
    init(model: AppModel, width: Int, height: Int,
         environment: [String: String] = ProcessInfo.processInfo.environment,
         acceptance: (scenario: Scenario, directory: String)? = nil) throws(SandboxError) {
        let engine: Engine
        do {
            engine = try Engine(model: model)
        } catch {
            throw .model(error.description)
        }
        self.engine = engine
        context = try SDLContext(
            .window(title: "Rotation Sandbox — \(acceptance == nil ? "" : "accept: ")\(model.name ?? "app")",
                    width: width, height: height),
            environment: environment)
        do {
            scene = try SceneRenderer(context: context)
        } catch {
            context.close()
            throw error
        }
        session = Session(physical: model.orientation)
        controls = AppControls()
        if let acceptance {
            self.acceptance = AcceptanceSession(scenario: acceptance.scenario, directory: acceptance.directory)
            session.acceptancePanel = true
        }
        send(.launch, judged: false)
        beginAcceptance()
    }

    /// Tests set this to drive the clock by hand.
    var fixedTime: Double?
    /// Where F9 screenshots and F10 recordings go (the working directory by default).
    var outputDirectory = FileManager.default.currentDirectoryPath

    var now: Double {
        fixedTime ?? Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency())
    }

    func run() {
        let frameTime = 1.0 / 60
        var deadline = now
        // Ctrl+C / SIGTERM close the window as Ctrl+Q does (Interruption.swift).
        while !quit && !Interruption.isRequested {
            frame()
            if minimized {
                // Nothing drawn; keep the clock and the engine going, cheaply.
                SDL_Delay(50)
                deadline = now
                continue
            }
            deadline += frameTime
            let wait = deadline - now
            if wait > 0 {
                SDL_Delay(UInt32(wait * 1000))
            } else if wait < -0.25 {
                deadline = now  // fell far behind (a stall): don't try to catch up
            }
        }
    }

    /// One frame: pending events, the engine's clock, drawing, present.
    func frame() {
        BenchHooks.frameBegins()  // bench only (BenchHooks.swift); off unless ROTATION_SANDBOX_BENCH=1
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(event)
            redraw.dirty = true
        }
        let t = max(now, engine.state.time)
        absorb((try? engine.send(.tick, at: t)) ?? [])
        session.follow(engine, at: t)
        acceptanceFrame(at: t)
        guard !minimized, redraw.needed(self, at: t) else { return }
        let size = context.outputSize
        scene.acceptance = acceptancePanel(at: t)
        geometry = scene.draw(engine: engine, session: session, time: t, width: size.width, height: size.height)
        for notice in scene.takeVideoNotices() { session.note("⚠ \(notice)", at: t) }
        controls.afterDraw(self, width: size.width, height: size.height, time: t)
        acceptanceAfterDraw(at: t)
        SDL_RenderPresent(context.renderer)
        redraw.drew(self, at: t)
        BenchHooks.framePresented(self)  // bench only, see frameBegins
        countFrame(at: now)
    }

    /// Frames per second over the last second, shown in the toolbar.
    private func countFrame(at t: Double) {
        fpsFrames += 1
        guard t - fpsWindowStart >= 1 else { return }
        let fps = Double(fpsFrames) / (t - fpsWindowStart)
        scene.status = "\(Int(fps.rounded())) fps · \(context.rendererName)"
        fpsFrames = 0
        fpsWindowStart = t
    }

    /// Sends an engine event now; a tester mistake becomes a trace note, not a crash.
    /// Every event of the tester's goes here, so an acceptance run judges them all;
    /// `judged: false` for the window's own (the launch at start).
    func send(_ event: Event, judged: Bool = true) {
        let t = max(now, engine.state.time)
        let run = judged ? acceptance : nil
        run?.run.willSend(event, engine, at: t)
        do {
            absorb(try engine.send(event, at: t))
            run?.run.didSend(engine, at: t)
        } catch {
            session.note("⚠ \(error.message)", at: t)
            session.toast = (error.message, t + 3)
            run?.run.didSend(engine, at: t, refusal: error.message)
        }
        session.follow(engine, at: t)
    }

    /// What the engine emitted: the live trace, and the acceptance run's.
    func absorb(_ output: [Emitted]) {
        session.append(output)
        acceptance?.run.absorb(output)
    }

    func perform(_ command: Command) {
        let t = now
        switch command {
        case .rotateLeft: send(.turn(session.turned(clockwise: false)))
        case .rotateRight: send(.turn(session.turned(clockwise: true)))
        case .upsideDown:
            send(.turn(engine.state.physical == .portraitUpsideDown ? .portrait : .portraitUpsideDown))
        case .faceUp: send(.turn(.faceUp))
        case .faceDown: send(.turn(.faceDown))
        case .systemLock: send(.systemLock(!engine.state.systemLock))
        case .relaunch: send(engine.state.launched ? .relaunch : .launch)
        case .screenshot: controls.screenshotRequested = true
        case .record:
            if let acceptance, !acceptance.written {
                // The run records itself into its folder, from start to end.
                session.toast = ("The run is being recorded to \(acceptance.directory)/recording.mp4", t + 3)
                return
            }
            controls.toggleRecording(self, at: t)
        case .help: session.showHelp.toggle()
        case .quit: quit = true
        case .nextDevice: switchModel { $0.device = $0.device.next }
        case .nextIOS: switchModel { $0.iosVersion = nextIOSVersion(after: $0.iosVersion) }
        }
    }

    /// A problem the user must see: in the trace and as a banner for a while.
    func show(problem message: String) {
        session.note("⚠ \(message)", at: now)
        session.toast = (message, now + 10)
    }

    /// The device and iOS pickers: the same app relaunched on another model or profile,
    /// the device held as it is. A model the other profile rejects (an iOS 16-only action
    /// below 16) stays as it was, with the reason shown.
    func switchModel(_ change: (inout AppModel) -> Void) {
        guard acceptance == nil else {
            session.toast = ("The device and iOS are the scenario's during an acceptance run", now + 3)
            return
        }
        var model = engine.model
        change(&model)
        model.orientation = engine.state.physical
        let t = now
        do {
            engine = try Engine(model: model)
        } catch {
            session.note("⚠ cannot switch: \(error.description)", at: t)
            session.toast = ("cannot switch: \(error.message)", t + 4)
            return
        }
        session.note("relaunched on \(model.device.displayName), iOS \(model.iosVersion)", at: t)
        send(.launch)
    }

    func tap(_ target: TapTarget) {
        session.pressed = (target, now + 0.18)
        switch target {
        case .button(let title):
            session.note("tap '\(title)'", at: now)
            send(.tap(title))
        case .back:
            session.note("tap 'Back'", at: now)
            send(.tap("Back"))
        case .tab(let index): send(.selectTab(index))
        case .relaunch: send(.relaunch)
        }
    }

    func close() {
        finishAcceptance(at: max(now, engine.state.time), reason: Interruption.reason)
        controls.stopRecording(self, at: now)
        scene.close()
        context.close()
    }
}

/// The iOS versions the picker steps through: one per profile, then the newest.
let pickerIOSVersions = [5, 6, 13, 16, 17]

func nextIOSVersion(after version: Int) -> Int {
    pickerIOSVersions.first { $0 > version } ?? pickerIOSVersions[0]
}

extension DeviceModel {
    /// The next model in the picker's cycle.
    var next: DeviceModel {
        let all = DeviceModel.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
