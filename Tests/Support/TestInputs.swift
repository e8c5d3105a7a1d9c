// Test inputs made with the ffmpeg tool, kept between runs in .build/test-inputs: starting
// ffmpeg (its hundred libraries loaded) costs more than most tests that read what it makes.
// A file made from lavfi sources alone is kept under its arguments and the ffmpeg that made
// it; one made from another file is made each time.

import Foundation

public enum TestInputs {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/test-inputs")

    /// Runs `ffmpeg arguments`, whose last argument is the file it writes, or copies the file
    /// an earlier run made with the same arguments and the same ffmpeg. True once the file is there.
    public static func ffmpeg(_ arguments: [String]) throws -> Bool {
        guard let output = arguments.last, let name = keptName(arguments) else { return try run(arguments) }
        let kept = folder.appendingPathComponent(name).path
        let files = FileManager.default
        if files.fileExists(atPath: kept) {
            try? files.removeItem(atPath: output)
            try files.copyItem(atPath: kept, toPath: output)
            return true
        }
        guard try run(arguments) else { return false }
        // Copied under a name of its own, then renamed: a test making the same file at the
        // same time never reads half of it.
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = kept + ".\(getpid()).\(UUID().uuidString)"
        if (try? files.copyItem(atPath: output, toPath: partial)) != nil, rename(partial, kept) != 0 {
            unlink(partial)
        }
        return true
    }

    /// The name the file is kept under, nil when an input is a file (`-i` not after `-f lavfi`).
    public static func keptName(_ arguments: [String]) -> String? {
        for (i, argument) in arguments.enumerated() where argument == "-i" {
            guard i >= 2, arguments[i - 2] == "-f", arguments[i - 1] == "lavfi" else { return nil }
        }
        guard let output = arguments.last else { return nil }
        // FNV-1a over the arguments but the output, and the ffmpeg binary's size and time.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (arguments.dropLast() + [ffmpegIdentity]).joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let suffix = (output as NSString).pathExtension
        return String(hash, radix: 16) + (suffix.isEmpty ? "" : "." + suffix)
    }

    /// Which ffmpeg the PATH finds: its path, size and time of its last change.
    static let ffmpegIdentity: String = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for directory in directories {
            let path = "\(directory)/ffmpeg"
            if let facts = try? FileManager.default.attributesOfItem(atPath: path) {
                let size = facts[.size] as? Int ?? 0
                let changed = (facts[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(path) \(size) \(changed)"
            }
        }
        return "ffmpeg"
    }()

    private static func run(_ arguments: [String]) throws -> Bool {
        try runTool("ffmpeg", arguments).status == 0
    }
}

/// Runs a command-line tool (ffmpeg, ffprobe) and returns its exit status and stdout.
/// stderr goes nowhere, so a chatty tool can never fill a pipe and block.
@discardableResult
public func runTool(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
