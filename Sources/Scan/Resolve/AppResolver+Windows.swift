// The key window's root, and (R28) the windows an app makes besides it (a toast's, an
// overlay's, a picker's), which enter the model as `windows:`, hidden at launch: which
// button shows one is runtime, so lint shows and hides each in turn.

import Foundation
import OrientationEngine
import Scenario

extension AppResolver {
    /// The root: the first readable root for this device, or the main storyboard's initial
    /// controller when there is none, or when the code replaces it only on some launches.
    mutating func chooseRoot(_ roots: [RootFact], storyboardRoot: Instance?) {
        var mine = roots.filter { app.device.isPhone ? $0.idiom.phone : $0.idiom.pad }
        // A root only a test run sets (`if isRunningSpecs { window.rootViewController = UIViewController() }`).
        if let test = mine.first(where: Self.setForTests), mine.contains(where: { !Self.setForTests($0) }) {
            app.unresolved.append(Unresolved(location: test.location, expression: "window.rootViewController",
                note: "set only when \(SwiftText.clip(test.branch.last(where: Self.namesTests)?.words ?? "testing")): not the app's root"))
            mine = mine.filter { !Self.setForTests($0) }
        }
        // A launch screen shown while the app starts (`LaunchScreenViewController`) and replaced
        // once it has: what replaces it is the app's root.
        let isLaunch = { (root: RootFact) in Self.isLaunchScreen(NavigationPass.className(root.instance)) }
        if let first = mine.first, isLaunch(first), let main = mine.first(where: { !isLaunch($0) }) {
            app.unresolved.append(Unresolved(location: first.location, expression: "window.rootViewController",
                note: "\(NavigationPass.className(first.instance)) is shown while the app starts; the root it is replaced with at \(main.location) is used"))
            mine = mine.filter { !isLaunch($0) }
        }
        // A screen with no way on (no button, no child: a placeholder while the database opens,
        // a test run's empty controller) that code elsewhere replaces with one that has ways:
        // the app is used through the other.
        let table = self.table
        let deadEnd = { (root: RootFact) in Self.isDeadEnd(root.instance, table) }
        if let first = mine.first, deadEnd(first), first.function != nil,
           let main = mine.first(where: { !deadEnd($0) && $0.function != nil && $0.function != first.function }) {
            app.unresolved.append(Unresolved(location: first.location, expression: "window.rootViewController",
                note: "\(NavigationPass.className(first.instance)) leads nowhere (no button, no child) and is replaced at \(main.location): that root is used"))
            mine = mine.filter { !deadEnd($0) }
        }
        if let storyboardRoot, !mine.isEmpty, Self.onlySometimes(mine), let name = controller(for: storyboardRoot) {
            // Replaced only on some launches (a recovery mode): the storyboard's is the usual root.
            app.root = (name, Origin(location: storyboardRoot.location, note: "the main storyboard's initial controller"))
            for root in mine {
                let condition = root.branch.last(where: Self.decidesAtRunTime)?.words ?? ""
                app.unresolved.append(Unresolved(location: root.location, expression: "window.rootViewController",
                    note: "set only when \(SwiftText.clip(condition)): the main storyboard's initial controller is the usual root"))
            }
        } else if let first = Self.mainArm(of: mine, table) ?? Self.mainScreens(of: mine, table) ?? mine.first ?? roots.first {
            if let name = controller(for: first.instance) {
                app.root = (name, Origin(location: first.location))
            }
            let others = mine.filter { $0.instance.bare != first.instance.bare }
            if !others.isEmpty {
                let names = others.map { "\(NavigationPass.className($0.instance)) at \($0.location)" }.joined(separator: ", ")
                app.unresolved.append(Unresolved(location: first.location, expression: "window.rootViewController",
                    note: "the root is set in \(mine.count) places (also \(names)): \(NavigationPass.className(first.instance)) is used"))
            }
        } else if let storyboardRoot, let name = controller(for: storyboardRoot) {
            app.root = (name, Origin(location: storyboardRoot.location, note: "the main storyboard's initial controller"))
        }
    }

    /// A screen named as the one shown while the app starts (`LaunchScreenViewController`,
    /// `SplashController`, `LaunchImageViewController`; not `LaunchpadViewController`).
    static func isLaunchScreen(_ name: String) -> Bool {
        if name.contains("LaunchScreen") || name.contains("SplashScreen") { return true }
        for prefix in ["Launch", "Splash", "Loading", "Startup"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            return ["Controller", "ViewController", "VC", "Gate", "ImageController", "ImageViewController", "ViewViewController"].contains(String(rest))
        }
        return false
    }

    /// Set in the arm of a condition on a test run (`isTesting`, `NSClassFromString("XCTestCase")`,
    /// `arguments.contains("-unit-tests")`).
    static func setForTests(_ root: RootFact) -> Bool {
        root.branch.contains(where: namesTests)
    }

    static func namesTests(_ step: BranchStep) -> Bool {
        guard !step.isCase, step.arm == "then" else { return false }
        return ["Testing", "XCTest", "UnitTest", "unitTest", "UITest", "uiTest", "RunningTests", "RunningSpecs", "unit-tests", "ui-tests"]
            .contains { step.subject.contains($0) }
    }

    /// A controller class with nothing to go on to: not a container, no child, and no
    /// function of its chain (or storyboard segue) that shows anything. A SwiftUI hosting
    /// controller is never one (its screens are its view's).
    static func isDeadEnd(_ instance: Instance, _ table: ClassTable) -> Bool {
        guard case .make(let cls, _) = instance.bare else { return false }
        let name = table.canonical(cls)
        let containers = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]
        guard !name.hasPrefix("UIHostingController"), !table.kind(of: name).isContainer, table.children[name] == nil,
              !table.embedding.contains(name), !table.chain(name).contains(where: containers.contains) else { return false }
        return !table.chain(name).contains { owner in
            table.facts(owner).contains { !$0.embedded.isEmpty || !$0.childSlots.isEmpty || $0.children != nil }
                || table.functions(owner).contains { f in f.actions.contains { $0.action.isNavigationOrForcing } }
        }
    }

    /// Of one assignment's alternatives (`window.rootViewController = vc`, `vc` a login screen
    /// or the main split view by `isLoggedIn`), the container: the app's main screens are its.
    static func mainArm(of roots: [RootFact], _ table: ClassTable) -> RootFact? {
        let alternatives = roots.filter { $0.location == roots.first?.location }
        guard alternatives.count > 1 else { return nil }
        return alternatives.first { root in
            let name = table.canonical(NavigationPass.className(root.instance))
            return table.kind(of: name).isContainer || table.chain(name).contains("UISplitViewController") || table.children[name] != nil
        }
    }

    /// Of roots set in several places, the first (an upgrade screen, a login's navigation
    /// controller: `if needsUpgrade { … } else { launchMain() }`, `isConfigured ?
    /// presentTabBar() : presentWelcome()`) gives way to a tab bar or a split view set
    /// elsewhere: the app's main screens are that container's.
    static func mainScreens(of roots: [RootFact], _ table: ClassTable) -> RootFact? {
        guard let first = roots.first else { return nil }
        let holdsScreens = { (root: RootFact) -> Bool in
            switch root.instance.bare {
            case .tab: return true
            case .make(let cls, _):
                let name = table.canonical(cls)
                return table.kind(of: name) == .tab || table.chain(name).contains("UISplitViewController")
            default: return false
            }
        }
        guard !holdsScreens(first) else { return nil }
        return roots.dropFirst().first(where: holdsScreens)
    }

    /// Every root is set in an arm a launch may not take (`if recovery { … }`), and no two
    /// in different arms of one `if` (which would replace the storyboard's on every launch).
    static func onlySometimes(_ roots: [RootFact]) -> Bool {
        guard roots.allSatisfy({ $0.branch.contains(where: decidesAtRunTime) }) else { return false }
        var arms: [Int: Set<String>] = [:]
        for root in roots { for step in root.branch { arms[step.point, default: []].insert(step.arm) } }
        return arms.values.allSatisfy { $0.count == 1 }
    }

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
            app.windows.append((WindowSpec(name: name, level: window.level ?? 0, root: root),
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

/// `window.windowLevel = .statusBar + 0.5`, `UIWindowLevelAlert + 1`,
/// `UIWindow.Level(rawValue: 2001)`: the level's value (UIKit's: normal 0, status bar
/// 1000, alert 2000); nil when the text names none of them.
enum WindowLevelText {
    static func value(_ text: String) -> Double? {
        let compact = text.filter { !$0.isWhitespace }
        if let open = compact.range(of: "rawValue:"), let number = Double(compact[open.upperBound...].prefix { $0.isNumber || $0 == "." }) {
            return number
        }
        let lowered = compact.lowercased()
        let base: Double
        if lowered.contains("alert") { base = 2000 } else if lowered.contains("statusbar") { base = 1000 }
        else if lowered.contains("normal") { base = 0 } else { return nil }
        for sign in ["+", "-"] {
            if let at = compact.lastIndex(of: Character(sign)), let offset = Double(compact[compact.index(after: at)...]) {
                return sign == "+" ? base + offset : base - offset
            }
        }
        return base
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
