// `scan -o FILE`: the scenario is written under a temporary name and renamed into place,
// and never over what is not a scan's own earlier output (a source of the project, a
// link, a device, a user's file).

import Foundation

public enum OutputFile {
    /// The first line of every scan's output (`ScenarioWriter.header`).
    static let marker = "scanned from its sources by `rotation-sandbox scan`"

    /// Why `path` must not be written, or nil.
    public static func refusal(_ path: String, scanned folder: String) -> String? {
        let fm = FileManager.default
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let attributes = try? fm.attributesOfItem(atPath: path) {
            let type = attributes[.type] as? FileAttributeType
            if type == .typeSymbolicLink { return "is a symbolic link: refused (write to a plain file)" }
            if type == .typeDirectory { return "is a folder" }
            if type != .typeRegular { return "is not a regular file (a pipe or a device?): refused" }
            let head = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 400)).flatMap { $0 }
            let first = head.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if !first.contains(marker) { return "exists and is not an earlier scan's output: refused (remove it or pick another name)" }
        }
        let ext = (absolute as NSString).pathExtension.lowercased()
        let inputs: Set<String> = ["swift", "m", "mm", "h", "plist", "pbxproj", "storyboard", "xib"]
        if absolute.hasPrefix(folder + "/"), inputs.contains(ext) { return "is an input of the scan: refused" }
        return nil
    }

    /// Writes beside the target and renames into place.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).scan-\(getpid()).tmp")
        do {
            try Data(text.utf8).write(to: temp, options: .withoutOverwriting)
            guard rename(temp.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw error
        }
    }
}
