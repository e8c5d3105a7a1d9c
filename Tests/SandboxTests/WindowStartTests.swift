import CSDL
import Foundation
import OrientationEngine
import Scenario
import Synchronization
import Testing

@testable import Sandbox

/// A small app for the window to open on.
private let startText = """
    name: Start
    app: {root: Home}
    controllers:
      Home: {kind: vc, supported: [portrait]}
    """

/// `runWindowApp(loading:)`: the scenario loads on a thread of its own while the window
/// is made; what reaches the user (statuses, errors, their order) is as when it loaded first.
extension RenderTests {
    /// Closes the window once its first frame is on screen.
    @MainActor
    final class QuitAtFirstFrame: FrameObserver {
        var frames = 0
        func frameBegins() {}
        func framePresented(_ frame: PresentedFrame) -> [FrameRequest] {
            frames += 1
            return [.quit]
        }
    }

    struct LoadFailed: Error, Equatable {}

    @Test("window start-up: the file loads off the main thread while the window is made; the app starts on it")
    func loadsWhileWindowIsMade() throws {
        let loadedOnMain = Mutex<Bool?>(nil)
        let eventsStartedFirst = Mutex(false)
        let eventsBefore = SDL_WasInit(SDL_INIT_EVENTS)
        let observer = QuitAtFirstFrame()
        let run = try runWindowApp(width: 640, height: 400, frameObserver: observer,
                                   environment: ["SDL_VIDEODRIVER": "dummy"]) {
            loadedOnMain.withLock { $0 = Thread.isMainThread }
            // SDL's events (D-Bus) start before the load can take the dynamic loader's lock.
            eventsStartedFirst.withLock { $0 = SDL_WasInit(SDL_INIT_EVENTS) != 0 }
            return WindowOpening(scenario: try ScenarioLoader.parse(text: startText, file: "start.yaml"),
                                 message: "shown from the start")
        }
        #expect(loadedOnMain.withLock { $0 } == false)
        #expect(eventsStartedFirst.withLock { $0 })
        #expect(SDL_WasInit(SDL_INIT_EVENTS) == eventsBefore, "the early start of SDL's events is ended")
        #expect(observer.frames == 1)
        #expect(run.status == 0 && run.message == "shown from the start")
    }

    @Test("window start-up: a load that fails comes out as its own error, the window never shown")
    func loadFails() {
        let observer = QuitAtFirstFrame()
        #expect(throws: LoadFailed()) {
            _ = try runWindowApp(width: 640, height: 400, frameObserver: observer,
                                 environment: ["SDL_VIDEODRIVER": "dummy"]) { throw LoadFailed() }
        }
        #expect(observer.frames == 0)
    }

    @Test("window start-up without a display: the load finishes first (its messages first), then the window's error")
    func startWithoutDisplay() {
        let loaded = Mutex(false)
        #expect {
            _ = try runWindowApp(width: 640, height: 400, environment: [:]) {
                loaded.withLock { $0 = true }
                return WindowOpening(scenario: try ScenarioLoader.parse(text: startText, file: "start.yaml"))
            }
        } throws: { error in
            guard case SandboxError.noDisplay = error else { return false }
            return loaded.withLock { $0 }
        }
    }
}

extension RenderTests {
    @Test("SDL loads with the first SDL call, kept out of the global scope (RTLD_LOCAL)")
    func sdlLoadedLocally() throws {
        let context = try SDLContext(.headless)
        defer { context.close() }
        let handle = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_NOLOAD)
        #expect(handle != nil, "SDL is loaded")
        if let handle { dlclose(handle) }
        // (nil is RTLD_DEFAULT: the executable and what it links.)
        #expect(dlsym(nil, "SDL_CreateWindow") == nil)
        #expect(dlsym(nil, "TTF_OpenFont") == nil)
    }
}
