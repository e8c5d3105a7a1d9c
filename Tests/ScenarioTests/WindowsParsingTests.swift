// R28/R29 keys of the file format: `windows:`, showWindow/hideWindow, app.sceneMask,
// app.requiresFullScreenIgnoredFrom and a controller's prefersOrientationLocked.

import OrientationEngine
import Testing
@testable import Scenario

@Suite("Scenario format: windows and iPadOS 26 / iOS 27 keys R28 R29")
struct WindowsParsingTests {
    static let text = """
        ios: 27
        app:
          root: Home
          sceneMask: portrait
          requiresFullScreenIgnoredFrom: 26
        windows:
          - {name: Overlay, level: alert, root: Popup}
          - {name: Toast, level: 1500.5, root: Note, hidden: false, canAffectStatusBar: false}
        controllers:
          Home:
            prefersOrientationLocked: true
            buttons: [{title: Show, do: [{showWindow: Overlay}]}]
          Popup:
            buttons: [{title: Close, do: [{hideWindow: Overlay}]}]
          Note: {}
        steps:
          - showWindow: Overlay
          - hideWindow: Overlay

        """

    @Test("R28 R29 the keys read into the model")
    func reads() throws {
        let file = try parse(Self.text)
        #expect(file.model.windows == [
            WindowSpec(name: "Overlay", level: 2000, root: "Popup"),
            WindowSpec(name: "Toast", level: 1500.5, root: "Note", hidden: false, canAffectStatusBar: false),
        ])
        #expect(file.model.sceneMask == .literal(.portrait))
        #expect(file.model.requiresFullScreenIgnoredFrom == 26)
        #expect(file.model.controller(named: "Home")?.prefersOrientationLocked == .literal(true))
        #expect(file.steps.map(\.kind) == [.event(.perform(.showWindow("Overlay"), by: nil)),
                                           .event(.perform(.hideWindow("Overlay"), by: nil))])
    }

    @Test("R28 unknown windows, levels and keys are one line each, with did-you-mean", arguments: [
        ("steps:\n  - showWindow: Overlai\n", "unknown window 'Overlai' (did you mean 'Overlay'?)"),
        ("controllers:\n  Home: {buttons: [{title: S, do: [{hideWindow: Overlai}]}]}\n", "unknown window 'Overlai'"),
        ("windows:\n  - {name: Other, root: Home}\n", "Home is already the root of the main window"),
        ("windows:\n  - {name: Other, root: Popup, level: alrt}\n", "unknown window level 'alrt': a number, or one of normal, statusBar, alert (did you mean 'alert'?)"),
        ("windows:\n  - {name: Other, root: Popup, visible: true}\n", "unknown key 'visible'"),
    ])
    func errors(extra: String, message: String) throws {
        var text = "app: {root: Home}\nwindows:\n  - {name: Overlay, root: Popup}\ncontrollers:\n  Home: {}\n  Popup: {}\n"
        if extra.hasPrefix("windows:") {
            text = "app: {root: Home}\ncontrollers:\n  Home: {}\n  Popup: {}\n" + extra
        } else if extra.hasPrefix("controllers:") {
            text = "app: {root: Home}\nwindows:\n  - {name: Overlay, root: Popup}\n" + extra + "  Popup: {}\n"
        } else {
            text += extra
        }
        let error = try #require(parseError(text))
        #expect(error.description.contains(message), "\(error)")
    }
}
