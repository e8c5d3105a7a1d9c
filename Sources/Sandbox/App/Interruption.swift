// Ctrl+C and SIGTERM end a run properly: the loops that render (record's frames, the
// window's frames) check a flag between frames and stop there, so the MP4 gets its
// index and the report says where the run stopped. A second signal kills at once (the
// handler resets itself), for a run that is stuck somewhere no flag is checked.
//
// SDL would otherwise install its own handlers when the video subsystem starts, turning
// SIGINT into an SDL_QUIT event that headless runs never read (SDLContext sets
// SDL_HINT_NO_SIGNAL_HANDLERS).

import Foundation
import Synchronization

/// The signal received, 0 for none. Written by the handler: an atomic store is all a
/// signal handler may do here.
private let receivedSignal = Atomic<Int32>(0)

public enum Interruption {
    /// Installs the handlers for SIGINT and SIGTERM (on the main thread, first thing).
    /// A signal the process was started ignoring (SIGINT for `cmd &` in a script) stays
    /// ignored, as the shell meant; a signal it was started blocking (spawned from a
    /// thread that blocks them) is unblocked, or nothing could stop the run.
    public static func install() {
        // Touch the global now: its lazy initialisation must not run inside the handler.
        _ = receivedSignal.load(ordering: .relaxed)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM] {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if let handler = current.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            sigaddset(&unblock, signal)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                receivedSignal.store(received, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            // One-shot: the next signal gets the default action (the process ends).
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// For commands that never check the flag (`check`, `trace`, …): the signals' default
    /// action again, so they end at once as before; a signal that came while the
    /// handlers stood in for it (start-up) ends the process now, as it would have.
    public static func restoreDefaults() {
        for signal in [SIGINT, SIGTERM] {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if let handler = current.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        if let signal { raise(signal) }
    }

    /// The signal that asked the run to stop, if any.
    public static var signal: Int32? {
        let value = receivedSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    public static var isRequested: Bool { signal != nil }

    /// The shell's convention: 128 + the signal (130 for SIGINT, 143 for SIGTERM).
    public static var exitStatus: Int32? { signal.map { 128 + $0 } }

    /// "SIGINT", "SIGTERM".
    public static var signalName: String? {
        signal.map { $0 == SIGINT ? "SIGINT" : $0 == SIGTERM ? "SIGTERM" : "signal \($0)" }
    }

    /// Why the run stopped, for reports: "interrupted (SIGINT)".
    public static var reason: String? { signalName.map { "interrupted (\($0))" } }
}
