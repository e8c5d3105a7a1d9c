// The folder `record --out` and `accept --out` write into, kept as careful tools keep
// theirs: what is the user's is never lost or replaced.
//
// - A lock (`flock` on `.rotation-sandbox.lock`) refuses a second run into a folder in use.
// - Files are written into `.rotation-sandbox-partial/` and renamed into place when the
//   run is over (`commit`), so a run killed half-way leaves the earlier run's files as
//   they were, and a rename replaces a symbolic link instead of writing through it.
// - `.rotation-sandbox-outputs` (the manifest) lists what the last run wrote, each file
//   with the SHA-256 of what it held (`sha256sum`'s lines): anything else in the folder,
//   or a listed file whose bytes changed since (a report.md the user edited), is the
//   user's, and refused unless `--force`; an earlier run's file this run did not write
//   again is removed (unless changed), so report.md never sits beside another run's
//   pictures. What a file manager leaves (`.DS_Store`, `Thumbs.db`, `desktop.ini`) is
//   nobody's file: neither refused nor touched.
// - An input of the run (the scenario, its plist, a video) at a path the run writes is
//   refused even with `--force`: reading it while replacing it loses it.

import Foundation
import OrientationEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a folder cannot be written into: one line (exit status 4).
public struct OutputFolderError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

public final class OutputFolder: Sendable {
    public static let lockName = ".rotation-sandbox.lock"
    public static let manifestName = ".rotation-sandbox-outputs"
    public static let stagingName = ".rotation-sandbox-partial"
    /// The subfolder of step thumbnails; its files are outputs like the rest.
    public static let shotsName = "shots"

    /// The folder as the user named it.
    public let path: String
    /// Where the run writes; `commit` moves what is complete into `path`.
    public let staging: String
    /// What the manifest listed when the run began (paths relative to the folder).
    public let previous: Set<String>
    /// The digest each of them was listed with (a manifest of an older version has none).
    let previousDigests: [String: String]
    /// Files of the folder that were no earlier run's output, kept with `--force`.
    public let foreign: [String]
    private let lockDescriptor: Int32
    let inputs: Set<String>

    /// Locks the folder (created if needed) and checks what it holds. `inputs`: the files
    /// the run reads; `writes`: the names it will write (relative; a name ending in `/`
    /// stands for a subfolder's files).
    public init(_ path: String, force: Bool, inputs: [String], writes: [String]) throws(OutputFolderError) {
        self.path = path
        staging = (path as NSString).appendingPathComponent(Self.stagingName)
        let shown = path.escapedForOneLine
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputFolderError(description: "\(shown): cannot create the folder: \(Console.why(path, error))")
        }
        let fd = try Self.lock(path)
        lockDescriptor = fd
        do throws(OutputFolderError) {
            let real = Self.realPath(path)
            let inputPaths = Set(inputs.map(Self.realPath))
            self.inputs = inputPaths
            for name in writes {
                let target = (real as NSString).appendingPathComponent(name)
                let clash = inputPaths.first { name.hasSuffix("/") ? $0.hasPrefix(target + "/") : $0 == target }
                if let clash {
                    throw OutputFolderError(description: "\(clash.escapedForOneLine): is an input of this run and --out "
                        + "\(shown) would replace it (\(name)): choose another folder")
                }
            }
            previousDigests = Self.readManifest(path).compactMapValues { $0 }
            previous = Set(Self.readManifest(path).keys)
            foreign = Self.foreignFiles(in: path, previous: previous, digests: previousDigests)
            if !foreign.isEmpty, !force {
                let listed = foreign.prefix(3).map(\.escapedForOneLine).joined(separator: ", ")
                    + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
                throw OutputFolderError(description: "\(shown): holds files that are no earlier run's output "
                    + "(\(listed)): choose an empty folder, or --force to write beside them")
            }
            // What a run killed half-way left: never anyone's finished output.
            try? FileManager.default.removeItem(atPath: staging)
            guard mkdir(staging, 0o755) == 0 else {
                throw OutputFolderError(description: "\(shown): cannot write into the folder: \(String(cString: strerror(errno)))")
            }
        } catch {
            close(fd)
            throw error
        }
    }

    deinit { close(lockDescriptor) }

    /// Takes the folder's lock or says who holds it. The lock is released when the
    /// process ends, however it ends (no stale lock after a SIGKILL).
    private static func lock(_ path: String) throws(OutputFolderError) -> Int32 {
        let shown = path.escapedForOneLine
        let file = (path as NSString).appendingPathComponent(lockName)
        let fd = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let code = errno
            let why = code == EROFS ? "the file system is read-only"
                : code == EACCES || code == EPERM ? "permission denied"
                : code == ELOOP ? "\(lockName) is a symbolic link" : String(cString: strerror(code))
            throw OutputFolderError(description: "\(shown): cannot write into the folder: \(why)")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let holder = String(decoding: (try? RegularFileHandle.contents(fd)) ?? [], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            close(fd)
            let who = Int(holder).map { " (process \($0))" } ?? ""
            throw OutputFolderError(description: "\(shown): in use by another run\(who): wait for it to end or choose another folder")
        }
        // Who holds it, for the message another run prints.
        let pid = "\(getpid())\n"
        _ = ftruncate(fd, 0)
        _ = pid.withCString { pwrite(fd, $0, strlen($0), 0) }
        return fd
    }

    /// The manifest's paths with their digests (nil: listed by an older version, by name
    /// alone); empty when there is none (or it is not a regular file).
    static func readManifest(_ path: String) -> [String: String?] {
        let file = (path as NSString).appendingPathComponent(manifestName)
        var info = stat()
        guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [:] }
        var listed: [String: String?] = [:]
        for line in text.split(separator: "\n") where !line.isEmpty && !line.hasPrefix("#") {
            if let (digest, name) = manifestLine(line) { listed[name] = digest } else { listed[String(line)] = .some(nil) }
        }
        return listed
    }

    /// `sha256sum`'s line: 64 hex digits, two spaces, the name.
    static func manifestLine(_ line: Substring) -> (String, String)? {
        let utf8 = Array(line.utf8)
        guard utf8.count > 66, utf8[64] == UInt8(ascii: " "), utf8[65] == UInt8(ascii: " "),
              utf8[0..<64].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                  || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) else { return nil }
        return (String(decoding: utf8[0..<64], as: UTF8.self), String(decoding: utf8[66...], as: UTF8.self))
    }

    /// What file managers leave in any folder they show: nobody's output, nobody's work.
    public static let litter: Set<String> = [".DS_Store", "Thumbs.db", "desktop.ini"]

    /// Entries that are not an earlier run's regular files as it wrote them (the lock,
    /// manifest, staging and litter aside): a user's file, a link, a device, a folder of
    /// their own, an earlier output the user changed.
    static func foreignFiles(in path: String, previous: Set<String>, digests: [String: String]) -> [String] {
        let ours: Set<String> = [lockName, manifestName, stagingName]
        func earlier(_ name: String, at full: String) -> Bool {
            guard previous.contains(name), fileKind(full) == S_IFREG else { return false }
            guard let digest = digests[name] else { return true }
            return ContentHash.sha256(ofFile: full) == digest
        }
        var foreign: [String] = []
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for entry in entries where !ours.contains(entry) && !litter.contains(entry) {
            let full = (path as NSString).appendingPathComponent(entry)
            if entry == shotsName, fileKind(full) == S_IFDIR {
                let shots = ((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []).sorted()
                for shot in shots where !litter.contains(shot) {
                    let name = shotsName + "/" + shot
                    if !earlier(name, at: (full as NSString).appendingPathComponent(shot)) { foreign.append(name) }
                }
            } else if !earlier(entry, at: full) {
                foreign.append(entry)
            }
        }
        return foreign
    }

    /// `S_IFREG`, `S_IFDIR`, `S_IFLNK`, … of the path itself (links not followed).
    static func fileKind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The path with links resolved (as far as it exists), to compare inputs and outputs.
    static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A file not there yet: its folder resolved, its name as given.
        let folder = (path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        guard let resolved = realpath(base, nil) else { return path }
        defer { free(resolved) }
        return (String(cString: resolved) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }

    /// `staging/…` in a message becomes the path the user knows.
    public func shown(_ message: String) -> String {
        message.replacingOccurrences(of: staging, with: path)
    }
}

/// Reading what a descriptor holds (the lock file's process id).
enum RegularFileHandle {
    static func contents(_ fd: Int32) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}
