// An app model → scenario text (SCENARIOS.md "File format"): the one printer of the
// tool's files. Values are written as the loader reads them back (the same model), every
// scalar through `YAMLScalar`, and comments a caller attaches to a key are kept beside it.

import OrientationEngine

/// Comments for the printed text: a header, and lines said beside or above model keys.
public struct ScenarioComments: Sendable {
    /// Lines before `name:` (each printed as `# line`).
    public var header: [String]
    /// Said after the key's line (`supported: portrait   # App/Home.swift:12`).
    public var trailing: [ModelKey: String]
    /// Own lines above the key, printed at its place even when the key has no value.
    public var leading: [ModelKey: [String]]

    public init(header: [String] = [], trailing: [ModelKey: String] = [:], leading: [ModelKey: [String]] = [:]) {
        self.header = header
        self.trailing = trailing
        self.leading = leading
    }
}

public struct ScenarioPrinter {
    private var text = ""
    private let comments: ScenarioComments

    private init(comments: ScenarioComments, capacity: Int) {
        self.comments = comments
        text.reserveCapacity(capacity)
    }

    /// The whole file for `model`; `steps` (already YAML, one item a line) follow when given.
    public static func text(_ model: AppModel, comments: ScenarioComments = ScenarioComments(), steps: [String] = []) -> String {
        var p = ScenarioPrinter(comments: comments, capacity: 4096 + 256 * model.controllers.count + 96 * comments.header.count)
        for line in comments.header { p.comment(line, indent: "") }
        if let name = model.name { p.put("name: \(YAMLScalar.text(name))") }
        p.put("device: \(model.device.rawValue)")
        p.put("ios: \(model.iosVersion)")
        if model.orientation != .portrait { p.put("orientation: \(model.orientation.name)") }
        p.app(model)
        p.put("controllers:")
        for spec in model.controllers { p.controller(spec) }
        if !model.windows.isEmpty {
            p.put("windows:")
            for (i, w) in model.windows.enumerated() { p.put("  - \(Self.window(w))", .window(i)) }
        }
        if !steps.isEmpty {
            p.put("steps:")
            for step in steps { p.put("  - \(step)") }
        }
        return p.text
    }

    // MARK: lines

    private mutating func put(_ line: String, _ key: ModelKey? = nil, indent: String = "") {
        if let key, let lines = comments.leading[key] { for l in lines { comment(l, indent: indent) } }
        text += indent
        text += line
        if let key, let said = comments.trailing[key] {
            text += "   # "
            text += Self.oneLine(said)
        }
        text += "\n"
    }

    private mutating func comment(_ line: String, indent: String) {
        text += indent
        text += line.isEmpty ? "#" : "# " + Self.oneLine(line)
        text += "\n"
    }

    /// Comments end at the line: a line break in a note would start YAML.
    private static func oneLine(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return s }
        return s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// Leading comments of a key with no value (a note where a value would be).
    private mutating func absent(_ key: ModelKey, indent: String) {
        for l in comments.leading[key] ?? [] { comment(l, indent: indent) }
    }

    private mutating func app(_ model: AppModel) {
        put("app:", .app)
        let i = "  "
        if model.delegate != "AppDelegate" { put("delegate: \(YAMLScalar.text(model.delegate))", .appField(.delegate), indent: i) }
        if let plist = model.plist {
            put("plist: [\(plist.map(\.name).joined(separator: ", "))]", .appField(.plist), indent: i)
        } else {
            absent(.appField(.plist), indent: i)
        }
        if model.requiresFullScreen { put("requiresFullScreen: true", .appField(.requiresFullScreen), indent: i) }
        if !model.deviceNotifications { put("deviceNotifications: false", .appField(.deviceNotifications), indent: i) }
        if let window = model.window { put("window: \(Self.mask(window))", .appField(.window), indent: i) }
        if let scene = model.sceneMask { put("sceneMask: \(Self.mask(scene))", .appField(.sceneMask), indent: i) }
        if let from = model.requiresFullScreenIgnoredFrom { put("requiresFullScreenIgnoredFrom: \(from)", .appField(.requiresFullScreenIgnoredFrom), indent: i) }
        if !model.vars.isEmpty { put("vars: \(Self.vars(model.vars))", .appField(.vars), indent: i) }
        put("root: \(YAMLScalar.text(model.root))", .appField(.root), indent: i)
    }

    private mutating func controller(_ c: ControllerSpec) {
        let n = c.name
        put("\(YAMLScalar.text(n)):", .controller(n), indent: "  ")
        let i = "    "
        if c.kind != .vc { put("kind: \(c.kind.rawValue)", .field(n, .kind), indent: i) }
        if let title = c.title { put("title: \(YAMLScalar.text(title))", indent: i) }
        if !c.stack.isEmpty { put("stack: \(Self.names(c.stack))", .field(n, .stack), indent: i) }
        if !c.tabs.isEmpty { put("tabs: \(Self.names(c.tabs))", .field(n, .tabs), indent: i) }
        if c.selected != 0 { put("selected: \(c.selected)", .field(n, .selected), indent: i) }
        if !c.tabBar { put("tabBar: false", .field(n, .tabBar), indent: i) }
        if let e = c.supported { put("supported: \(Self.mask(e))", .field(n, .supported), indent: i) }
        if let e = c.shouldAutorotate { put("shouldAutorotate: \(Self.bool(e))", .field(n, .shouldAutorotate), indent: i) }
        if let e = c.preferred { put("preferred: \(Self.orientation(e))", .field(n, .preferred), indent: i) }
        if let e = c.prefersStatusBarHidden { put("prefersStatusBarHidden: \(Self.bool(e))", .field(n, .prefersStatusBarHidden), indent: i) }
        if let e = c.shouldAutorotateTo { put("shouldAutorotateTo: \(Self.mask(e))", .field(n, .shouldAutorotateTo), indent: i) }
        if let e = c.prefersOrientationLocked { put("prefersOrientationLocked: \(Self.bool(e))", indent: i) }
        if c.presentation != .automatic { put("presentation: \(c.presentation.rawValue)", .field(n, .presentation), indent: i) }
        if !c.vars.isEmpty { put("vars: \(Self.vars(c.vars))", .field(n, .vars), indent: i) }
        if !c.hooks.isEmpty {
            // Quoted: a YAML 1.1 parser reads a plain `on` as true.
            put("\"on\":", indent: i)
            for hook in Hook.allCases {
                guard let actions = c.hooks[hook] else { continue }
                put("\(hook.rawValue): \(Self.actions(actions))", .actions(n, .hook(hook)), indent: i + "  ")
            }
        }
        if !c.methods.isEmpty {
            put("methods:", indent: i)
            for (name, actions) in c.methods.sorted(by: { $0.key < $1.key }) {
                put("\(YAMLScalar.text(name)): \(Self.actions(actions))", .actions(n, .method(name)), indent: i + "  ")
            }
        }
        if !c.buttons.isEmpty {
            put("buttons:", indent: i)
            for (b, button) in c.buttons.enumerated() {
                put("- {title: \(YAMLScalar.text(button.title)), do: \(Self.actions(button.actions))}", .actions(n, .button(b)), indent: i + "  ")
            }
        }
        if let layout = c.layout { put("layout: \(Self.layout(layout))", .field(n, .layout), indent: i) }
        if c.lockable { put("lockable: true", .field(n, .lockable), indent: i) }
        if c.kind == .player, let player = c.player, let text = Self.player(player) {
            put("player: \(text)", .field(n, .player), indent: i)
        }
    }

    // MARK: values

    public static func names(_ list: [String]) -> String {
        "[" + list.map(YAMLScalar.text).joined(separator: ", ") + "]"
    }

    /// A mask: its name (`allButUpsideDown`) or the list of its orientations (in an
    /// expression, a list reads back as the union of its orientations).
    public static func mask(_ mask: OrientationMask) -> String {
        if let named = OrientationMask.named.first(where: { $0.1 == mask && $0.0 != "upsideDown" }) { return named.0 }
        return "[" + mask.orientations.map(\.name).joined(separator: ", ") + "]"
    }

    public static func mask(_ e: MaskExpr) -> String { expr(e, literal: { mask($0) }) }
    public static func bool(_ e: BoolExpr) -> String { expr(e, literal: { $0 ? "true" : "false" }) }
    public static func orientation(_ e: OrientationExpr) -> String { expr(e, literal: { $0.name }) }

    private static func expr<T>(_ e: Expr<T>, literal: (T) -> String) -> String {
        switch e {
        case .literal(let value): literal(value)
        case .variable(let name): YAMLScalar.text("$" + name)
        case .union(let parts): "[" + parts.map { expr($0, literal: literal) }.joined(separator: ", ") + "]"
        case .conditional(let condition, let then, let otherwise):
            "{if: \(self.condition(condition)), then: \(expr(then, literal: literal)), else: \(expr(otherwise, literal: literal))}"
        case .top: "top"
        case .topmost: "topmost"
        case .presenting: "presenting"
        case .presented(let fallback): "{presented: \(expr(fallback, literal: literal))}"
        }
    }

    public static func condition(_ c: Condition) -> String {
        let clauses = c.clauses.map { clause -> String in
            switch clause {
            case .isTrue(let name): YAMLScalar.text(name)
            case .isFalse(let name): YAMLScalar.text("not " + name)
            case .has(let name, let o): YAMLScalar.text("\(name) has \(o.name)")
            }
        }
        return clauses.count == 1 ? clauses[0] : "[" + clauses.joined(separator: ", ") + "]"
    }

    public static func value(_ v: Value) -> String {
        switch v {
        case .bool(let b): b ? "true" : "false"
        case .mask(let m): mask(m)
        }
    }

    /// `{a: true, b: portrait}`, by name.
    public static func vars(_ vars: [String: Value]) -> String {
        "{" + vars.sorted { $0.key < $1.key }.map { "\(YAMLScalar.text($0.key)): \(value($0.value))" }.joined(separator: ", ") + "}"
    }

    public static func actions(_ list: [Action]) -> String {
        "[" + list.map(action).joined(separator: ", ") + "]"
    }

    public static func action(_ a: Action) -> String {
        switch a {
        case .set(let pairs):
            let body = pairs.map { pair -> String in
                let value: String
                switch pair.value {
                case .literal(let v): value = self.value(v)
                case .variable(let name): value = YAMLScalar.text("$" + name)
                }
                return "\(YAMLScalar.text(pair.name)): \(value)"
            }
            return "{set: {\(body.joined(separator: ", "))}}"
        case .call(let name): return "{call: \(YAMLScalar.text(name))}"
        case .forceDevice(let o): return "{forceDevice: \(o.name)}"
        case .attemptRotation: return "attemptRotation"
        case .setNeedsUpdate: return "setNeedsUpdate"
        case .requestGeometry(let e): return "{requestGeometry: \(mask(e))}"
        case .setStatusBar(let o): return "{setStatusBar: \(o.name)}"
        case .transform(let view, let to, let animated):
            return "{transform: {view: \(YAMLScalar.text(view.description)), to: \(to?.name ?? "identity")\(animated ? ", animated: true" : "")}}"
        case .push(let name): return "{push: \(YAMLScalar.text(name))}"
        case .pop: return "pop"
        case .present(let name, let style):
            return "{present: \(YAMLScalar.text(name))\(style.map { ", style: \($0.rawValue)" } ?? "")}"
        case .dismiss: return "dismiss"
        case .selectTab(let i): return "{selectTab: \(i)}"
        case .lock(let on): return "{lock: \(on ? "true" : "false")}"
        case .showWindow(let name): return "{showWindow: \(YAMLScalar.text(name))}"
        case .hideWindow(let name): return "{hideWindow: \(YAMLScalar.text(name))}"
        }
    }

    /// `{name: Toast, level: alert, root: ToastVC, hidden: false}` (R28).
    private static func window(_ w: WindowSpec) -> String {
        let level = WindowSpec.levels.first { $0.1 == w.level }?.0 ?? number(w.level)
        var parts = ["name: \(YAMLScalar.text(w.name))", "level: \(level)", "root: \(YAMLScalar.text(w.root))",
                     "hidden: \(w.hidden)"]
        if !w.canAffectStatusBar { parts.append("canAffectStatusBar: false") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    }

    private static func layout(_ l: Layout) -> String {
        func insets(_ i: Insets) -> String {
            "{top: \(number(i.top)), bottom: \(number(i.bottom)), left: \(number(i.left)), right: \(number(i.right))}"
        }
        var parts: [String] = []
        if let p = l.portrait { parts.append("portrait: \(insets(p))") }
        if let p = l.landscape { parts.append("landscape: \(insets(p))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private static func player(_ p: PlayerOptions) -> String? {
        var parts: [String] = []
        if let video = p.video { parts.append("video: \(YAMLScalar.text(video))") }
        if p.strategy != .auto { parts.append("strategy: \(p.strategy.rawValue)") }
        if !p.autoFullScreen { parts.append("autoFullScreen: false") }
        if !p.catchUpOnUnlock { parts.append("catchUpOnUnlock: false") }
        return parts.isEmpty ? nil : "{" + parts.joined(separator: ", ") + "}"
    }
}
