// Writing a file so that it is either whole or absent: under a temporary name beside it,
// then renamed over it. A full disk leaves the old file (or none), never half a new one,
// and a rename replaces a symbolic link or a file instead of writing through it.

import Foundation
import OrientationEngine
import Scenario
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct AtomicFileError: LocalizedError, Sendable {
    /// Why, in a few words ("No space left on device").
    public var reason: String
    public var errorDescription: String? { reason }
}

public enum AtomicFile {
    /// Writes `data` to `path` under a temporary name, then renames it into place.
    public static func write(_ data: Data, to path: String) throws(AtomicFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).partial-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw AtomicFileError(reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc_write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        // mkstemp makes 0600; a report is for others to read too.
        if failure == 0, fchmod(fd, 0o644) != 0 { failure = errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw AtomicFileError(reason: String(cString: strerror(failure)))
        }
    }

    /// Why a file the user named as an output (`--junit PATH`) must not be replaced, or
    /// nil: only a new file or a regular one, never a link, a device, a FIFO or a folder,
    /// never one of `inputs`, never a file holding something other than a JUnit report.
    public static func refusal(toReplace path: String, inputs: [String]) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK { return "is a symbolic link: name the file itself (a report is written only as a regular file)" }
        if let name = RegularFile.kindName(info.st_mode) { return "is \(name), not a regular file: name a file" }
        let real = OutputFolder.realPath(path)
        if inputs.contains(where: { OutputFolder.realPath($0) == real }) {
            return "is an input of this run: name another file"
        }
        if info.st_size > 0 {
            let head = (try? RegularFile.read(path, limit: 4096, what: "a report")) ?? Data()
            if !String(decoding: head, as: UTF8.self).contains("<testsuite") {
                return "holds something other than a JUnit report: name a new file, or remove it first"
            }
        }
        return nil
    }
}

/// `write(2)` under a name that does not clash with the method.
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}
