// A value of the app model, named as a type: what a finding points at, what a scanned
// project's source map locates, what a scenario file's line table is asked about. Its
// `keyPath` is the scenario file's spelling (`controllers.List.supported`), used only to
// find a line in a file; nothing reads a key back from that text.

/// Where in a controller's lists an action sits.
public enum ActionList: Hashable, Sendable {
    case button(Int)
    case hook(Hook)
    case method(String)
}

public enum ControllerField: String, Hashable, Sendable, CaseIterable {
    case kind, stack, tabs, selected, supported, shouldAutorotate, preferred, presentation
    case prefersStatusBarHidden, shouldAutorotateTo, vars, layout, lockable, player
    /// A tab container switched only by its own code (no tab bar a person taps).
    case tabBar
    /// R29: iPadOS 26's `prefersInterfaceOrientationLocked`.
    case prefersOrientationLocked
}

public enum AppField: String, Hashable, Sendable, CaseIterable {
    case plist, window, root, vars, requiresFullScreen, infoPlist, delegate, deviceNotifications
    /// R29: iOS 27's scene delegate mask; `UIRequiresFullScreenIgnoredStartingWithVersion`.
    case sceneMask, requiresFullScreenIgnoredFrom
}

public enum ModelKey: Hashable, Sendable, CustomStringConvertible {
    /// The app section itself.
    case app
    case appField(AppField)
    /// A controller's own entry (its class line when scanned).
    case controller(String)
    case field(String, ControllerField)
    /// A button, a hook or a method: the whole list.
    case actions(String, ActionList)
    /// One action of such a list, by index.
    case action(String, ActionList, Int)
    /// R28: one of the app's extra windows, by its index in `windows:`.
    case window(Int)

    /// The scenario file's key path (`controllers.P.buttons[0].do[1]`).
    public var keyPath: String {
        switch self {
        case .app: "app"
        case .appField(let f): "app.\(f.rawValue)"
        case .controller(let c): "controllers.\(c)"
        case .field(let c, let f): "controllers.\(c).\(f.rawValue)"
        case .actions(let c, let list): "controllers.\(c).\(Self.path(list))"
        case .action(let c, let list, let i): "controllers.\(c).\(Self.path(list))[\(i)]"
        case .window(let i): "windows[\(i)]"
        }
    }

    public var description: String { keyPath }

    /// The controller the key belongs to, if any.
    public var controller: String? {
        switch self {
        case .app, .appField, .window: nil
        case .controller(let c), .field(let c, _), .actions(let c, _), .action(let c, _, _): c
        }
    }

    /// The enclosing key (an action → its list → its controller → nil): where to look
    /// when a key itself has no recorded place.
    public var parent: ModelKey? {
        switch self {
        case .app, .controller, .window: nil
        case .appField: .app
        case .field(let c, _), .actions(let c, _): .controller(c)
        case .action(let c, let list, _): .actions(c, list)
        }
    }

    private static func path(_ list: ActionList) -> String {
        switch list {
        case .button(let i): "buttons[\(i)].do"
        case .hook(let h): "on.\(h.rawValue)"
        case .method(let m): "methods.\(m)"
        }
    }
}
