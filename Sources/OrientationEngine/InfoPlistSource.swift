// `app.infoPlist`: what the app's own Info.plist says about rotation, kept beside the
// values the engine reads so the inspector can name the file and another device
// repeats iOS's per-device lookup.

/// The rotation keys of an Info.plist, as read (nil: the plist does not have the key).
public struct InfoPlistSource: Sendable, Equatable {
    /// The path as the scenario file wrote it.
    public var path: String
    /// `UISupportedInterfaceOrientations`, in the plist's order.
    public var orientations: [InterfaceOrientation]?
    /// `UISupportedInterfaceOrientations~iphone`, read instead on an iPhone.
    public var iPhoneOrientations: [InterfaceOrientation]?
    /// `UISupportedInterfaceOrientations~ipad`, read instead on an iPad.
    public var iPadOrientations: [InterfaceOrientation]?
    public var requiresFullScreen: Bool?
    /// R29: `UIRequiresFullScreenIgnoredStartingWithVersion`'s major version.
    public var requiresFullScreenIgnoredFrom: Int?
    public var statusBarHidden: Bool?
    /// App keys the scenario file writes as well (`plist`, `requiresFullScreen`): the
    /// file's values win.
    public var overriddenKeys: [String]

    public init(
        path: String, orientations: [InterfaceOrientation]? = nil, iPhoneOrientations: [InterfaceOrientation]? = nil,
        iPadOrientations: [InterfaceOrientation]? = nil, requiresFullScreen: Bool? = nil,
        requiresFullScreenIgnoredFrom: Int? = nil, statusBarHidden: Bool? = nil, overriddenKeys: [String] = []
    ) {
        self.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
        self.path = path
        self.orientations = orientations
        self.iPhoneOrientations = iPhoneOrientations
        self.iPadOrientations = iPadOrientations
        self.requiresFullScreen = requiresFullScreen
        self.statusBarHidden = statusBarHidden
        self.overriddenKeys = overriddenKeys
    }

    /// iOS's lookup: the device's own key (`~ipad`, `~iphone`) first, then the plain one.
    public func orientations(on device: DeviceModel) -> [InterfaceOrientation]? {
        (device == .ipad ? iPadOrientations : iPhoneOrientations) ?? orientations
    }

    /// The plist key `orientations(on:)` reads on a device, for messages.
    public func orientationsKey(on device: DeviceModel) -> String? {
        if device == .ipad, iPadOrientations != nil { return "UISupportedInterfaceOrientations~ipad" }
        if device != .ipad, iPhoneOrientations != nil { return "UISupportedInterfaceOrientations~iphone" }
        return orientations != nil ? "UISupportedInterfaceOrientations" : nil
    }

    /// The inspector's app row: "plist: Info.plist".
    public var summary: String {
        "plist: " + (path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// Writes the plist's values into the model, except where the file overrides them.
    public func apply(to model: inout AppModel) {
        model.infoPlist = self
        if !overriddenKeys.contains("plist") { model.plist = orientations(on: model.device) }
        if !overriddenKeys.contains("requiresFullScreen"), let requiresFullScreen {
            model.requiresFullScreen = requiresFullScreen
        }
        if !overriddenKeys.contains("requiresFullScreenIgnoredFrom"), let requiresFullScreenIgnoredFrom {
            model.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
        }
        if let statusBarHidden { model.statusBarHiddenAtLaunch = statusBarHidden }
    }
}
