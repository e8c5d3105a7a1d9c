// R28: the windows an app makes besides its key window (a toast's, an overlay's, a
// picker's) enter the model as `windows:`, hidden at launch: which button shows one is
// runtime, so lint shows and hides each in turn.

import Foundation
import OrientationEngine
import Scenario

extension AppResolver {
    mutating func resolveWindows(_ others: [RootFact]) {
        var taken: Set<String> = []
        var made: Set<[String]> = []
        for window in others {
            if window.onOtherScreen {
                app.unresolved.append(Unresolved(location: window.location, expression: window.window,
                    note: "a window on another screen (an external display): the device's turns never reach it, left out"))
                continue
            }
            if case .unknown(let text, let at) = window.instance.bare {
                app.unresolved.append(Unresolved(location: at, expression: text,
                    note: "the root of another window (\(window.window)) cannot be read: that window is left out"))
                continue
            }
            guard let root = controller(for: window.instance), root != app.root?.name else { continue }
            // The same window given the same root in several places is one window.
            let base = Self.windowBase(window)
            guard made.insert([base, root]).inserted else { continue }
            var name = base
            var n = 2
            while taken.contains(name) || name == WindowSpec.mainName {
                name = "\(base)\(n)"
                n += 1
            }
            taken.insert(name)
            app.windows.append((WindowSpec(name: name, root: root),
                                Origin(location: window.location, note: "made by \(window.owner ?? "?"); hidden until the app shows it")))
        }
    }

    /// `toastWindow` as written; a plain `window` is named after its owner
    /// (`ToastPresenter` → `toastPresenterWindow`).
    static func windowBase(_ window: RootFact) -> String {
        let written = NavigationPass.lastName(window.window)
        if !written.isEmpty, written != "window" { return AnswerResolver.identifier(written) }
        guard let owner = window.owner, !owner.isEmpty else { return "otherWindow" }
        let name = AnswerResolver.identifier(owner)
        return name.prefix(1).lowercased() + name.dropFirst() + "Window"
    }
}

/// `window.screen = …`: the main screen keeps the window on the device.
enum ScreenAssignment {
    static func isMain(_ value: String) -> Bool {
        let compact = value.filter { !$0.isWhitespace }
        return ["UIScreen.main", "[UIScreenmainScreen]", "UIScreen.mainScreen", ".main"].contains { compact.hasPrefix($0) }
            || compact.hasSuffix("windowScene.screen") || compact.hasSuffix("window.screen")
    }
}
