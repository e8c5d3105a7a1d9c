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

    @Test("a table delegate object told its controller (`RuleRows(host: self)`, `let host: UIViewController`) that calls a screen's static `show(over: host)`: a button of that controller, and the static function is no button of its class")
    func helperObjectHandsItsHost() throws {
        let model = try Fixtures.scan(source: Fixtures.sceneDelegate(root: "RuleEditor()") + """
            final class RuleEditor: UIViewController {
                private let table = UITableView()
                private var rows: RuleRows!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    rows = RuleRows(host: self)
                    table.delegate = rows
                }
            }
            final class RuleRows: NSObject, UITableViewDelegate {
                let host: UIViewController
                init(host: UIViewController) { self.host = host }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    TimeWheel.show(over: host)
                }
            }
            final class TimeWheel: UIViewController {
                static func show(over parent: UIViewController) {
                    let wheel = TimeWheel()
                    wheel.modalPresentationStyle = .overCurrentContext
                    parent.present(wheel, animated: true)
                }
            }
            """).model
        #expect(try model.spec("RuleEditor").buttons.map(\.actions) == [[.present("TimeWheel", style: .overCurrentContext)]])
        #expect(try model.spec("TimeWheel").buttons.isEmpty)
    }
}
