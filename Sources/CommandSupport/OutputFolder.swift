// The folder `record --out` and `accept --out` write into, kept as careful tools keep
// theirs: what is the user's is never lost or replaced.
//
// - A lock (`flock` on `.rotation-sandbox.lock`) refuses a second run into a folder in use.
// - Files are written into `.rotation-sandbox-partial/` and renamed into place when the
//   run is over (`commit`), so a run killed half-way leaves the earlier run's files as
//   they were, and a rename replaces a symbolic link instead of writing through it.
// - `.rotation-sandbox-outputs` (the manifest) lists what the last run wrote: anything
//   else in the folder is the user's, and refused unless `--force`; an earlier run's
//   file this run did not write again is removed, so report.md never sits beside
//   another run's pictures.
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
            previous = Self.readManifest(path)
            foreign = Self.foreignFiles(in: path, previous: previous)
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

    /// The manifest's paths; an empty set when there is none (or it is not a regular file).
    static func readManifest(_ path: String) -> Set<String> {
        let file = (path as NSString).appendingPathComponent(manifestName)
        var info = stat()
        guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// Entries that are not an earlier run's regular files (the lock, manifest and
    /// staging aside): a user's file, a link, a device, a folder of their own.
    static func foreignFiles(in path: String, previous: Set<String>) -> [String] {
        let ours: Set<String> = [lockName, manifestName, stagingName]
        var foreign: [String] = []
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for entry in entries where !ours.contains(entry) {
            let full = (path as NSString).appendingPathComponent(entry)
            let kind = fileKind(full)
            if entry == shotsName, kind == S_IFDIR {
                let shots = ((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []).sorted()
                for shot in shots {
                    let name = shotsName + "/" + shot
                    if !(previous.contains(name) && fileKind((full as NSString).appendingPathComponent(shot)) == S_IFREG) {
                        foreign.append(name)
                    }
                }
            } else if !(previous.contains(entry) && kind == S_IFREG) {
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
