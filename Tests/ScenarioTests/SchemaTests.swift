// docs/scenario.schema.json stays true: every key the parser accepts is in it, its enums
// are the parser's names, and every bundled scenario validates against it (with a small
// validator for the subset of JSON Schema it uses, below).

import Foundation
import OrientationEngine
import Testing
import Yams
@testable import Scenario

/// JSON values, read from YAML with the parser's rules (plain `true`/`false` are bools,
/// plain numbers numbers; quoted scalars text) — and from the schema, JSON being YAML.
indirect enum JSONValue: Equatable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string
            guard scalar.style == .plain else { self = .string(text); return }
            if ["", "~", "null", "Null", "NULL"].contains(text) { self = .null }
            else if ["true", "True", "TRUE"].contains(text) { self = .bool(true) }
            else if ["false", "False", "FALSE"].contains(text) { self = .bool(false) }
            else if let int = Int(text) { self = .int(int) }
            else if text.range(of: #"^-?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil,
                    let double = Double(text) { self = .double(double) }
            else { self = .string(text) }
        case .mapping(let mapping):
            var object: [String: JSONValue] = [:]
            for (key, value) in mapping { object[key.scalar?.string ?? ""] = JSONValue(value) }
            self = .object(object)
        case .sequence(let sequence):
            self = .array(sequence.map(JSONValue.init))
        case .alias:
            self = .null
        }
    }

    static func load(_ path: String) throws -> JSONValue {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return JSONValue(try #require(try Yams.compose(yaml: text)))
    }

    subscript(_ key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    subscript(_ index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    var object: [String: JSONValue]? { if case .object(let o) = self { o } else { nil } }
    var array: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }
    var keys: Set<String> { Set(object?.keys.map { $0 } ?? []) }
    var strings: Set<String> { Set(array?.compactMap(\.string) ?? []) }
}

/// The JSON Schema keywords the schema uses, and nothing more.
struct SchemaValidator {
    static let keywords: Set<String> = [
        "$ref", "type", "enum", "pattern", "properties", "additionalProperties", "required", "items", "anyOf",
        "minimum", "maximum", "minProperties", "maxProperties",
    ]
    static let annotations: Set<String> = ["$schema", "title", "description", "definitions"]

    let root: JSONValue

    func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/") else { return nil }
        return ref.dropFirst(2).split(separator: "/").reduce(Optional(root)) { $0?[String($1)] }
    }

    /// Problems of `value` against `schema`, each with its path.
    func errors(_ value: JSONValue, _ schema: JSONValue, at path: String = "") -> [String] {
        var errors: [String] = []
        func fail(_ message: String) { errors.append("\(path.isEmpty ? "(top)" : path): \(message)") }
        if let ref = schema["$ref"]?.string {
            guard let target = resolve(ref) else { return ["\(path): unresolved \(ref)"] }
            errors += self.errors(value, target, at: path)
        }
        if let type = schema["type"] {
            let types = type.string.map { [$0] } ?? type.strings.sorted()
            if !types.contains(where: { Self.matches(value, type: $0) }) { fail("expected \(types.joined(separator: " or "))") }
        }
        if let options = schema["enum"]?.array, !options.contains(value) { fail("not one of the allowed values") }
        if let pattern = schema["pattern"]?.string, case .string(let text) = value,
           text.range(of: pattern, options: .regularExpression) == nil {
            fail("'\(text)' does not match \(pattern)")
        }
        if case .object(let object) = value {
            let properties = schema["properties"]?.object ?? [:]
            for (key, item) in object {
                let where_ = path.isEmpty ? key : "\(path).\(key)"
                if let property = properties[key] {
                    errors += self.errors(item, property, at: where_)
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) { errors.append("\(where_): unknown key") }
                    else if additional.object != nil { errors += self.errors(item, additional, at: where_) }
                }
            }
            for key in schema["required"]?.strings ?? [] where object[key] == nil { fail("missing '\(key)'") }
            if let min = schema["minProperties"]?.number, Double(object.count) < min { fail("fewer than \(Int(min)) keys") }
            if let max = schema["maxProperties"]?.number, Double(object.count) > max { fail("more than \(Int(max)) keys") }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() { errors += self.errors(item, itemSchema, at: "\(path)[\(index)]") }
        }
        if let number = value.number {
            if let min = schema["minimum"]?.number, number < min { fail("below \(min)") }
            if let max = schema["maximum"]?.number, number > max { fail("above \(max)") }
        }
        if let options = schema["anyOf"]?.array {
            let results = options.map { self.errors(value, $0, at: path) }
            if !results.contains(where: \.isEmpty) {
                // The closest alternative explains best.
                errors += results.min { $0.count < $1.count } ?? []
            }
        }
        return errors
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("boolean", .bool), ("null", .null), ("object", .object), ("array", .array),
             ("integer", .int), ("number", .int), ("number", .double):
            true
        default:
            false
        }
    }

    /// Keywords used anywhere in the schema outside the subset above.
    func unsupportedKeywords(_ schema: JSONValue? = nil) -> Set<String> {
        guard let object = (schema ?? root).object else { return [] }
        var found = Set(object.keys).subtracting(Self.keywords).subtracting(Self.annotations)
        for (key, value) in object {
            switch key {
            case "properties", "definitions":
                for child in value.object?.values.map({ $0 }) ?? [] { found.formUnion(unsupportedKeywords(child)) }
            case "anyOf":
                for child in value.array ?? [] { found.formUnion(unsupportedKeywords(child)) }
            case "items", "additionalProperties":
                found.formUnion(unsupportedKeywords(value))
            default: break
            }
        }
        return found
    }
}

struct SchemaTests {
    static let repo = BundledScenarioTests.folder.deletingLastPathComponent().deletingLastPathComponent()
    static let schemaPath = repo.appendingPathComponent("docs/scenario.schema.json").path

    var schema: JSONValue { get throws { try JSONValue.load(Self.schemaPath) } }
    func definition(_ name: String) throws -> JSONValue { try #require(try schema["definitions"]?[name]) }

    static var scenarioFiles: [String] {
        let apps = repo.appendingPathComponent("Assets/apps")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: apps.path)) ?? []
        return BundledScenarioTests.files.map { "Assets/scenarios/\($0)" }
            + names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Assets/apps/\($0)" }
    }

    @Test("the schema uses only the keywords the test's validator knows")
    func subset() throws {
        #expect(SchemaValidator(root: try schema).unsupportedKeywords().isEmpty)
    }

    @Test("every key the parser accepts is in the schema, and no other: top, app, controller, step, action, expect, hooks")
    func keys() throws {
        let schema = try schema
        #expect(schema["properties"]?.keys == Set(ModelParser.topKeys))
        #expect(try definition("app")["properties"]?.keys == Set(ModelParser.appKeys))
        #expect(try definition("controller")["anyOf"]?[1]?["properties"]?.keys == Set(ModelParser.controllerKeys))
        #expect(try definition("step")["anyOf"]?[1]?["properties"]?.keys == Set(StepParser.stepKeys))
        #expect(try definition("step")["anyOf"]?[0]?["enum"]?.strings == Set(StepParser.bareSteps.keys))
        #expect(try definition("action")["anyOf"]?[1]?["properties"]?.keys == Set(Cursor.actionKeys))
        #expect(try definition("action")["anyOf"]?[0]?["enum"]?.strings == Set(Cursor.bareActions.keys))
        #expect(try definition("expect")["properties"]?.keys == Set(StepParser.expectKeys))
        #expect(try definition("hooks")["properties"]?.keys == Set(Hook.allCases.map(\.rawValue)))
        #expect(try definition("window")["properties"]?.keys == Set(ModelParser.windowKeys))
        let controller = try #require(try definition("controller")["anyOf"]?[1]?["properties"])
        // Written inline in ModelParser.player and .layout.
        #expect(controller["player"]?["properties"]?.keys == ["video", "strategy", "autoFullScreen", "catchUpOnUnlock"])
        #expect(try definition("insets")["properties"]?.keys == ["top", "bottom", "left", "right"])
    }

    @Test("the schema's enums are the parser's names: orientations, masks, devices, iOS versions, kinds, presentation styles, strategies")
    func enums() throws {
        let schema = try schema
        #expect(try definition("interfaceOrientation")["enum"]?.strings == Set(Cursor.interfaceNames))
        #expect(try definition("deviceOrientation")["enum"]?.strings == Set(Cursor.deviceNames))
        #expect(try definition("maskName")["enum"]?.strings == Set(Cursor.maskNames))
        #expect(schema["properties"]?["device"]?["enum"]?.strings == Set(DeviceModel.allCases.map(\.rawValue)))
        #expect(schema["properties"]?["ios"]?["enum"] == .array(IOSVersion.shipped.map(JSONValue.int)))
        let controller = try #require(try definition("controller")["anyOf"]?[1]?["properties"])
        #expect(controller["kind"]?["enum"]?.strings == Set(ControllerKind.allCases.map(\.rawValue)))
        #expect(controller["presentation"]?["enum"]?.strings == Set(PresentationStyle.allCases.map(\.rawValue)))
        #expect(controller["player"]?["properties"]?["strategy"]?["enum"]?.strings
            == Set(PlayerOptions.Strategy.allCases.map(\.rawValue)))
        #expect(try definition("window")["properties"]?["level"]?["anyOf"]?[0]?["enum"]?.strings
            == Set(WindowSpec.levels.map(\.0)))
        #expect(try definition("app")["properties"]?["requiresFullScreenIgnoredFrom"]?["enum"]
            == .array(IOSVersion.shipped.map(JSONValue.int)))
    }

    @Test("every bundled scenario validates against the schema", arguments: scenarioFiles)
    func bundled(_ file: String) throws {
        let schema = try schema
        let errors = SchemaValidator(root: schema).errors(try JSONValue.load(Self.repo.appendingPathComponent(file).path), schema)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
    }

    @Test("new's template validates, with each pattern uncommented too")
    func template() throws {
        let schema = try schema
        for patterns in [[], [ScenarioTemplate.Pattern.landscapePlayer], [.windowFlag], ScenarioTemplate.Pattern.allCases] {
            let text = try ScenarioTemplate.text(.init(uncommented: Set(patterns)))
            let errors = SchemaValidator(root: schema).errors(JSONValue(try #require(try Yams.compose(yaml: text))), schema)
            #expect(errors.isEmpty, "\(errors.prefix(5))")
        }
    }

    @Test("files the parser rejects for a key, a name or a type, the schema rejects too", arguments: [
        "app: {root: VC}\ncontrollers: {VC: {}}\nextra: 1\n",
        "app: {root: VC, plists: [portrait]}\ncontrollers: {VC: {}}\n",
        "app: {root: VC}\ncontrollers: {VC: {supported: landscap}}\n",
        "app: {root: VC}\ncontrollers: {VC: {presentation: sheet}}\n",
        "ios: 20\napp: {root: VC}\ncontrollers: {VC: {}}\n",
        "device: iphone\napp: {root: VC}\ncontrollers: {VC: {}}\n",
        "app: {root: VC}\ncontrollers: {VC: {buttons: [{title: A, do: [{push: B, pop: }]}]}}\n",
        "app: {root: VC}\ncontrollers: {VC: {lockable: yes}}\n",
        "app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{rotate: sideways}]\n",
        "app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{expect: {interface: portrait, shown: VC}}]\n",
        "app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [jump]\n",
        "app: {root: VC, vars: {m: all}}\ncontrollers: {VC: {supported: {if: m has sideways, then: all, else: portrait}}}\n",
        "controllers: {VC: {}}\n",
        "app: {root: VC}\ncontrollers: {VC: {}, W: {}}\nwindows: [{name: Top, root: W, level: high}]\n",
        "app: {root: VC}\ncontrollers: {VC: {}, W: {}}\nwindows: [{name: Top, root: W, visible: true}]\n",
        "app: {root: VC}\ncontrollers: {VC: {}, W: {}}\nwindows: [{root: W}]\n",
        "app: {root: VC, sceneMask: sideways}\ncontrollers: {VC: {}}\n",
        "app: {root: VC}\ncontrollers: {VC: {prefersOrientationLocked: often}}\n",
    ])
    func rejects(_ text: String) throws {
        #expect(parseError(text) != nil)
        let schema = try schema
        #expect(!SchemaValidator(root: schema).errors(JSONValue(try #require(try Yams.compose(yaml: text))), schema).isEmpty)
    }
}
