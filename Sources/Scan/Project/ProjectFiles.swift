// The scanned folder: its `.xcodeproj`, and the files worth reading (Swift, Objective-C,
// storyboards, XIBs, Info.plists), without dependencies (Pods, Carthage, SwiftPM's
// checkouts), build products, or the folders of test and extension targets.

import Foundation
import Scenario
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A project that cannot be scanned: one line, user text escaped.
public struct ScanError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    /// When it is about one file: the file (relative to the folder), its line, and the
    /// problem without them.
    public var path: String?
    public var line: Int?
    public var reason: String?

    public init(_ description: String) { self.description = description }

    init(path: String, line: Int? = nil, _ reason: String) {
        description = "\(path.escapedForMessage)\(line.map { ":\($0)" } ?? ""): \(reason)"
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// The note a file that cannot be read leaves in the result (the rest is read).
    var note: ProjectNote {
        ProjectNote(location: SourceLocation(path: path ?? ".", line: line ?? 0), expression: ((path ?? ".") as NSString).lastPathComponent,
                    note: "\(reason ?? description): left out, the rest is read")
    }
}

enum SourceKind: Sendable { case swift, objc, storyboard, plist }

struct ProjectFile: Sendable {
    /// Relative to the scanned folder.
    var path: String
    var kind: SourceKind
}

enum ProjectFiles {
    /// Folders never read: dependencies and build products.
    static let skipped: Set<String> = [
        "Pods", "Carthage", "DerivedData", "build", ".build", "node_modules", ".git", "fastlane", "vendor",
        "SourcePackages", ".swiftpm", "Checkouts",
    ]
    /// A source file larger than this is generated or vendored: left out (named in the report).
    static let maxBytes = 4 << 20

    /// Every `.xcodeproj` in `folder`, then one level down (an `Example/` app beside a
    /// library's `_Pods.xcodeproj`); when there is none, two or three levels down (a
    /// repository's `src/iOS/App.xcodeproj`, `src/xcode/App/App.xcodeproj`). Relative; the
    /// caller takes the first with an app target.
    static func projects(in folder: String) -> [String] {
        let fm = FileManager.default
        var top: [String] = []
        var level = [""]
        for depth in 0..<4 where depth < 2 || top.isEmpty {
            var next: [String] = []
            for dir in level {
                let names = ((try? fm.contentsOfDirectory(atPath: folder + "/" + dir)) ?? []).sorted()
                top += names.filter { $0.hasSuffix(".xcodeproj") }.map { dir + $0 }
                for sub in names where !skipped.contains(sub) && !sub.hasPrefix(".") && !sub.hasSuffix(".xcodeproj") {
                    var isDir: ObjCBool = false
                    if fm.fileExists(atPath: folder + "/" + dir + sub, isDirectory: &isDir), isDir.boolValue { next.append(dir + sub + "/") }
                }
            }
            level = next
        }
        // A project linked from elsewhere in the folder (`App.xcodeproj -> xcode/App/App.xcodeproj`)
        // is read where it lies: its settings' paths are relative to that folder.
        var out: [String] = []
        for path in top {
            let real = real(path, in: folder)
            if !out.contains(real) { out.append(real) }
        }
        return out
    }

    /// `path` (relative to `folder`) with symbolic links resolved, when it leads to a place
    /// inside `folder`; else `path` as it is.
    static func real(_ path: String, in folder: String) -> String {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: folder + "/" + path).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(base + "/") else { return path }
        return String(resolved.dropFirst(base.count + 1))
    }

    /// Walks `folder` depth first in directory order, as FileManager's enumerator does, and
    /// hands `found` each source file as the walk sees it (unchecked: `check` says what it
    /// is), so its reading can start before the walk ends. Folders of dependencies, build
    /// products and `excluded` targets are not entered. With `findPlist` it also returns
    /// the first `Info.plist` in that order outside dependencies and tests — the one a
    /// folder without a project takes its masks from — entering bundles the listing skips
    /// (`.framework`, `.xcassets`…) until one is found.
    static func walk(in folder: String, excluding excluded: Set<String>, findPlist: Bool,
                     found: (String, SourceKind, EntryType) -> Void) -> String? {
        var walk = Walk(folder: folder, excluded: excluded, plistPending: findPlist)
        walk.enter("", listing: true, plist: findPlist, found: found)
        return walk.plist
    }

    /// readdir with the entry's type from the directory itself: the enumerator asked
    /// `lstat` of every entry and built its path through NSString (the whole listing was a
    /// tenth of the scan's serial time).
    private struct Walk {
        let folder: String
        let excluded: Set<String>
        var plistPending: Bool
        var plist: String?

        mutating func enter(_ dir: String, listing: Bool, plist searching: Bool, found: (String, SourceKind, EntryType) -> Void) {
            guard let handle = opendir(dir.isEmpty ? folder : folder + "/" + dir) else { return }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { raw in
                    raw.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: raw.pointee)) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let rel = dir.isEmpty ? name : dir + "/" + name
                let type = ProjectFiles.entryType(entry.pointee.d_type, path: folder + "/" + rel)
                // The Info.plist search skips only dependencies and tests, by name.
                let plistSkips = skipped.contains(name) || name.hasSuffix("Tests")
                // A framework's or a bundle's Info.plist may come first: the search goes on
                // until one says an app's keys, and takes the first found when none does.
                if searching && plistPending && !plistSkips && name == "Info.plist" {
                    if plist == nil { plist = rel }
                    if ProjectFiles.saysAppKeys(folder + "/" + rel) {
                        plist = rel
                        plistPending = false
                    }
                }
                var listed = listing
                if listing && (skipped.contains(name) || excluded.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
                    || name.hasSuffix(".xcworkspace") || name.hasSuffix("Tests") || name.hasSuffix(".framework")) && type == .directory {
                    listed = false
                }
                if listed, type != .directory, let kind = ProjectFiles.kind(of: name) { found(rel, kind, type) }
                if type == .directory {
                    let searchInside = searching && plistPending && !plistSkips
                    if listed || searchInside { enter(rel, listing: listed, plist: searchInside, found: found) }
                }
            }
        }
    }

    /// `path` (relative to `folder`) as it is on disk, each component matched ignoring case
    /// when it is not there as written (as on a Mac); nil when nothing matches.
    static func existing(_ path: String, in folder: String) -> String? {
        let fm = FileManager.default
        if fm.fileExists(atPath: folder + "/" + path) { return path }
        var found: [String] = []
        for part in path.split(separator: "/").map(String.init) {
            let dir = found.isEmpty ? folder : folder + "/" + found.joined(separator: "/")
            if part == "." || part == ".." || fm.fileExists(atPath: dir + "/" + part) { found.append(part); continue }
            guard let match = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted()
                .first(where: { $0.lowercased() == part.lowercased() }) else { return nil }
            found.append(match)
        }
        return found.joined(separator: "/")
    }

    /// Keys only an app's Info.plist has (a framework's or a test bundle's has none).
    static let appKeys = ["UISupportedInterfaceOrientations", "UIApplicationSceneManifest", "LSRequiresIPhoneOS",
                          "UILaunchStoryboardName", "UIMainStoryboardFile", "UIRequiresFullScreen"]

    /// Whether the plist at `path` names one of `appKeys` (as XML or binary: the keys are ASCII either way).
    static func saysAppKeys(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count < maxBytes else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return appKeys.contains { text.contains($0) }
    }

    /// What a file is read as, by its extension (as NSString's `pathExtension` gives it).
    static func kind(of name: String) -> SourceKind? {
        // Only a name ending in one of the extensions can have it: the rest skip NSString.
        guard name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
            || name.hasSuffix(".storyboard") || name.hasSuffix(".xib") || name.hasSuffix(".plist") else { return nil }
        switch (name as NSString).pathExtension {
        case "swift": return .swift
        case "m", "mm", "h": return .objc
        case "storyboard", "xib": return .storyboard
        case "plist" where name.contains("Info"): return .plist
        default: return nil
        }
    }

    enum Checked {
        case file(ProjectFile)
        /// Why it cannot be read.
        case unreadable(String)
    }

    /// One source file found by the walk: read it, leave it out (a folder, a link to a
    /// folder or a device), or name it as unreadable.
    static func check(_ rel: String, kind: SourceKind, type: EntryType, folder: String) -> Checked? {
        let full = folder + "/" + rel
        if type == .link {
            // A link is read where it points; one to nowhere is a broken project.
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir) else { return .unreadable("cannot be read (a link to nowhere?)") }
            if isDir.boolValue { return nil }
            // A link to a pipe or a device would block the read: only regular files. `stat`
            // follows the link (Foundation's isRegularFileKey describes the link itself).
            var target = stat()
            guard stat(full, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { return nil }
        } else if type != .regular {
            return nil
        }
        if !FileManager.default.isReadableFile(atPath: full) { return .unreadable("cannot be read (permissions?)") }
        return .file(ProjectFile(path: rel, kind: kind))
    }

    enum EntryType: Sendable { case directory, link, regular, other }

    /// A directory entry's type as readdir gives it; `lstat` where the file system does not say.
    static func entryType(_ direntType: UInt8, path: String) -> EntryType {
        switch Int(direntType) {
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .link
        case Int(DT_REG): return .regular
        case Int(DT_UNKNOWN): return entryType(path)
        default: return .other
        }
    }

    /// What `lstat` says the entry is (the link itself, not where it points). The
    /// enumerator's `fileAttributes` says the same through `attributesOfItem`, which builds
    /// a dictionary of every attribute and was half of the listing's time.
    static func entryType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        case S_IFREG: return .regular
        default: return .other
        }
    }

    /// A file's text, or a one-line error naming it. Plain `open`/`read`: FileHandle's
    /// read and close cost twice as much, and every file of a project goes through here.
    static func readText(_ path: String, shown: String) throws(ScanError) -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ScanError(path: shown, "cannot be read (permissions?)") }
        defer { close(fd) }
        var info = stat()
        let expected = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        // Up to one byte past the limit, as the limit is checked on what was read.
        var bytes = [UInt8](repeating: 0, count: min(max(expected, 0), maxBytes) + 1)
        var count = 0
        while count <= maxBytes {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maxBytes + 1 - count))) }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ScanError(path: shown, "cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            count += n
        }
        if count > maxBytes { throw ScanError(path: shown, "too large (over \(maxBytes >> 20) MB)") }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}
