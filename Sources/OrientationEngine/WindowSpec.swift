// R28: the app's windows besides the main one, as a scenario file lists them.

/// R28: a window the app shows besides its main one (an alert, a toast, a picker, an
/// overlay, a lock screen), as `windows:` lists it.
public struct WindowSpec: Sendable, Equatable {
    /// `UIWindow.Level` raw values the file may name.
    public static let levels: [(String, Double)] = [("normal", 0), ("statusBar", 1000), ("alert", 2000)]
    /// The main window's name (reserved).
    public static let mainName = "main"

    public var name: String
    /// `windowLevel`: higher is on top.
    public var level: Double
    /// The window's root controller.
    public var root: String
    /// `isHidden` at launch.
    public var hidden: Bool
    /// `canAffectStatusBarAppearance` (every app-created window can, unless told not to).
    public var canAffectStatusBar: Bool

    public init(name: String, level: Double = 0, root: String, hidden: Bool = true, canAffectStatusBar: Bool = true) {
        self.name = name
        self.level = level
        self.root = root
        self.hidden = hidden
        self.canAffectStatusBar = canAffectStatusBar
    }
}
