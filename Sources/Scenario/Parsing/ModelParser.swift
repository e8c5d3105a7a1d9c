// SCENARIOS.md "File format" → `AppModel`: the app and its controllers.

import Foundation
import OrientationEngine

enum ModelParser {
    static let topKeys = ["name", "device", "ios", "orientation", "app", "controllers", "windows", "steps"]
    static let appKeys = [
        "delegate", "plist", "window", "vars", "deviceNotifications", "requiresFullScreen", "infoPlist", "root",
        "sceneMask", "requiresFullScreenIgnoredFrom",
    ]
    static let windowKeys = ["name", "level", "root", "hidden", "canAffectStatusBar"]
    static let controllerKeys = [
        "kind", "title", "stack", "tabs", "selected", "shouldAutorotate", "supported", "preferred",
        "prefersStatusBarHidden", "shouldAutorotateTo", "vars", "on", "methods", "buttons", "layout",
        "lockable", "player", "presentation", "prefersOrientationLocked", "tabBar",
    ]

    /// Reads everything but `steps` (returned as a cursor for StepParser).
    /// What the model parse found: the model, the `steps` cursor, and which parts could
    /// not be read at all (later checks skip what would only repeat that).
    struct Parsed {
        var model: AppModel
        var steps: Cursor?
        /// `app` or `controllers` is unreadable as a whole, or a controller is: names the
        /// file uses may then look undefined when they are not.
        var brokenNames = false
    }

    /// Reads everything but `steps`. An error in one key is noted in the context and the
    /// rest is still read (the caller throws them all).
    static func model(_ root: Cursor, folder: URL?) throws(ScenarioError) -> Parsed {
        var parsed = Parsed(model: AppModel(root: "", controllers: []))
        var appCursor: Cursor?
        var rootName: String?
        var sawControllers = false
        var sawDevice = false
        let context = root.context
        for (key, value) in try root.mapping(allowed: topKeys) {
            try context.recover { () throws(ScenarioError) in
                switch key {
                case "name": parsed.model.name = try value.string()
                case "device":
                    sawDevice = true
                    parsed.model.device = try choice(value, "device")
                case "ios":
                    let major = try value.int(in: 1...999)
                    guard IOSVersion.isShipped(major) else {
                        throw value.error("iOS \(major) never shipped (versions: \(IOSVersion.shippedText))")
                    }
                    parsed.model.iosVersion = major
                case "orientation": parsed.model.orientation = try value.deviceOrientation()
                case "app":
                    appCursor = value
                    rootName = try app(value, folder: folder, into: &parsed)
                case "controllers":
                    sawControllers = true
                    parsed.model.controllers = try controllers(value, folder: folder, into: &parsed)
                case "windows": parsed.model.windows = try windows(value)
                default: parsed.steps = value
                }
            }
        }
        // A key written but misspelt has its error already ("did you mean 'app'?").
        if let appCursor {
            if rootName == nil, !appCursor.hasKey(near: "root") {
                context.note(appCursor.error("missing 'root' (the window's root controller)"))
            }
        } else if !root.hasKey(near: "app") {
            context.note(root.error("missing 'app' (with at least 'root')"))
        }
        if !sawControllers, !root.hasKey(near: "controllers") { context.note(root.error("missing 'controllers'")) }
        if appCursor == nil || rootName == nil || !sawControllers { parsed.brokenNames = true }
        parsed.model.root = rootName ?? ""
        if !sawDevice { parsed.model.device = DeviceModel.defaultModel(iosVersion: parsed.model.iosVersion) }
        return parsed
    }

    private static func app(_ cursor: Cursor, folder: URL?, into parsed: inout Parsed) throws(ScenarioError) -> String? {
        var root: String?
        for (key, value) in try cursor.mapping(allowed: appKeys) {
            try cursor.context.recover { () throws(ScenarioError) in
                switch key {
                case "delegate": parsed.model.delegate = try value.string()
                case "plist":
                    parsed.model.plist = try value.listOrOne().map { (c: Cursor) throws(ScenarioError) in try c.interfaceOrientation() }
                case "window": parsed.model.window = try value.maskExpr(allowTopmost: true)
                case "vars": parsed.model.vars = try value.variables()
                case "deviceNotifications": parsed.model.deviceNotifications = try value.bool()
                case "requiresFullScreen": parsed.model.requiresFullScreen = try value.bool()
                case "infoPlist": try InfoPlistReader.apply(value, app: cursor, folder: folder, to: &parsed.model)
                case "sceneMask": parsed.model.sceneMask = try value.maskExpr(allowTopmost: true)
                case "requiresFullScreenIgnoredFrom":
                    let major = try value.int(in: 1...999)
                    guard IOSVersion.isShipped(major) else {
                        throw value.error("iOS \(major) never shipped (versions: \(IOSVersion.shippedText))")
                    }
                    parsed.model.requiresFullScreenIgnoredFrom = major
                default: root = try value.string()
                }
            }
        }
        return root
    }

    /// R28: `windows:`, a list of `{name, level, root, hidden, canAffectStatusBar}`. Names and
    /// roots are checked with the model (Validator), where every other name is.
    private static func windows(_ cursor: Cursor) throws(ScenarioError) -> [WindowSpec] {
        var windows: [WindowSpec] = []
        for item in try cursor.list() {
            let read = try cursor.context.recover { () throws(ScenarioError) -> WindowSpec in
                var name: String?
                var root: String?
                var window = WindowSpec(name: "", root: "")
                for (key, value) in try item.mapping(allowed: windowKeys, recovering: false) {
                    switch key {
                    case "name": name = try value.string()
                    case "level": window.level = try level(value)
                    case "root": root = try value.string()
                    case "hidden": window.hidden = try value.bool()
                    default: window.canAffectStatusBar = try value.bool()
                    }
                }
                guard let name else { throw item.error("a window needs a 'name'") }
                guard let root else { throw item.error("a window needs a 'root' (its root controller)") }
                window.name = name
                window.root = root
                return window
            }
            if let read { windows.append(read) }
        }
        return windows
    }

    /// `UIWindow.Level`: `normal` (0), `statusBar` (1000), `alert` (2000) or a number.
    private static func level(_ value: Cursor) throws(ScenarioError) -> Double {
        if value.isScalar, !value.isQuoted, let text = value.node.scalar?.string,
           let named = WindowSpec.levels.first(where: { $0.0 == text }) {
            return named.1
        }
        if value.isScalar, let text = value.node.scalar?.string, Cursor.isDecimal(text) {
            return try value.number(in: -1_000_000...1_000_000)
        }
        let text = (try? value.string()) ?? ""
        let names = WindowSpec.levels.map(\.0)
        let guess = Suggest.closest(text, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw value.error("unknown window level '\(text)': a number, or one of \(names.joined(separator: ", "))\(guess)")
    }

    /// A controller that cannot be read at all still exists by name, so what refers to
    /// it is not reported as well.
    private static func controllers(_ cursor: Cursor, folder: URL?, into parsed: inout Parsed) throws(ScenarioError)
        -> [ControllerSpec]
    {
        var specs: [ControllerSpec] = []
        for (name, value) in try cursor.mapping() {
            let errors = cursor.context.errors.count
            let spec = try cursor.context.recover { () throws(ScenarioError) in
                try controller(named: name, value, folder: folder)
            }
            if cursor.context.errors.count != errors { parsed.brokenNames = parsed.brokenNames || spec == nil }
            specs.append(spec ?? ControllerSpec(name: name))
        }
        return specs
    }

    static func controller(named name: String, _ cursor: Cursor, folder: URL?) throws(ScenarioError) -> ControllerSpec {
        var spec = ControllerSpec(name: name)
        var playerCursor: Cursor?
        // `player` is read after the loop: it needs `kind`, wherever that is written.
        let pairs = cursor.isNull ? [] : try cursor.mapping(allowed: controllerKeys)
        for (key, value) in pairs {
            try cursor.context.recover { () throws(ScenarioError) in try read(key, value, into: &spec, player: &playerCursor) }
        }
        if let playerCursor {
            guard spec.kind == .player else { throw playerCursor.error("'player' needs 'kind: player'") }
            spec.player = try player(playerCursor, folder: folder)
        } else if spec.kind == .player {
            spec.player = PlayerOptions()
        }
        return spec
    }

    private static func read(_ key: String, _ value: Cursor, into spec: inout ControllerSpec,
                             player playerCursor: inout Cursor?) throws(ScenarioError) {
        switch key {
        case "kind": spec.kind = try choice(value, "kind")
        case "title": spec.title = try value.string()
        case "stack": spec.stack = try names(value)
        case "tabs": spec.tabs = try names(value)
        case "selected": spec.selected = try value.int(in: 0...1_000)
        case "shouldAutorotate": spec.shouldAutorotate = try value.boolExpr()
        case "supported": spec.supported = try value.maskExpr()
        case "preferred": spec.preferred = try value.orientationExpr()
        case "prefersStatusBarHidden": spec.prefersStatusBarHidden = try value.boolExpr()
        case "shouldAutorotateTo": spec.shouldAutorotateTo = try value.maskExpr()
        case "vars": spec.vars = try value.variables()
        case "on": spec.hooks = try hooks(value)
        case "methods":
            for (method, body) in try value.mapping() {
                // A method that cannot be read still exists, so calls to it are not errors too.
                spec.methods[method] = try value.context.recover { () throws(ScenarioError) in try body.actions() } ?? []
            }
        case "buttons":
            spec.buttons = []
            for item in try value.list() {
                if let button = try value.context.recover({ () throws(ScenarioError) in try button(item) }) {
                    spec.buttons.append(button)
                }
            }
        case "layout": spec.layout = try layout(value)
        case "lockable": spec.lockable = try value.bool()
        case "tabBar": spec.tabBar = try value.bool()
        case "presentation": spec.presentation = try choice(value, "presentation")
        case "prefersOrientationLocked": spec.prefersOrientationLocked = try value.boolExpr()
        default: playerCursor = value
        }
    }

    /// A name from a fixed list (`device: ipad`), or the error naming the nearest ones.
    private static func choice<T: RawRepresentable & CaseIterable>(_ value: Cursor, _ what: String)
        throws(ScenarioError) -> T where T.RawValue == String
    {
        let text = try value.string()
        guard let choice = T(rawValue: text) else {
            throw value.error("unknown \(what) '\(text)'\(Suggest.hint(text, among: T.allCases.map(\.rawValue)))")
        }
        return choice
    }

    private static func names(_ cursor: Cursor) throws(ScenarioError) -> [String] {
        try cursor.listOrOne().map { (c: Cursor) throws(ScenarioError) in try c.string() }
    }

    private static func hooks(_ cursor: Cursor) throws(ScenarioError) -> [Hook: [Action]] {
        var hooks: [Hook: [Action]] = [:]
        for (key, value) in try cursor.mapping(allowed: Hook.allCases.map(\.rawValue)) {
            if let hook = Hook(rawValue: key) { hooks[hook] = try value.actions() }
        }
        return hooks
    }

    private static func button(_ cursor: Cursor) throws(ScenarioError) -> Button {
        var title: String?
        var actions: [Action] = []
        for (key, value) in try cursor.mapping(allowed: ["title", "do"], recovering: false) {
            if key == "title" { title = try value.string() } else { actions = try value.actions() }
        }
        guard let title else { throw cursor.error("a button needs a 'title'") }
        return Button(title: title, actions: actions)
    }

    private static func layout(_ cursor: Cursor) throws(ScenarioError) -> Layout {
        var layout = Layout()
        for (key, value) in try cursor.mapping(allowed: ["portrait", "landscape"]) {
            var insets = Insets()
            for (side, number) in try value.mapping(allowed: ["top", "bottom", "left", "right"]) {
                let points = try number.number(in: 0...10_000)
                switch side {
                case "top": insets.top = points
                case "bottom": insets.bottom = points
                case "left": insets.left = points
                default: insets.right = points
                }
            }
            if key == "portrait" { layout.portrait = insets } else { layout.landscape = insets }
        }
        return layout
    }

    private static func player(_ cursor: Cursor, folder: URL?) throws(ScenarioError) -> PlayerOptions {
        var options = PlayerOptions()
        let keys = ["video", "strategy", "autoFullScreen", "catchUpOnUnlock"]
        for (key, value) in try cursor.mapping(allowed: keys) {
            switch key {
            case "video": options.video = resolveVideo(try value.string(), folder: folder)
            case "strategy": options.strategy = try choice(value, "strategy")
            case "autoFullScreen": options.autoFullScreen = try value.bool()
            default: options.catchUpOnUnlock = try value.bool()
            }
        }
        return options
    }

    /// A missing video is the player's problem (it shows an error), not the file's.
    /// The documented rule: relative to the scenario file's folder, never also the
    /// current directory (a video missing beside the file is reported missing, not
    /// silently taken from wherever the command ran). Text parsed without a file: the
    /// current directory.
    static func resolveVideo(_ path: String, folder: URL?) -> String {
        if path.hasPrefix("/") { return path }
        let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return base.appendingPathComponent(path).standardizedFileURL.path
    }
}
