// Output helpers the commands share: results on stdout, problems on stderr, one line each.

import ArgumentParser
import Foundation
import OrientationEngine

public enum Console {
    /// Where `out` and `err` go instead of the process's stdout and stderr: set by tests
    /// that run a command in-process (task-local, so tests running at once keep apart).
    @TaskLocal public static var capture: Capture?

    public static func out(_ text: String) {
        if let capture { return capture.append(out: text) }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static func err(_ text: String) {
        if let capture { return capture.append(err: text) }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// What a command wrote to stdout and stderr.
    public final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var outText = "", errText = ""

        public init() {}

        public var stdout: String { lock.withLock { outText } }
        public var stderr: String { lock.withLock { errText } }

        func append(out text: String) { lock.withLock { outText += text } }
        func append(err text: String) { lock.withLock { errText += text } }
    }

    /// A message as one line: line breaks become spaces; other control and
    /// direction-changing characters (quoted from a user's argument) are escaped.
    public static func oneLine(_ text: String) -> String {
        let joined = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        var out = ""
        for scalar in joined.unicodeScalars {
            let value = scalar.value
            let invisible = (value < 0x20 && scalar != "\t") || value == 0x7F || (0x80...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            if invisible {
                out += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A report file the user named (`--junit`): refused in one line with exit 4 when
    /// it is not a new or regular file, is a link, an input of the run (`inputs`) or holds
    /// something other than a report (AtomicFile.refusal). Checked before the run too.
    public static func checkReplaceable(_ path: String, inputs: [String]) throws {
        if let refusal = AtomicFile.refusal(toReplace: path, inputs: inputs) {
            err("\(path.escapedForOneLine): \(refusal)\n")
            throw ExitStatus.output.code
        }
    }

    /// Writes a report file whole (under a temporary name, then renamed), or says why
    /// not in one line and exits 4.
    public static func write(_ text: String, to path: String, inputs: [String]) throws {
        try checkReplaceable(path, inputs: inputs)
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            err("\(path.escapedForOneLine): cannot write: \(why(path, error))\n")
            throw ExitStatus.output.code
        }
    }

    /// Foundation's message ("The operation could not be completed") names no cause:
    /// the nearest existing ancestor does.
    public static func why(_ path: String, _ error: Error) -> String {
        var ancestor = (path as NSString).deletingLastPathComponent
        while !ancestor.isEmpty, ancestor != "/", !FileManager.default.fileExists(atPath: ancestor) {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        if ancestor.isEmpty { ancestor = "." }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder), !isFolder.boolValue {
            return "\(ancestor) is a file"
        }
        if !FileManager.default.isWritableFile(atPath: ancestor) { return "\(ancestor) is not writable" }
        return error.localizedDescription
    }
}
