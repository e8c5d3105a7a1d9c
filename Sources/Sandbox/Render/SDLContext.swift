// SDL's video subsystem, one window and its renderer. The window app shows the window;
// headless runs use the dummy driver and never show it, drawing into textures.

import CSDL
import Foundation

@MainActor
public final class SDLContext {
    public enum Mode: Sendable, Equatable {
        /// A visible, resizable window.
        case window(title: String, width: Int, height: Int)
        /// No display needed: the dummy video driver and the software renderer.
        case headless
    }

    let window: OpaquePointer
    let renderer: OpaquePointer
    public let mode: Mode
    private var open = true

    /// `environment` is read for DISPLAY, WAYLAND_DISPLAY and SDL_VIDEODRIVER (tests pass
    /// their own instead of changing the process's, which other threads read).
    /// `hidden`: a window made ahead of what it will show stays unmapped until `show`.
    public init(_ mode: Mode, environment: [String: String] = ProcessInfo.processInfo.environment,
                hidden: Bool = false) throws(SandboxError)
    {
        self.mode = mode
        let env = environment
        let chosen = env["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        let chosenDriver = chosen != nil
        // A hint, not setenv: the environment is shared with other threads.
        if mode == .headless {
            // Deterministic pixels and no X server (DESIGN.md "Headless rendering").
            SDL_SetHintWithPriority("SDL_VIDEODRIVER", "dummy", SDL_HINT_OVERRIDE)
        } else if let chosen {
            SDL_SetHintWithPriority("SDL_VIDEODRIVER", chosen, SDL_HINT_OVERRIDE)
        } else {
            SDL_ResetHint("SDL_VIDEODRIVER")
        }
        if mode != .headless, !chosenDriver, env["DISPLAY"] == nil, env["WAYLAND_DISPLAY"] == nil {
            // SDL would fall back to a driver nobody can see (offscreen, KMSDRM).
            throw .noDisplay("")
        }
        // SIGINT/SIGTERM are the run's to handle (Interruption.swift), not an SDL_QUIT
        // event that a headless run would never read.
        SDL_SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
        SDL_SetHint("SDL_RENDER_SCALE_QUALITY", "1")
        SDL_SetHint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")
        Self.useUTF8Titles()
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw Self.classify(SDL_GetError().map { String(cString: $0) } ?? "")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if mode != .headless, !chosenDriver, ["dummy", "offscreen", "evdev"].contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw .noDisplay("only the \(driver) video driver is available")
        }
        if mode != .headless { Self.askNoDepthBuffer() }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        var width: Int32 = 64, height: Int32 = 64, title = "Rotation Sandbox"
        if case .window(let t, let w, let h) = mode {
            title = t
            width = Int32(w)
            height = Int32(h)
            if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        } else {
            flags = SDL_WINDOW_HIDDEN.rawValue
        }
        guard let window = SDL_CreateWindow(
            title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED, width, height, flags)
        else {
            let message = Self.lastError()
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw Self.classify(message)
        }
        // Headless: the software renderer (deterministic); window: accelerated + vsync,
        // falling back to software where there is no GPU (xvfb).
        let preferred: UInt32 = mode == .headless
            ? SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
            : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
                | SDL_RENDERER_TARGETTEXTURE.rawValue
        var renderer = SDL_CreateRenderer(window, -1, preferred)
        if renderer == nil {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let message = Self.lastError()
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw .sdl("cannot create a renderer: \(message)")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.window = window
        self.renderer = renderer
    }

    /// Starts SDL's events ahead of a window made while another thread loads libraries.
    /// Starting them sets up D-Bus (its library opened, its functions looked up), which
    /// needs the dynamic loader's lock; the video's start, which starts them too, needs
    /// the lock for nothing else. Started first, the video does not wait while a scenario
    /// thread loads FFmpeg (~40 ms under that lock). `endEventsAhead` once the window is
    /// made (or failed): the video holds its own start of them.
    static func startEventsAhead() {
        // As for the video (init): SIGINT/SIGTERM are the run's to handle.
        SDL_SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
        SDL_InitSubSystem(SDL_INIT_EVENTS)
    }

    static func endEventsAhead() { SDL_QuitSubSystem(SDL_INIT_EVENTS) }

    /// SDL's renderers draw in 2D with neither depth nor stencil tests, yet SDL asks OpenGL
    /// for a 16-bit depth buffer by default, and Mesa's GLX picks a visual with a 32-bit one:
    /// on llvmpipe a window-sized buffer in memory (4 MB at 1280 × 800, more full screen)
    /// that nothing reads. Asked before the window is made (the renderer
    /// makes its context on it).
    private static func askNoDepthBuffer() {
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0)
        SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0)
    }

    /// X11 sets a title's `_NET_WM_NAME` (UTF-8) only when Xlib's locale can convert
    /// UTF-8, which the plain C locale a process starts in cannot: the title's "—" then
    /// came out as Latin-1 garbage and `_NET_WM_NAME` kept the first title. Only the
    /// character type changes (C.UTF-8 ships with glibc); numbers and messages stay C.
    static func useUTF8Titles() {
        #if os(Linux)
        let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        if !current.uppercased().contains("UTF-8") && !current.uppercased().contains("UTF8") {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        #endif
    }

    /// Shows a window made hidden, under its final title.
    func show(title: String) {
        SDL_SetWindowTitle(window, title)
        SDL_ShowWindow(window)
    }

    /// The size of the window's drawable area in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window size in screen coordinates (mouse events use these).
    public var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// SDL's software renderer (headless runs, tests): deterministic pixels, no GPU.
    var isSoftware: Bool { rendererName == "software" }

    public var rendererName: String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.name.map { String(cString: $0) } ?? "?"
    }

    public func close() {
        guard open else { return }
        open = false
        Texture.rendererCloses(renderer)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    isolated deinit { close() }

    static func lastError() -> String { SDL_GetError().map { String(cString: $0) } ?? "" }

    /// "No available video device" and X11 connection failures mean there is no display.
    static func classify(_ message: String) -> SandboxError {
        let lower = message.lowercased()
        let noDisplay = ["no available video device", "x11", "wayland", "display", "xopendisplay"]
        return noDisplay.contains(where: lower.contains) ? .noDisplay(message) : .sdl(message)
    }
}
