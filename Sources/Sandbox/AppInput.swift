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
        if session.showHelp || session.showRules {
            session.showHelp = false
            session.showRules = false
            return
        }
        if let panel = acceptancePanel(at: now), let rect = geometry?.window.acceptance,
           let button = panel.button(at: p, in: rect) {
            return acceptanceAct(button)
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
        if acceptanceKey(sym, repeated: repeated) { return }
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
        case code(SDLK_F2) where !repeated: perform(.rules)
        case code(SDLK_ESCAPE):
            session.showHelp = false
            session.showRules = false
        case code(SDLK_F9) where !repeated: perform(.screenshot)
        case code(SDLK_F10) where !repeated: perform(.record)
        case code(SDLK_PAGEUP): session.traceScroll = min(session.trace.count, session.traceScroll + 10)
        case code(SDLK_PAGEDOWN): session.traceScroll = max(0, session.traceScroll - 10)
        default: break
        }
    }
}
