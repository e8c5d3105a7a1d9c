// Start-up seen from outside, the same way for both programs: a client of the private
// Xvfb that watches for top-level windows being made and, with the X DAMAGE extension,
// for the first pixels drawn into any of them. SDL's windows have no background to paint
// (background None), so the first damage is the first frame presented. libX11 and
// libXdamage are opened at run time (their headers are not installed: only the few
// functions and event layouts below are needed, x86-64 / aarch64 LP64 Xlib).

import Foundation
#if canImport(Glibc)
import Glibc
#endif

final class FirstPaintWatcher: @unchecked Sendable {
    // @unchecked: the display is used by the watching thread only after `init`, and
    // `firstPaint` is read by the caller only after `wait` joined that thread.
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias RootWindow = @convention(c) (OpaquePointer?) -> UInt
    private typealias SelectInput = @convention(c) (OpaquePointer?, UInt, Int) -> Int32
    private typealias DisplayCall = @convention(c) (OpaquePointer?) -> Int32
    private typealias NextEvent = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer) -> Int32
    private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
    private typealias QueryExtension = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Int32
    private typealias DamageCreate = @convention(c) (OpaquePointer?, UInt, Int32) -> UInt

    private let display: OpaquePointer
    private let pending: DisplayCall, next: NextEvent, flush: DisplayCall, close: DisplayCall, connection: DisplayCall
    private let damageCreate: DamageCreate
    private let damageEvent: Int32
    private var thread: Thread?
    private let done = DispatchSemaphore(value: 0)
    private var stop = false
    private let lock = NSLock()
    /// CLOCK_MONOTONIC seconds of the first damage seen.
    private(set) var firstPaint: Double?

    /// Connects to `display` and starts watching; throws when X or its DAMAGE extension is missing.
    init(display name: String) throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW), let xdamage = dlopen("libXdamage.so.1", RTLD_NOW) else {
            throw BenchError.failed("cannot load libX11 / libXdamage for the start-up figure")
        }
        func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else { throw BenchError.failed("no \(name) in Xlib") }
            return unsafeBitCast(pointer, to: type)
        }
        let open = try symbol(x11, "XOpenDisplay", as: OpenDisplay.self)
        let root = try symbol(x11, "XDefaultRootWindow", as: RootWindow.self)
        let select = try symbol(x11, "XSelectInput", as: SelectInput.self)
        let setHandler = try symbol(x11, "XSetErrorHandler", as: SetErrorHandler.self)
        let query = try symbol(xdamage, "XDamageQueryExtension", as: QueryExtension.self)
        pending = try symbol(x11, "XPending", as: DisplayCall.self)
        next = try symbol(x11, "XNextEvent", as: NextEvent.self)
        flush = try symbol(x11, "XFlush", as: DisplayCall.self)
        close = try symbol(x11, "XCloseDisplay", as: DisplayCall.self)
        connection = try symbol(x11, "XConnectionNumber", as: DisplayCall.self)
        damageCreate = try symbol(xdamage, "XDamageCreate", as: DamageCreate.self)
        // A server just started may have made its socket before it accepts on it.
        var opened = name.withCString { open($0) }
        let deadline = Proc.monotonic() + 5
        while opened == nil, Proc.monotonic() < deadline {
            usleep(20_000)
            opened = name.withCString { open($0) }
        }
        guard let display = opened else { throw BenchError.failed("cannot open X display \(name)") }
        self.display = display
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard query(display, &eventBase, &errorBase) != 0 else {
            _ = close(display)
            throw BenchError.failed("the X server \(name) has no DAMAGE extension")
        }
        damageEvent = eventBase  // XDamageNotify is event 0 of the extension
        // A window gone before its damage is made is a BadWindow error: not fatal here.
        _ = setHandler { _, _ in 0 }
        let substructureNotify = 1 << 19
        _ = select(display, root(display), substructureNotify)
        _ = flush(display)
        let thread = Thread { [self] in watch() }
        self.thread = thread
        thread.start()
    }

    /// Stops watching (after the program under test exited) and returns the first paint.
    func finish() -> Double? {
        lock.withLock { stop = true }
        done.wait()
        _ = close(display)
        return firstPaint
    }

    private func watch() {
        defer { done.signal() }
        let createNotify: Int32 = 16
        let fd = connection(display)
        var event = [UInt8](repeating: 0, count: 192)  // sizeof(XEvent)
        while !lock.withLock({ stop }) {
            while pending(display) > 0 {
                event.withUnsafeMutableBytes { raw in
                    _ = next(display, raw.baseAddress!)
                    let type = raw.load(as: Int32.self)
                    if type == createNotify {
                        // XCreateWindowEvent: …, Window parent (32), Window window (40).
                        let window = raw.load(fromByteOffset: 40, as: UInt.self)
                        let nonEmpty: Int32 = 3  // XDamageReportNonEmpty: one event is all we need
                        _ = damageCreate(display, window, nonEmpty)
                        _ = flush(display)
                    } else if type == damageEvent, firstPaint == nil {
                        firstPaint = Proc.monotonic()
                    }
                }
            }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 20)
        }
    }
}
