import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Lint

/// R28: lint explores the app's extra windows both ways, and names the screen a person
/// sees on top of the main window.
struct WindowProbeTests {
    static let text = """
        ios: 17
        app: {plist: [portrait, landscapeLeft, landscapeRight], root: Feed}
        windows:
          - {name: Overlay, level: alert, root: LivePlayer}
        controllers:
          Feed: {supported: portrait}
          LivePlayer: {supported: landscape}
        """

    @Test("R28 a hidden window is shown and hidden by the explorer; its root is the screen on top")
    func windowsExplored() throws {
        let scenario = try ScenarioLoader.parse(text: Self.text, file: "windows.yaml")
        let result = Lint.run(scenario, text: Self.text, options: LintOptions(devices: [.iphoneFaceID], versions: [17]))
        let combination = Combination(device: .iphoneFaceID, ios: 17)
        #expect(result.shown["LivePlayer"]?[combination]?.contains(where: \.isLandscape) == true)
        #expect(result.shown["Feed"]?[combination] == [.portrait], "the feed itself never shows landscape")
        #expect(Probe.available(in: try Self.launched(scenario)).contains(.showWindow("Overlay")))
    }

    @Test("R28 before iOS 16 the overlay turns alone: the feed under it stays portrait")
    func beforeIOS16() throws {
        let scenario = try ScenarioLoader.parse(text: Self.text.replacingOccurrences(of: "ios: 17", with: "ios: 15"),
                                                file: "windows.yaml")
        let result = Lint.run(scenario, text: nil, options: LintOptions(devices: [.iphoneFaceID], versions: [15]))
        let combination = Combination(device: .iphoneFaceID, ios: 15)
        #expect(result.shown["LivePlayer"]?[combination]?.contains(where: \.isLandscape) == true)
        #expect(result.shown["Feed"]?[combination] == [.portrait])
    }

    static func launched(_ scenario: ScenarioFile) throws -> Engine {
        var engine = scenario.engine
        _ = try engine.send(.launch, at: 0)
        _ = engine.settle()
        return engine
    }
}
