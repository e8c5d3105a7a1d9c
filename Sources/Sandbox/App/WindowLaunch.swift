// Opening the window app: on a loaded scenario, while a scenario loads, or for an
// acceptance run — the window made, the app started, the loop run until it closes.

import CSDL
import Foundation
import Media
import OrientationEngine
import Scenario

/// Opens the window on a scenario's app and runs until the window closes. Returns the
/// process exit status (0). Errors a user can cause (no display, missing font) are
/// thrown with one clear line (`SandboxError.description`).
/// `message`: a problem to show in the window from the start (a scenario that failed to
/// load, so the window opened on the demo instead). `frameObserver`: sees every frame
/// (the bench's timed sessions).
@MainActor
public func runWindowApp(scenario: ScenarioFile, width: Int = 1280, height: Int = 800,
                         message: String? = nil, frameObserver: FrameObserver? = nil) throws(SandboxError) -> Int32 {
    let app = try WindowApp(engine: scenario.engine, width: width, height: height,
                            title: WindowApp.title(scenario.model, message: message), observer: frameObserver)
    defer { app.close() }
    if let message { app.apply(.shell(.loadFailed(message))) }
    app.run()
    return Interruption.exitStatus ?? 0
}

/// What the window opens on: a loaded scenario, and a problem to show from the start (the
/// file failed to load, so this is the demo).
public struct WindowOpening: Sendable {
    public var scenario: ScenarioFile
    public var message: String?
    /// Where each mask of a scanned project came from, by the inspector's row label
    /// ("plist", "window", a controller's name) → "Feed.swift:10".
    public var maskSources: [String: String]
    /// The file or folder opened (nil: the bundled demo), for the recent-files list.
    public var path: String?
    /// What scan could not read in a scanned project, and where the full list is.
    public var unread: [ProjectNote]
    public var unreadWhere: String

    public init(scenario: ScenarioFile, message: String? = nil, maskSources: [String: String] = [:], path: String? = nil,
                unread: [ProjectNote] = [], unreadWhere: String = "") {
        self.scenario = scenario
        self.message = message
        self.maskSources = maskSources
        self.path = path
        self.unread = unread
        self.unreadWhere = unreadWhere
    }
}

/// Opens a file or folder for the window (a drop, a recent file), as `run PATH` does;
/// an opening with a message is one that failed (the message says why).
public typealias WindowOpener = @Sendable (String) throws -> WindowOpening

/// `runWindowApp` with the scenario loaded while the window is made: `load` runs on a
/// thread of its own (it reads the file and probes the player videos, each decoding its
/// first frame) while the main thread starts SDL's video and the OpenGL renderer, most of
/// start-up; the window shows once both are done. Returns the exit status and the
/// opening's message. An error of `load` is rethrown (the window never shows); a window
/// that cannot open throws its SandboxError once the load is over, so the file's own
/// messages come first, as when the file loaded before the window. `environment`: as
/// SDLContext and the sound read it (tests pass their own). `videos`: where `load`'s
/// probe keeps the player videos it opened, for the window's player to take.
@MainActor
public func runWindowApp(width: Int = 1280, height: Int = 800, frameObserver: FrameObserver? = nil,
                         videos: OpenedVideos? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         findings explore: FindingsExplorer? = nil, opener: WindowOpener? = nil,
                         loading load: @escaping @Sendable () throws -> WindowOpening)
    throws -> (status: Int32, message: String?)
{
    SDLContext.startEventsAhead()   // before the load thread takes the dynamic loader's lock
    let loading = BackgroundLoad(load)
    let made: Result<(SDLContext, SceneRenderer), SandboxError>
    do throws(SandboxError) {
        let context = try SDLContext(.window(title: "Rotation Sandbox", width: width, height: height),
                                     environment: environment, hidden: true)
        do {
            made = .success((context, try SceneRenderer(context: context, videos: videos)))
        } catch {
            context.close()
            throw error
        }
    } catch {
        made = .failure(error)
    }
    SDLContext.endEventsAhead()
    let opening: WindowOpening
    do {
        opening = try loading.wait().get()
    } catch {
        if case .success(let (context, scene)) = made {
            scene.close()
            context.close()
        }
        throw error
    }
    let (context, scene) = try made.get()
    let app = WindowApp(context: context, scene: scene, engine: opening.scenario.engine, environment: environment,
                        observer: frameObserver)
    defer { app.close() }
    context.show(title: WindowApp.title(opening.scenario.model, message: opening.message))
    if let message = opening.message { app.apply(.shell(.loadFailed(message))) }
    if !opening.maskSources.isEmpty { app.apply(.shell(.maskSources(opening.maskSources))) }
    if !opening.unread.isEmpty { app.apply(.shell(.unread(opening.unread, fullList: opening.unreadWhere))) }
    app.opener = opener
    app.explore = explore
    var recent = RecentFiles.load(environment)
    if let path = opening.path, opening.message == nil {
        recent = RecentFiles.adding(path, to: recent)
        RecentFiles.save(recent, environment)
    }
    app.apply(.shell(.recentFiles(recent)))
    // The file's own app only: the demo shown for a file that failed has nothing to say.
    if let explore, opening.message == nil {
        app.apply(.shell(.exploring))
        app.findingsTask = FindingsTask(opening.scenario, explore: explore)
    }
    app.run()
    return (Interruption.exitStatus ?? 0, opening.message)
}

/// A scenario loading on a thread of its own while the main thread makes the window.
///
/// `@unchecked Sendable`: `result` is behind `condition`.
private final class BackgroundLoad: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<WindowOpening, any Error>?

    init(_ load: @escaping @Sendable () throws -> WindowOpening) {
        let thread = Thread { [self] in
            let loaded = Result { try load() }
            condition.lock()
            result = loaded
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "scenario.load"
        thread.stackSize = 8 << 20   // the main thread's, for deep scenario files
        thread.start()
    }

    func wait() -> Result<WindowOpening, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}

/// Opens the window on `scenario` and leads a tester through its steps; returns when
/// the window closes. Throws as `runWindowApp` does when the window cannot open.
@MainActor
public func runAcceptance(scenario: ScenarioFile, directory: String, shownDirectory: String? = nil,
                          width: Int = 1280, height: Int = 800) throws(SandboxError) -> AcceptanceOutcome
{
    let app = try WindowApp(engine: scenario.engine, width: width, height: height,
                            acceptance: AcceptanceSetup(scenario: scenario, directory: directory,
                                                        shownDirectory: shownDirectory))
    app.run()
    app.close()
    return app.state.acceptance!.outcome
}
