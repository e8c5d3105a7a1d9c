// `scan` and `lint` on Ctrl+C / SIGTERM (the handlers of Interruption.swift): work that
// checks no flag (reading a project) is left where it is, and the process ends at once
// with 128 + the signal, since it has written nothing; a file or the output being written
// is finished first; lint's exploration checks the flag itself and ends with what it found.

import CommandSupport
import Foundation
import Sandbox
import Synchronization

enum SignalExit {
    private struct State {
        var watching = false
        /// Inside `finishing`: the exit waits for its end.
        var finishing = 0
    }

    private static let state = Mutex(State())

    /// From now on a signal ends the process within a few milliseconds, unless the
    /// command is inside `finishing`. Idempotent.
    static func watch() {
        let start = state.withLock { state -> Bool in
            defer { state.watching = true }
            return !state.watching
        }
        guard start else { return }
        let thread = Thread {
            // A watcher, not a handler: the handler may only store the signal, so this
            // thread looks at it every few milliseconds (10 ms: nothing next to a second).
            while true {
                if let status = Interruption.exitStatus {
                    state.withLock { state in
                        // `_exit`: the other threads are mid-work, and what is ours to
                        // flush went out unbuffered (Console writes straight to the descriptors).
                        if state.finishing == 0 { _exit(status) }
                    }
                }
                usleep(10_000)
            }
        }
        thread.start()
    }

    /// Runs `body` (the output being written) to its end whatever signal comes, then ends
    /// the process with the signal's status if one came.
    static func finishing<T>(_ body: () throws -> T) rethrows -> T {
        state.withLock { $0.finishing += 1 }
        defer {
            state.withLock { state in
                state.finishing -= 1
                if state.finishing == 0, let status = Interruption.exitStatus { _exit(status) }
            }
        }
        return try body()
    }

    /// Runs `body` with the exit held back: the command ends on a signal by itself (lint's
    /// exploration stops and its findings so far are written).
    static func handledByCommand<T>(_ body: () throws -> T) rethrows -> T {
        state.withLock { $0.finishing += 1 }
        defer { state.withLock { $0.finishing -= 1 } }
        return try body()
    }
}
