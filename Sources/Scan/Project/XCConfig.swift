// A build configuration file (`.xcconfig`) a configuration is based on: where many projects
// keep INFOPLIST_FILE, the deployment target and the device family. `#include` and
// `#include?` are followed (relative to the including file); a setting conditioned on an
// SDK other than the iPhone's (`KEY[sdk=macosx*]`) is not the iOS build's; `$(inherited)`
// is what the included files said before.

import Foundation

enum XCConfig {
    /// The settings of the file at `path` (absolute); an unreadable file gives none.
    static func settings(at path: String) -> [String: String] {
        var out: [String: String] = [:]
        var seen: Set<String> = []
        read(path, into: &out, seen: &seen)
        return out
    }

    private static func read(_ path: String, into out: inout [String: String], seen: inout Set<String>) {
        guard seen.count < 32, seen.insert(path).inserted,
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return }
        let dir = (path as NSString).deletingLastPathComponent
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.trimmedSpaces
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                read(included.hasPrefix("/") ? included : dir + "/" + included, into: &out, seen: &seen)
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            // The `=` of the setting, after any condition (`KEY[sdk=iphoneos*] = …`).
            guard let first = line.firstIndex(of: "=") else { continue }
            let bracket = line[..<first].firstIndex(of: "[")
            let start = bracket.flatMap { line[$0...].firstIndex(of: "]") }.map { line.index(after: $0) } ?? line.startIndex
            guard let eq = line[start...].firstIndex(of: "=") else { continue }
            var key = line[..<eq].trimmedSpaces
            let value = line[line.index(after: eq)...].trimmedSpaces.trimming(";")
            if let bracket = key.firstIndex(of: "[") {
                let condition = key[bracket...]
                guard !condition.contains("sdk=") || condition.contains("sdk=iphoneos") || condition.contains("sdk=iphone*") else { continue }
                key = String(key[..<bracket])
            }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            out[key] = value.replacingOccurrences(of: "$(inherited)", with: out[key] ?? "").trimmedSpaces
        }
    }
}
