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
    public init(_ description: String) { self.description = description }
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
    /// library's `_Pods.xcodeproj`), relative; the caller takes the first with an app target.
    static func projects(in folder: String) -> [String] {
        let fm = FileManager.default
        let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var top: [String] = names.filter { $0.hasSuffix(".xcodeproj") }
        var nested: [String] = []
        for sub in names where !skipped.contains(sub) && !sub.hasPrefix(".") && !sub.hasSuffix(".xcodeproj") {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: folder + "/" + sub, isDirectory: &isDir), isDir.boolValue else { continue }
            for name in ((try? fm.contentsOfDirectory(atPath: folder + "/" + sub)) ?? []).sorted() where name.hasSuffix(".xcodeproj") {
                nested.append(sub + "/" + name)
            }
        }
        top += nested
        return top
    }

    /// The files to read, sorted; `excluded` are top-level-ish folder names of other targets.
    static func list(in folder: String, excluding excluded: Set<String>) -> (files: [ProjectFile], unreadable: [String]) {
        // The walk asks the file system only about names it may skip; what each source file
        // is (a file, a link, readable) is asked after it.
        var candidates: [(rel: String, kind: SourceKind, type: EntryType?)] = []
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
        while let rel = walker.nextObject() as? String {
            let name = (rel as NSString).lastPathComponent
            var type: EntryType?
            if skipped.contains(name) || excluded.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
                || name.hasSuffix(".xcworkspace") || name.hasSuffix("Tests") || name.hasSuffix(".framework") {
                type = entryType(folder + "/" + rel)
                if type == .directory { walker.skipDescendants(); continue }
            }
            let kind: SourceKind
            switch (name as NSString).pathExtension {
            case "swift": kind = .swift
            case "m", "mm", "h": kind = .objc
            case "storyboard", "xib": kind = .storyboard
            case "plist" where name.contains("Info"): kind = .plist
            default: continue
            }
            candidates.append((rel, kind, type))
        }
        var files: [ProjectFile] = []
        var unreadable: [String] = []
        for c in candidates {
            switch check(c.rel, kind: c.kind, type: c.type, folder: folder) {
            case .file(let file)?: files.append(file)
            case .unreadable(let line)?: unreadable.append(line)
            case nil: break
            }
        }
        files.sort { $0.path < $1.path }
        return (files, unreadable.sorted())
    }

    enum Checked {
        case file(ProjectFile)
        case unreadable(String)
    }

    /// One source file found by the walk: read it, leave it out (a folder, a link to a
    /// folder or a device), or name it as unreadable.
    static func check(_ rel: String, kind: SourceKind, type known: EntryType?, folder: String) -> Checked? {
        let full = folder + "/" + rel
        let type = known ?? entryType(full)
        if type == .link {
            // A link is read where it points; one to nowhere is a broken project.
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir) else { return .unreadable(rel + ": cannot be read (a link to nowhere?)") }
            if isDir.boolValue { return nil }
            // A link to a pipe or a device would block the read: only regular files.
            let regular = try? URL(fileURLWithPath: full).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile
            if regular != true { return nil }
        } else if type != .regular {
            return nil
        }
        if !FileManager.default.isReadableFile(atPath: full) { return .unreadable(rel + ": cannot be read (permissions?)") }
        return .file(ProjectFile(path: rel, kind: kind))
    }

    enum EntryType: Sendable { case directory, link, regular, other }

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
        guard fd >= 0 else { throw ScanError("\(shown.escapedForMessage): cannot be read (permissions?)") }
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
                throw ScanError("\(shown.escapedForMessage): cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            count += n
        }
        if count > maxBytes { throw ScanError("\(shown.escapedForMessage): too large (over \(maxBytes >> 20) MB)") }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}
