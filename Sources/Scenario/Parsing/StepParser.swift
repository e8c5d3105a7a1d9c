// SCENARIOS.md "Steps" and the `expect` keys.

import OrientationEngine

enum StepParser {
    static let stepKeys = [
        "launch", "rotate", "systemLock", "tap", "push", "pop", "present", "dismiss", "selectTab",
        "call", "wait", "snapshot", "expect", "ask", "seek", "showWindow", "hideWindow",
    ]
    static let bareSteps: [String: Step.Kind] = ["launch": .event(.launch), "pop": .event(.pop), "dismiss": .event(.dismiss)]
    static let expectKeys = [
        "device", "physical", "interface", "statusBar", "visible", "decider", "fullScreen", "locked",
        "transform", "crashed", "console", "trace",
    ]

    /// Keeps a headless run to a minute or so.
    static let maxSteps = 200_000

    /// Steps refer to controllers by name: they must exist in `model`.
    static func steps(_ cursor: Cursor, model: AppModel) throws(ScenarioError) -> [Step] {
        let names = ControllerNames(model)
        var steps: [Step] = []
        let items = try cursor.list()
        if items.count > maxSteps {
            throw cursor.error("too many steps (\(items.count); the limit is \(maxSteps))")
        }
        for (index, item) in items.enumerated() {
            // A step that cannot be read is noted; the next one is read all the same.
            if let step = try cursor.context.recover({ () throws(ScenarioError) in
                try step(item, index: index, names: names, model: model)
            }) {
                steps.append(step)
            }
        }
        return steps
    }

    private static func step(_ item: Cursor, index: Int, names: ControllerNames, model: AppModel) throws(ScenarioError) -> Step {
        if item.isScalar {
            let word = try item.string()
            guard let kind = bareSteps[word] else {
                throw item.error("unknown step '\(word)'\(Suggest.hint(word, among: stepKeys))")
            }
            return Step(kind, index: index, line: item.line, keyPath: item.path)
        }
        let (key, value) = try item.single(allowed: stepKeys)
        func controller(_ c: Cursor) throws(ScenarioError) -> String {
            let name = try c.string()
            guard names.contains(name) else {
                throw c.error("unknown controller '\(name)'\(Suggest.hint(name, among: names.list))")
            }
            return name
        }
        let kind: Step.Kind
        switch key {
        case "rotate": kind = .event(.turn(try value.deviceOrientation()))
        case "systemLock": kind = .event(.systemLock(try value.bool()))
        case "tap": kind = .event(.tap(try value.string()))
        case "push": kind = .event(.push(try controller(value)))
        case "present": kind = .event(.present(try controller(value)))
        case "selectTab": kind = .event(.selectTab(try value.int(in: 0...1_000)))
        case "call":
            let (name, method) = try value.single()
            guard names.contains(name) else {
                throw method.error("unknown controller '\(name)'\(Suggest.hint(name, among: names.list))")
            }
            let methodName = try method.string()
            guard names.has(method: methodName, in: name) else {
                let known = names.methods(of: name)
                throw method.error("\(name) has no method '\(methodName)'\(Suggest.hint(methodName, among: known))")
            }
            kind = .event(.call(controller: name, method: methodName))
        case "seek": kind = .event(.seek(try value.number(in: 0...86_400)))
        case "showWindow", "hideWindow":
            let name = try value.string()
            let windows = model.windows.map(\.name)
            guard windows.contains(name) else {
                throw value.error("unknown window '\(name)'" + (windows.isEmpty ? " (the file has no `windows:`)"
                    : Suggest.hint(name, among: windows)))
            }
            kind = .event(.perform(key == "showWindow" ? .showWindow(name) : .hideWindow(name), by: nil))
        case "wait": kind = .wait(try value.number(in: 0...3_600))
        case "snapshot": kind = .snapshot(try snapshotName(value))
        case "expect": kind = .expect(try expectation(value, names: names))
        case "ask": kind = .ask(try value.string())
        default:
            // launch, pop, dismiss written as `{pop: }` or `{pop: true}`.
            guard let bare = bareSteps[key] else { throw value.error("unknown step '\(key)'") }
            if !value.isNull, try !value.bool() { throw value.error("write '\(key)' alone to run it") }
            kind = bare
        }
        return Step(kind, index: index, line: item.line, keyPath: value.path)
    }

    /// Snapshot names become file names: keep them plain.
    private static func snapshotName(_ cursor: Cursor) throws(ScenarioError) -> String {
        let name = try cursor.string()
        let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        guard allowed, !name.isEmpty, !name.hasPrefix("."), name.count <= 100 else {
            throw cursor.error("a snapshot name may use letters, digits, '-', '_' and '.' (not first)")
        }
        return name
    }

    static func expectation(_ cursor: Cursor, names: ControllerNames) throws(ScenarioError) -> Expectation {
        var e = Expectation()
        let errors = cursor.context.errors.count
        let pairs = try cursor.mapping(allowed: expectKeys)
        // An expect that checks nothing would pass whatever happens (unless its keys were
        // there, misspelt: their errors say so).
        if pairs.isEmpty, cursor.context.errors.count == errors {
            throw cursor.error("an expect needs at least one key (\(expectKeys.joined(separator: ", ")))")
        }
        for (key, value) in pairs {
            e.lines[key] = value.context.table.lines[value.path] ?? value.line
            try cursor.context.recover { () throws(ScenarioError) in try read(key, value, into: &e, names: names) }
        }
        return e
    }

    /// One key of an `expect`.
    private static func read(_ key: String, _ value: Cursor, into e: inout Expectation, names: ControllerNames) throws(ScenarioError) {
        func known(_ c: Cursor) throws(ScenarioError) -> String {
            let name = try c.string()
            guard names.contains(name) else {
                throw c.error("unknown controller '\(name)'\(Suggest.hint(name, among: names.list))")
            }
            return name
        }
        switch key {
        case "device": e.device = try value.deviceOrientation()
        case "physical": e.physical = try value.deviceOrientation()
        case "interface": e.interface = try value.interfaceOrientation()
        case "statusBar":
            for (sub, v) in try value.mapping(allowed: ["orientation", "hidden"]) {
                e.lines["statusBar.\(sub)"] = v.line
                if sub == "orientation" { e.statusBarOrientation = try v.interfaceOrientation() }
                else { e.statusBarHidden = try v.bool() }
            }
        case "visible": e.visible = try known(value)
        case "decider": e.decider = try known(value)
        case "fullScreen": e.fullScreen = try value.bool()
        case "locked": e.locked = try value.bool()
        case "transform":
            for (view, v) in try value.mapping() {
                if !["window", "root", "player"].contains(view), !names.contains(view) {
                    let hint = Suggest.hint(view, among: ["window", "root", "player"] + names.list)
                    let known = hint.hasPrefix(" (did you mean") ? hint : " (window, root, player or a controller)"
                    throw v.error("unknown view '\(view)'\(known)")
                }
                let text = try v.string()
                e.transforms.append(.init(view: view, orientation: text == "identity" ? nil : try v.interfaceOrientation(text)))
                e.lines["transform.\(view)"] = v.line
            }
        case "crashed":
            // A plain true/false is the flag; any text ("true" in quotes too) a reason.
            if !value.isQuoted, let text = value.node.scalar?.string, ["true", "false"].contains(text) {
                e.crashed = .flag(try value.bool())
            } else {
                e.crashed = .reason(try value.string())
            }
        case "console":
            let (_, has) = try value.single(allowed: ["has"])
            e.consoleHas = try lines(has)
        default:
            for (sub, v) in try value.mapping(allowed: ["has", "lacks", "order"]) {
                e.lines["trace.\(sub)"] = v.line
                switch sub {
                case "has": e.traceHas = try lines(v)
                case "lacks": e.traceLacks = try lines(v)
                default: e.traceOrder = try lines(v)
                }
            }
        }
    }

    private static func lines(_ cursor: Cursor) throws(ScenarioError) -> [String] {
        try cursor.listOrOne().map { (c: Cursor) throws(ScenarioError) in try c.string() }
    }
}

/// The model's controller names as steps look them up: a set and a table beside the list,
/// so a file of thousands of steps naming thousands of controllers reads in linear time
/// (a search of the list per step was quadratic).
struct ControllerNames {
    let list: [String]
    private let set: Set<String>
    private let specs: [String: ControllerSpec]

    init(_ model: AppModel) {
        list = model.controllers.map(\.name)
        set = Set(list)
        specs = Dictionary(model.controllers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func contains(_ name: String) -> Bool { set.contains(name) }

    func has(method: String, in controller: String) -> Bool { specs[controller]?.methods[method] != nil }

    /// Its methods, sorted: for "did you mean".
    func methods(of controller: String) -> [String] { specs[controller]?.methods.keys.sorted() ?? [] }
}
