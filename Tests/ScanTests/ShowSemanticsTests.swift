import OrientationEngine
import Testing
@testable import Scan

/// UIKit's `show(_:sender:)` and a storyboard's `show` segue push from a screen inside a
/// navigation controller and present modally from any other.
struct ShowSemanticsTests {
    static let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#

    @Test("R15a a `show` segue (and `show(_:sender:)` in code) from a tab bar's screen in no navigation controller presents the screen; from a screen in one it pushes")
    func showPresentsOutsideANavigation() throws {
        let board = Fixtures.storyboard(initial: "t-1", [
            #"<tabBarController id="t-1" sceneMemberID="viewController"><connections><segue destination="m-1" kind="relationship" relationship="viewControllers" id="r1"/><segue destination="n-1" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController>"#,
            #"<viewController id="m-1" customClass="MeterScreen" sceneMemberID="viewController"><connections><segue destination="q-1" kind="show" identifier="MeterToQuiet" id="s1"/></connections></viewController>"#,
            #"<navigationController id="n-1" sceneMemberID="viewController"><connections><segue destination="l-1" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController>"#,
            #"<tableViewController id="l-1" customClass="ListScreen" sceneMemberID="viewController"><connections><segue destination="q-1" kind="show" identifier="ListToQuiet" id="s2"/></connections></tableViewController>"#,
            #"<viewController id="q-1" customClass="QuietScreen" sceneMemberID="viewController"/>"#,
        ])
        let model = try Fixtures.scan(files: [
            "Main.storyboard": board,
            "Info.plist": Self.plist,
            "App.swift": """
                import UIKit
                final class MeterScreen: UIViewController {
                    @objc func openHelp() { show(HelpScreen(), sender: self) }
                }
                final class ListScreen: UITableViewController {
                    @objc func openHelp() { show(HelpScreen(), sender: self) }
                }
                final class QuietScreen: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class HelpScreen: UIViewController {}
                """,
        ]).model
        let meter = try model.spec("MeterScreen"), list = try model.spec("ListScreen")
        let meterWays = Set(meter.buttons.map { "\($0.actions)" }), listWays = Set(list.buttons.map { "\($0.actions)" })
        #expect(meterWays == ["\([Action.present("QuietScreen", style: nil)])", "\([Action.present("HelpScreen", style: nil)])"], "\(meterWays)")
        #expect(listWays == ["\([Action.push("QuietScreen")])", "\([Action.push("HelpScreen")])"], "\(listWays)")
    }
}
