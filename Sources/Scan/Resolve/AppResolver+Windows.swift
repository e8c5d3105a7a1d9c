// R28: the windows an app makes besides its key window (a toast's, an overlay's, a
// picker's) enter the model as `windows:`, hidden at launch: which button shows one is
// runtime, so lint shows and hides each in turn.

import Foundation
import OrientationEngine
import Scenario

extension AppResolver {
    mutating func resolveWindows(_ others: [RootFact]) {
        var seen: Set<String> = []
        for window in others {
            if case .unknown(let text, let at) = window.instance.bare {
                app.unresolved.append(Unresolved(location: at, expression: text,
                    note: "the root of another window (\(window.window)) cannot be read: that window is left out"))
                continue
            }
            guard let root = controller(for: window.instance), root != app.root?.name else { continue }
            let name = Self.windowName(window, taken: seen)
            guard !app.windows.contains(where: { $0.spec.root == root && Self.base(window) == Self.base(of: $0.spec.name) }) else { continue }
            seen.insert(name)
            app.windows.append((WindowSpec(name: name, root: root),
                                Origin(location: window.location, note: "made by \(window.owner ?? "?"); hidden until the app shows it")))
        }
    }

    /// `toastWindow` as written; a plain `window` is named after its owner
    /// (`ToastPresenter` → `toastPresenterWindow`); unique, never the main window's name.
    static func windowName(_ window: RootFact, taken: Set<String>) -> String {
        let base = base(window)
        var name = base
        var n = 2
        while taken.contains(name) || name == WindowSpec.mainName {
            name = "\(base)\(n)"
            n += 1
        }
        return name
    }

    static func base(_ window: RootFact) -> String {
        let written = identifier(NavigationPass.lastName(window.window))
        guard written.isEmpty || written == "window" else { return written }
        let owner = identifier(window.owner ?? "")
        guard let first = owner.first else { return "otherWindow" }
        return first.lowercased() + owner.dropFirst() + "Window"
    }

    /// The name without its uniqueness suffix.
    static func base(of name: String) -> String {
        String(name.reversed().drop { $0.isNumber }.reversed())
    }

    private static func identifier(_ text: String) -> String {
        let kept = text.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
        let s = String(String.UnicodeScalarView(kept))
        return s.first?.isNumber == true ? "_" + s : s
    }
}
