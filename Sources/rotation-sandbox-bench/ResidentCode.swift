// `window_code_resident_mb`: how much of the window's own code is in memory at the end of
// a playback session — its executable's code mappings' Rss in /proc/self/smaps. It says
// when scripts/window.order has gone stale: a function it no longer names is laid out
// among the cold code again and brings the 64 KB around it in with the first call.

import Foundation

enum ResidentCode {
    /// Kilobytes, or nil where there is no /proc (macOS).
    static func kilobytes() -> Int? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              let smaps = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? smaps.close() }
        let text = String(decoding: smaps.readDataToEndOfFile(), as: UTF8.self)
        return kilobytes(smaps: text, executable: executable)
    }

    /// The Rss of `executable`'s executable mappings in `smaps`' text.
    static func kilobytes(smaps: String, executable: String) -> Int {
        var total = 0
        var inCode = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // A mapping's header: "start-end perms offset device inode path".
            if fields.count >= 5, fields[0].contains("-"), fields[1].count == 4 {
                inCode = fields[1].contains("x") && fields.count >= 6 && fields[5...].joined(separator: " ") == executable
            } else if inCode, fields.first == "Rss:", fields.count >= 2 {
                total += Int(fields[1]) ?? 0
            }
        }
        return total
    }
}
