// A controller's function that shows the controller it is handed, read at each caller: the
// controller's own calls and an object's that holds it through a protocol it adopts.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

struct HandedControllerTests {
    @Test("a function presenting its parameter is read at its callers with the argument bound: the controller's own button, and a non-controller's call through a protocol the controller adopts as the controller's button `Caller.function`; the function is no way of its own")
    func parameterFromCallSites() throws {
        let (result, model) = try Fixtures.scan("HandedControllerApp")
        let browser = try model.spec("BrowserViewController")
        let buttons = Dictionary(browser.buttons.map { ($0.title, $0.actions) }, uniquingKeysWith: { a, _ in a })
        #expect(buttons["showErrorDetails"]?.contains(.present("ErrorDetailsViewController", style: nil)) == true, "\(buttons)")
        #expect(buttons["MessageHandler.scanRequested"]?.contains(.present("ScannerViewController", style: .fullScreen)) == true, "\(buttons)")
        #expect(buttons["presentOverlay"] == nil, "\(buttons)")
        #expect(NavigationTests.reachable(model).isSuperset(of: ["ErrorDetailsViewController", "ScannerViewController"]))
        #expect(!result.unresolved.contains { NavigationFigures.unreadSite.contains(where: $0.note.contains) }, "\(result.unresolved)")
        // The call sites are the sites shown at.
        let lines = Set(result.project.sites.compactMap { site -> Int? in
            if case .present = site.way { return site.location?.line } else { return nil }
        })
        #expect(lines.isSuperset(of: [26, 37]), "\(lines)")
    }
}
