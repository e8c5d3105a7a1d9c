// What the explorer does to the app: the user's turns, the system lock, taps on what the
// screen shows, the tab bar and a swipe that dismisses a sheet. A path of probes is how a
// finding is shown ("launch held portrait → tap “Watch” → turn landscapeLeft").

import OrientationEngine

public enum Probe: Sendable, Hashable, CustomStringConvertible {
    /// The app launches with the device held this way.
    case launch(DeviceOrientation)
    case turn(DeviceOrientation)
    case systemLock(Bool)
    case tap(String)
    /// A tab of the tab bar on screen, by index.
    case selectTab(Int)
    /// A tab of another tab controller on screen around the innermost (a split view's column
    /// around a page container that holds several): by its name and index.
    case selectTabOf(String, Int)
    /// The user swipes the sheet on top down (R15a: only sheets can be swiped away).
    case swipeDownSheet
    /// The app shows or hides one of its extra windows (R28: a toast, an overlay).
    case showWindow(String)
    case hideWindow(String)

    public var description: String {
        switch self {
        case .launch(let orientation): "launch held \(orientation.name)"
        case .turn(let orientation): "turn \(orientation.name)"
        case .systemLock(let on): on ? "lock rotation" : "unlock rotation"
        case .tap(let title): "tap “\(title.escapedForOneLine)”"
        case .selectTab(let index): "select tab \(index)"
        case .selectTabOf(let name, let index): "select tab \(index) of \(name.escapedForOneLine)"
        case .swipeDownSheet: "swipe the sheet down"
        case .showWindow(let name): "the app shows window “\(name.escapedForOneLine)”"
        case .hideWindow(let name): "the app hides window “\(name.escapedForOneLine)”"
        }
    }

    /// The engine event (nil for launch: a root is made with its own engine).
    public var event: Event? {
        switch self {
        case .launch: nil
        case .turn(let orientation): .turn(orientation)
        case .systemLock(let on): .systemLock(on)
        case .tap(let title): .tap(title)
        case .selectTab(let index): .selectTab(index)
        case .selectTabOf(let tab, let index): .perform(.selectTab(index), by: tab)
        case .swipeDownSheet: .dismiss
        case .showWindow(let name): .perform(.showWindow(name), by: nil)
        case .hideWindow(let name): .perform(.hideWindow(name), by: nil)
        }
    }

    /// The orientations a person turns the device to (unknown is never held). Face down is
    /// left out: every rule treats it as face up (R11: lying flat changes the device
    /// orientation only), so its states would mirror face up's at the cost of a sixth more
    /// steps (ProbeTests `faceDownMirrorsFaceUp` holds the engine to it).
    static let turns: [DeviceOrientation] = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown, .faceUp,
    ]

    /// Everything a person can do on this settled, running app (what the window lets them
    /// touch: under a full-screen player, only its controls).
    static func available(in engine: Engine) -> [Probe] {
        let state = engine.state
        var probes: [Probe] = turns.filter { $0 != state.physical }.map { .turn($0) }
        probes.append(.systemLock(!state.systemLock))
        // A title once (the engine taps the first button of a title); by its bytes, as a set
        // of non-ASCII strings would normalise each one.
        var titles = Set<ByteKey>()
        // A full-screen player covers the screen (the window draws it over the bars and the
        // controllers' buttons): only its own controls can be touched then.
        let covered = engine.visibleFullScreen
        for button in engine.screenButtons where titles.insert(ByteKey(button.title)).inserted {
            if covered, case .player = button.role {} else if covered { continue }
            probes.append(.tap(button.title))
        }
        if !covered, let innermost = engine.tabBarOnScreen {
            for tab in engine.visibleChain where engine.spec(tab).kind == .tab && engine.spec(tab).tabBar {
                let node = state.controllers[tab]
                for index in node.children.indices where index != node.selected {
                    probes.append(tab == innermost ? .selectTab(index) : .selectTabOf(engine.name(of: tab), index))
                }
            }
        }
        if !covered, engine.topSheet != nil { probes.append(.swipeDownSheet) }
        // R28: whatever the app's windows do is explored both ways, shown and hidden.
        for (index, window) in engine.model.windows.enumerated() {
            probes.append(state.shownWindows.contains(index) ? .hideWindow(window.name) : .showWindow(window.name))
        }
        return probes
    }
}
