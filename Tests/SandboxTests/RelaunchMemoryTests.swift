import CSDL
import Foundation
import Testing

@testable import Sandbox

/// D and I relaunch the app on devices of other sizes: glibc keeps the pages of the
/// textures each relaunch frees unless they are handed back, so the window hands them
/// back once the relaunched app is drawn; the RSS
/// curve itself is measured under Xvfb by scripts/soak-relaunch.sh.
extension RenderTests {
    @Test("Each relaunch on another device or iOS, once drawn, hands freed memory back; R and turns do not")
    func relaunchReturnsMemory() throws {
        let app = try makeApp()
        defer { app.close() }
        #expect(app.memoryReturns == 0)
        var devices = Set<String>()
        for press in 1...24 {
            push(key: press % 2 == 0 ? SDLK_d : SDLK_i)
            app.manual.now += 0.2
            app.frame()
            devices.insert("\(app.state.engine.model.device) \(app.state.engine.model.iosVersion)")
            #expect(app.memoryReturns == press, "after \(press) switches")
        }
        #expect(devices.count >= 6, "the switches went round the devices and versions: \(devices)")
        let returns = app.memoryReturns
        push(key: SDLK_r)
        app.manual.now += 0.2
        app.frame()
        push(key: SDLK_LEFT, ctrl: true)
        app.manual.now += 1
        app.frame()
        #expect(app.memoryReturns == returns)
        // What the relaunches drew is cached within bounds, not per device and version.
        #expect(app.scene.text.cachedCount <= app.scene.text.limit)
    }
}
