// SDL events → the window's inputs: the only place that knows SDL's event layout.

import CSDL

@MainActor
enum SDLInput {
    static func input(from event: SDL_Event, context: SDLContext) -> WindowInput? {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .close
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN: return .minimized(true)
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED: return .minimized(false)
            default: return .tick  // a resize or the like: draw again
            }
        case SDL_KEYDOWN:
            guard let key = key(event.key.keysym.sym) else { return nil }
            let ctrl = (UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
            return .key(key, ctrl: ctrl, repeated: event.key.repeat != 0)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .click(pixel(x: event.button.x, y: event.button.y, context))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .release(pixel(x: event.button.x, y: event.button.y, context))
        case SDL_MOUSEMOTION:
            // SDL_BUTTON_LMASK is a macro Swift does not import: the left button is bit 0.
            return .move(pixel(x: event.motion.x, y: event.motion.y, context), dragging: event.motion.state & 1 != 0)
        case SDL_DROPFILE:
            // A file or folder dropped onto the window; SDL hands over the string to free.
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .dropped(String(cString: file))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .wheel(Int(event.wheel.y), at: pixel(x: x, y: y, context))
        default:
            return nil
        }
    }

    /// Window coordinates → drawable pixels (they differ on HiDPI displays).
    static func pixel(x: Int32, y: Int32, _ context: SDLContext) -> Point {
        let window = context.windowSize, output = context.outputSize
        let sx = window.width > 0 ? Double(output.width) / Double(window.width) : 1
        let sy = window.height > 0 ? Double(output.height) / Double(window.height) : 1
        return Point((Double(x) + 0.5) * sx, (Double(y) + 0.5) * sy)
    }

    static func key(_ sym: SDL_Keycode) -> Key? {
        func code(_ k: SDL_KeyCode) -> Int32 { Int32(bitPattern: k.rawValue) }
        let keys: [(SDL_KeyCode, Key)] = [
            (SDLK_LEFT, .left), (SDLK_RIGHT, .right), (SDLK_UP, .up), (SDLK_u, .u), (SDLK_f, .f), (SDLK_b, .b),
            (SDLK_l, .l), (SDLK_r, .r), (SDLK_d, .d), (SDLK_i, .i), (SDLK_q, .q), (SDLK_s, .s), (SDLK_y, .y), (SDLK_n, .n),
            (SDLK_m, .m),
            (SDLK_F1, .f1), (SDLK_F2, .f2), (SDLK_F9, .f9), (SDLK_F10, .f10), (SDLK_ESCAPE, .escape),
            (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown), (SDLK_SPACE, .space), (SDLK_BACKSPACE, .backspace),
            (SDLK_TAB, .tab),
            (SDLK_1, .digit1), (SDLK_2, .digit2), (SDLK_3, .digit3), (SDLK_4, .digit4), (SDLK_5, .digit5),
            (SDLK_6, .digit6), (SDLK_7, .digit7), (SDLK_8, .digit8), (SDLK_9, .digit9),
        ]
        return keys.first { code($0.0) == sym }?.1
    }
}
