// The running app's findings, worked out on a thread of their own while the window runs
// (lint explores the app; the command line provides how, so this target needs no Lint):
// the shell takes them once ready and reports them to the reducer as an input.

import Foundation
import Scenario
import WindowModel

/// What the window's command runs to find the app's problems (nil: nothing is explored):
/// the findings, and how much of the app the exploration reached.
public typealias FindingsExplorer = @Sendable (ScenarioFile) -> (findings: [WindowFinding], reach: WindowReach)

/// `@unchecked Sendable`: `result` is behind `lock`.
final class FindingsTask: @unchecked Sendable {
    private let lock = NSLock()
    private var result: (findings: [WindowFinding], reach: WindowReach)?
    private var taken = false

    init(_ scenario: ScenarioFile, explore: @escaping FindingsExplorer) {
        let thread = Thread { [self] in
            let found = explore(scenario)
            lock.lock()
            result = found
            lock.unlock()
        }
        thread.name = "lint.window"
        thread.qualityOfService = .utility   // below drawing and decoding
        thread.start()
    }

    /// The findings once, when ready; nil before and after.
    func take() -> (findings: [WindowFinding], reach: WindowReach)? {
        lock.lock()
        defer { lock.unlock() }
        guard !taken, let result else { return nil }
        taken = true
        return result
    }
}
