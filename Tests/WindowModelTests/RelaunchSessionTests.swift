import OrientationEngine
import Testing
import TestSupport

@testable import WindowModel

/// Through the reducer: D and I relaunch the app thousands of times and
/// the window's state keeps what it always keeps, no more: the trace panel at its limit,
/// the session's log (Ctrl+S) under its cap, one engine. (The memory the shell's textures
/// left behind is RelaunchMemoryTests' and scripts/soak-relaunch.sh's.)
@Suite("Relaunches keep nothing per relaunch")
struct RelaunchSessionTests {
    @Test("1,500 device and iOS switches: the trace at its limit, the log under its cap, growing by a launch's lines each")
    func switches() throws {
        var (state, _) = try WindowState.start(model: DemoApp.model(), at: 0)
        var t = 0.0, seen = Set<String>()
        var logAfter: [Int] = []
        for press in 0..<1_500 {
            t += 0.13
            _ = state.reduce(.key(press % 2 == 0 ? .d : .i), at: t)
            _ = state.makeFrame(at: t, width: 1280, height: 800)
            seen.insert("\(state.engine.model.device) \(state.engine.model.iosVersion)")
            if press % 500 == 499 { logAfter.append(state.chrome.log.count) }
        }
        #expect(seen.count >= 6)
        #expect(state.chrome.trace.count == state.chrome.traceLimit)
        #expect(state.chrome.log.count <= WindowChrome.logLimit)
        // What the log gains per 500 switches is a launch's trace each, the same every time.
        let gains = zip(logAfter.dropFirst(), logAfter).map { $0 - $1 }
        #expect(gains.allSatisfy { $0 <= 40 * 500 && $0 == gains[0] }, "\(gains)")
    }
}
