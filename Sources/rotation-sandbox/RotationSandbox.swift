// The command line: thin wrappers over the Scenario and Sandbox libraries.

import ArgumentParser
import Foundation
import Sandbox
import Scenario

@main
struct RotationSandbox: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotation-sandbox",
        abstract: "Simulates how iOS decides screen rotation.",
        discussion: """
            Exit statuses of the headless commands: 0 all expectations held, 1 an expectation \
            failed, 2 invalid file, 3 the simulated app crashed unexpectedly.
            """,
        subcommands: [Run.self, Check.self, Trace.self, Record.self, Accept.self, Rules.self, Bench.self, New.self, Compare.self],
        defaultSubcommand: Run.self)
}

/// Output helpers shared by the subcommands.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A scenario for the commands that render it (player videos probed), or exit 2
    /// with its one-line error.
    static func loadScenario(_ file: String) throws -> Scenario {
        do {
            return PlayerVideos.probe(try ScenarioLoader.load(path: file))
        } catch {
            err("\(error)\n")
            throw ExitCode(2)
        }
    }

    /// The output folder, created if needed, or exit 4.
    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            err("\(path): cannot create the folder: \(why(path, error))\n")
            throw ExitCode(4)
        }
    }

    /// Foundation's message ("The operation could not be completed") names no cause:
    /// the nearest existing ancestor does.
    private static func why(_ path: String, _ error: Error) -> String {
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
