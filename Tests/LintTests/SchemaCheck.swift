// A validator for the JSON Schema keywords the SARIF subset fixture uses ($ref, type,
// enum, required, properties, additionalProperties: false, items, anyOf, minimum), over
// what JSONSerialization reads. Unknown keywords are reported, so the subset cannot
// silently grow past what is checked.

import Foundation

struct SchemaCheck {
    static let keywords: Set<String> = [
        "$ref", "type", "enum", "required", "properties", "additionalProperties", "items", "anyOf", "minimum",
    ]
    static let annotations: Set<String> = ["$schema", "$comment", "definitions"]

    let root: [String: Any]

    init(schemaAt path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    func resolve(_ ref: String) -> [String: Any]? {
        guard ref.hasPrefix("#/") else { return nil }
        var current: Any? = root
        for part in ref.dropFirst(2).split(separator: "/") { current = (current as? [String: Any])?[String(part)] }
        return current as? [String: Any]
    }

    func errors(_ value: Any, _ schema: [String: Any], at path: String = "$") -> [String] {
        var errors: [String] = []
        for key in schema.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            errors.append("\(path): schema keyword '\(key)' is not checked")
        }
        if let ref = schema["$ref"] as? String {
            guard let target = resolve(ref) else { return ["\(path): unresolved \(ref)"] }
            errors += self.errors(value, target, at: path)
        }
        if let type = schema["type"] as? String, !Self.matches(value, type) { errors.append("\(path): expected \(type)") }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.same($0, value) }) {
            errors.append("\(path): '\(value)' is not one of \(options)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, item) in object {
                if let property = properties[key] as? [String: Any] {
                    errors += self.errors(item, property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    errors.append("\(path).\(key): not a property SARIF defines here")
                }
            }
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                errors.append("\(path): missing required '\(key)'")
            }
        }
        if let items = value as? [Any], let itemSchema = schema["items"] as? [String: Any] {
            for (index, item) in items.enumerated() { errors += self.errors(item, itemSchema, at: "\(path)[\(index)]") }
        }
        if let minimum = schema["minimum"] as? NSNumber, let number = value as? NSNumber,
           number.doubleValue < minimum.doubleValue {
            errors.append("\(path): \(number) is below \(minimum)")
        }
        if let options = schema["anyOf"] as? [[String: Any]] {
            let results = options.map { self.errors(value, $0, at: path) }
            if !results.contains(where: \.isEmpty) { errors += results.min { $0.count < $1.count } ?? [] }
        }
        return errors
    }

    static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "boolean": value is Bool
        // Linux's NSNumber bridges 0 and 1 to Bool too: a number is told by its value alone.
        case "integer": (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
        case "number": value is NSNumber
        default: false
        }
    }

    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return false
    }
}
