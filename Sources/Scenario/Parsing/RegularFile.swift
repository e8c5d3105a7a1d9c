// Every file the tool reads (scenario, Info.plist, log) is read through here: opened
// without blocking and checked to be a regular file on the descriptor itself, so a FIFO
// with no writer cannot hang a command, a device cannot be read forever, and nothing
// changes between the check and the read.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum RegularFile {
    /// Why `path` cannot be read, in the words a message ends with ("no such file", "is a
    /// named pipe (FIFO), not a file"). `what` names the file's role ("a scenario file").
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
    }

    /// Up to `limit + 1` bytes of the regular file at `path` (one byte over says "too large").
    public static func read(_ path: String, limit: Int, what: String) throws(Problem) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Problem(message: openFailure(errno, path: path, what: what)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Problem(message: "cannot be read: \(String(cString: strerror(errno)))") }
        if let kind = kindName(info.st_mode) {
            throw Problem(message: kind == "a folder" ? "is a folder, not \(what)" : "is \(kind), not \(what)")
        }
        // Regular files never block; the flag is cleared anyway so reads behave as usual.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress, min($0.count, limit + 1 - data.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(message: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// What a path is when it is not a regular file: "a folder", "a named pipe (FIFO)",
    /// "a device", "a socket"; nil for a regular file.
    public static func kindName(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    private static func openFailure(_ code: Int32, path: String, what: String) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        case EACCES, EPERM: "cannot be read (permissions?)"
        case EISDIR: "is a folder, not \(what)"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }
}

/// `read(2)` under a name that does not clash with the method.
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
