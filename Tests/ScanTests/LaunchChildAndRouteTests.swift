import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// A launch screen that adds the storyboard's tab bar as its child once the framework it
/// subclasses says launching finished; a browser presenting what a route factory returns.
struct LaunchChildAndRouteTests {
    @Test("a property stored in viewDidLoad (`destination = storyboard.instantiate…(withIdentifier:) as! MainTabs`) and added as a child in another method is that scene, with its storyboard tabs")
    func storedChildFromStoryboardScene() throws {
        let (_, model) = try Fixtures.scan("LaunchChildApp")
        #expect(model.root == "LaunchController")
        #expect(try model.spec("LaunchController").tabs == ["MainTabs"])
        #expect(try model.spec("MainTabs").tabs == ["ForwardingNav", "ForwardingNav(SettingsController)"],
                "the scene's relationships, not a stand-in child")
        #expect(try model.spec("ForwardingNav").stack == ["FeedController"])
        #expect(!model.controllers.contains { $0.name.hasSuffix(" child") })
    }

    @Test("R15a what a callback a lifecycle method's helper keeps presents from a factory's `switch` is one way per arm (a class built in two places told apart by file and line), each with its own style; `idiom == .phone ? .overFullScreen : .formSheet` is the style per device")
    func routeFactoryArms() throws {
        let (_, phone) = try Fixtures.scan("RouteFactoryApp")
        let buttons = try phone.spec("BrowserController").buttons
        #expect(buttons.count == 5, "\(buttons.map(\.title))")
        #expect(buttons.allSatisfy { $0.actions.count == 1 }, "never one sequence of every arm")
        #expect(buttons.map(\.actions) .contains([.present("OnboardingController", style: .formSheet)]))
        let hosting = buttons.filter { $0.title.contains("PortraitHostingController") }
        #expect(hosting.count == 3)
        #expect(hosting.allSatisfy { $0.actions == [.present("PortraitHostingController", style: .overFullScreen)] },
                "the iPhone's arm of each idiom ternary")
        let (_, pad) = try Fixtures.scan("RouteFactoryApp", ScanOptions(device: .ipad))
        let padStyles = try pad.spec("BrowserController").buttons.filter { $0.title.contains("PortraitHostingController") }
            .flatMap(\.actions)
        #expect(padStyles.filter { $0 == .present("PortraitHostingController", style: .formSheet) }.count == 2)
        #expect(padStyles.filter { $0 == .present("PortraitHostingController", style: .overFullScreen) }.count == 1)
    }
}
