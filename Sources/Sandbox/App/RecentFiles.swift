// The files the window opened, newest first, kept between sessions in the user's config
// folder ($XDG_CONFIG_HOME/rotation-sandbox/recent, else ~/.config/…): one path a line.

import CommandSupport
import Foundation

enum RecentFiles {
    static func path(_ environment: [String: String]) -> String? {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { ($0 as NSString).appendingPathComponent(".config") }
        return config.map { ($0 as NSString).appendingPathComponent("rotation-sandbox/recent") }
    }

    static func load(_ environment: [String: String]) -> [String] {
        guard let path = path(environment), let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Kept whole or not at all; a failure only costs the list (the window says nothing).
    static func save(_ list: [String], _ environment: [String: String]) {
        guard let path = path(environment) else { return }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try? AtomicFile.write(Data((list.joined(separator: "\n") + "\n").utf8), to: path)
    }

    /// `list` with `path` (made absolute) first.
    static func adding(_ path: String, to list: [String]) -> [String] {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return Array(([absolute] + list.filter { $0 != absolute }).prefix(8))
    }
}
