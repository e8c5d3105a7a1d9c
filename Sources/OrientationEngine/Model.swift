// The simulated app as a scenario file describes it (SCENARIOS.md "File format").
// Plain values with names; `Engine.init` validates them and resolves names to ids.

/// A variable's value: a flag or a set of orientations.
public enum Value: Sendable, Equatable, CustomStringConvertible {
    case bool(Bool)
    case mask(OrientationMask)

    public var description: String {
        switch self {
        case .bool(let flag): flag ? "true" : "false"
        case .mask(let mask): mask.description
        }
    }

    var typeName: String {
        switch self {
        case .bool: "bool"
        case .mask: "orientation mask"
        }
    }

    /// "a bool", "an orientation mask".
    var typeNameWithArticle: String {
        switch self {
        case .bool: "a bool"
        case .mask: "an orientation mask"
        }
    }
}

/// The right-hand side of `set`.
public enum Operand: Sendable, Equatable {
    case literal(Value)
    case variable(String)
}

/// A view the transform fallback (R20d) can turn.
public enum TransformTarget: Sendable, Hashable, CustomStringConvertible {
    case window
    case root
    /// The controller running the action (`self` in files).
    case this
    /// A controller's view, by name (after `self` is resolved).
    case controller(String)
    /// The player's video view (P2 transform strategy).
    case player

    public var description: String {
        switch self {
        case .window: "window"
        case .root: "root"
        case .this: "self"
        case .controller(let name): name
        case .player: "player"
        }
    }
}

/// SCENARIOS.md "Actions": what hooks, methods and buttons do.
public enum Action: Sendable, Equatable {
    case set([(name: String, value: Operand)])
    case call(String)
    case forceDevice(DeviceOrientation)
    case attemptRotation
    case setNeedsUpdate
    case requestGeometry(MaskExpr)
    case setStatusBar(InterfaceOrientation)
    /// `to: nil` is the identity.
    case transform(view: TransformTarget, to: InterfaceOrientation?, animated: Bool)
    case push(String)
    case pop
    /// `{present: X}`, or `{present: X, style: S}` when the call site sets the style.
    case present(String, style: PresentationStyle? = nil)
    case dismiss
    case selectTab(Int)
    case lock(Bool)
    /// R28: an extra window (`windows:`) is shown or hidden by name.
    case showWindow(String)
    case hideWindow(String)

    public static func == (lhs: Action, rhs: Action) -> Bool {
        switch (lhs, rhs) {
        case (.set(let a), .set(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        case (.call(let a), .call(let b)): a == b
        case (.forceDevice(let a), .forceDevice(let b)): a == b
        case (.attemptRotation, .attemptRotation), (.setNeedsUpdate, .setNeedsUpdate),
            (.pop, .pop), (.dismiss, .dismiss):
            true
        case (.requestGeometry(let a), .requestGeometry(let b)): a == b
        case (.setStatusBar(let a), .setStatusBar(let b)): a == b
        case (.transform(let v1, let o1, let a1), .transform(let v2, let o2, let a2)):
            v1 == v2 && o1 == o2 && a1 == a2
        case (.push(let a), .push(let b)): a == b
        case (.present(let a, let s1), .present(let b, let s2)): a == b && s1 == s2
        case (.selectTab(let a), .selectTab(let b)): a == b
        case (.lock(let a), .lock(let b)): a == b
        case (.showWindow(let a), .showWindow(let b)), (.hideWindow(let a), .hideWindow(let b)): a == b
        default: false
        }
    }

    /// Actions that exist only on iOS 16 and later (R19, R20b).
    var requiresIOS16: Bool {
        switch self {
        case .setNeedsUpdate, .requestGeometry: true
        default: false
        }
    }

    /// The key as a file writes it, for key paths.
    public var key: String {
        switch self {
        case .set: "set"
        case .call: "call"
        case .forceDevice: "forceDevice"
        case .attemptRotation: "attemptRotation"
        case .setNeedsUpdate: "setNeedsUpdate"
        case .requestGeometry: "requestGeometry"
        case .setStatusBar: "setStatusBar"
        case .transform: "transform"
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .selectTab: "selectTab"
        case .lock: "lock"
        case .showWindow: "showWindow"
        case .hideWindow: "hideWindow"
        }
    }
}

public enum ControllerKind: String, Sendable, CaseIterable {
    case vc, nav, tab, player

    public var isContainer: Bool { self == .nav || self == .tab }
}

/// Lifecycle and notification hooks a file may define (`on:`).
public enum Hook: String, Sendable, CaseIterable {
    /// Once per instance, when it is first shown, before its first `viewWillAppear`
    /// (where apps set up: `init`, `loadView`, `viewDidLoad`).
    case viewDidLoad
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case deviceOrientationDidChange
    /// Players only: before full screen is entered / after it was left (where apps
    /// flip their app delegate's "allow landscape" flag).
    case willEnterFullScreen, didExitFullScreen
}

public struct Button: Sendable, Equatable {
    public var title: String
    public var actions: [Action]
    public init(title: String, actions: [Action]) {
        self.title = title
        self.actions = actions
    }
}

/// Insets of a controller's content box, in points.
public struct Insets: Sendable, Equatable {
    public var top: Double, bottom: Double, left: Double, right: Double
    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}

/// `layout:` — insets per orientation family, re-applied on each transition.
public struct Layout: Sendable, Equatable {
    public var portrait: Insets?
    public var landscape: Insets?
    public init(portrait: Insets? = nil, landscape: Insets? = nil) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public func insets(for orientation: InterfaceOrientation) -> Insets? {
        orientation.isLandscape ? landscape : portrait
    }
}

/// `player:` options of a controller of kind player (P1–P7).
public struct PlayerOptions: Sendable, Equatable {
    public enum Strategy: String, Sendable, CaseIterable { case auto, system, transform }
    public var video: String?
    public var strategy: Strategy
    public var autoFullScreen: Bool
    public var catchUpOnUnlock: Bool
    /// Width / height of the video as displayed, when known (P7: < 1 is a portrait video).
    /// Set by whoever opened the video; nil is taken as landscape.
    public var videoAspect: Double?
    /// Why the video cannot play, when it cannot (missing or undecodable file).
    public var videoError: String?
    /// Seconds the video lasts, when known (P1's total time; seeks stop there). Set by
    /// whoever opened the video, like `videoAspect`.
    public var videoDuration: Double?
    public init(
        video: String? = nil, strategy: Strategy = .auto, autoFullScreen: Bool = true,
        catchUpOnUnlock: Bool = true, videoAspect: Double? = nil, videoError: String? = nil,
        videoDuration: Double? = nil
    ) {
        self.video = video
        self.strategy = strategy
        self.autoFullScreen = autoFullScreen
        self.catchUpOnUnlock = catchUpOnUnlock
        self.videoAspect = videoAspect
        self.videoError = videoError
        self.videoDuration = videoDuration
    }
}

/// One controller class of the simulated app. A key left nil is "not overridden".
public struct ControllerSpec: Sendable, Equatable {
    public var name: String
    public var kind: ControllerKind
    public var title: String?
    /// nav: the initial stack, bottom first.
    public var stack: [String]
    /// tab: the tabs and the initially selected index.
    public var tabs: [String]
    public var selected: Int
    public var shouldAutorotate: BoolExpr?
    public var supported: MaskExpr?
    public var preferred: OrientationExpr?
    public var prefersStatusBarHidden: BoolExpr?
    /// ios5: the orientations `shouldAutorotateToInterfaceOrientation:` answers YES for.
    public var shouldAutorotateTo: MaskExpr?
    public var vars: [String: Value]
    public var hooks: [Hook: [Action]]
    public var methods: [String: [Action]]
    public var buttons: [Button]
    public var layout: Layout?
    public var lockable: Bool
    public var player: PlayerOptions?
    /// `modalPresentationStyle` when presented (R15a).
    public var presentation: PresentationStyle
    /// iPadOS 26's `prefersInterfaceOrientationLocked` (R29), when overridden.
    public var prefersOrientationLocked: BoolExpr? = nil
    /// tab: whether a person switches the tabs (a tab bar); false for a container whose code
    /// switches the child it shows (its buttons' `selectTab`), which has no bar to tap.
    public var tabBar = true

    public init(
        name: String, kind: ControllerKind = .vc, title: String? = nil, stack: [String] = [],
        tabs: [String] = [], selected: Int = 0, shouldAutorotate: BoolExpr? = nil,
        supported: MaskExpr? = nil, preferred: OrientationExpr? = nil,
        prefersStatusBarHidden: BoolExpr? = nil, shouldAutorotateTo: MaskExpr? = nil,
        vars: [String: Value] = [:], hooks: [Hook: [Action]] = [:],
        methods: [String: [Action]] = [:], buttons: [Button] = [], layout: Layout? = nil,
        lockable: Bool = false, player: PlayerOptions? = nil, presentation: PresentationStyle = .automatic
    ) {
        self.name = name
        self.kind = kind
        self.title = title
        self.stack = stack
        self.tabs = tabs
        self.selected = selected
        self.shouldAutorotate = shouldAutorotate
        self.supported = supported
        self.preferred = preferred
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.shouldAutorotateTo = shouldAutorotateTo
        self.vars = vars
        self.hooks = hooks
        self.methods = methods
        self.buttons = buttons
        self.layout = layout
        self.lockable = lockable
        self.player = player ?? (kind == .player ? PlayerOptions() : nil)
        self.presentation = presentation
    }
}

/// The whole simulated app plus the device it runs on.
public struct AppModel: Sendable, Equatable {
    public var name: String?
    public var device: DeviceModel {
        // iOS reads `UISupportedInterfaceOrientations~ipad` on an iPad: another device looks again.
        didSet { if let infoPlist, device != oldValue { infoPlist.apply(to: &self) } }
    }
    /// The `ios:` major version (one of `IOSVersion.shipped`).
    public var iosVersion: Int
    /// The initial physical device orientation.
    public var orientation: DeviceOrientation
    public var delegate: String
    /// `UISupportedInterfaceOrientations`, in file order (R8 reads the first entry).
    public var plist: [InterfaceOrientation]?
    /// `application:supportedInterfaceOrientationsForWindow:` when the app defines it.
    public var window: MaskExpr?
    public var vars: [String: Value]
    public var deviceNotifications: Bool
    /// `UIRequiresFullScreen` (R27: opts an iPad app out of multitasking).
    public var requiresFullScreen: Bool
    public var root: String
    public var controllers: [ControllerSpec]
    /// `app.infoPlist`, when the masks came from the app's own Info.plist.
    public var infoPlist: InfoPlistSource? = nil
    /// `UIStatusBarHidden` (carried from the plist; the engine does not read it yet).
    public var statusBarHiddenAtLaunch = false
    /// R28: the app's windows besides the main one, in the order they were created.
    public var windows: [WindowSpec] = []
    /// R29: iOS 27's scene delegate `supportedInterfaceOrientations(for:)`; from iOS 27 it
    /// replaces the plist list in R7 (the app delegate's window method is still asked first).
    public var sceneMask: MaskExpr? = nil
    /// R29: `UIRequiresFullScreenIgnoredStartingWithVersion`: from this iOS major on,
    /// `requiresFullScreen` is ignored (R27 decides as if it were false).
    public var requiresFullScreenIgnoredFrom: Int? = nil

    public var profile: Profile { Profile(majorVersion: iosVersion) }

    public init(
        name: String? = nil, device: DeviceModel = .iphoneFaceID, iosVersion: Int = 17,
        orientation: DeviceOrientation = .portrait, delegate: String = "AppDelegate",
        plist: [InterfaceOrientation]? = nil, window: MaskExpr? = nil,
        vars: [String: Value] = [:], deviceNotifications: Bool = true, requiresFullScreen: Bool = false,
        root: String, controllers: [ControllerSpec]
    ) {
        self.name = name
        self.device = device
        self.iosVersion = iosVersion
        self.orientation = orientation
        self.delegate = delegate
        self.plist = plist
        self.window = window
        self.vars = vars
        self.deviceNotifications = deviceNotifications
        self.requiresFullScreen = requiresFullScreen
        self.root = root
        self.controllers = controllers
    }

    public func controller(named name: String) -> ControllerSpec? {
        controllers.first { $0.name == name }
    }

    /// R29: `UIRequiresFullScreen` as this iOS version reads it.
    public var requiresFullScreenInEffect: Bool {
        guard requiresFullScreen else { return false }
        if let ignoredFrom = requiresFullScreenIgnoredFrom, iosVersion >= ignoredFrom { return false }
        return true
    }
}
