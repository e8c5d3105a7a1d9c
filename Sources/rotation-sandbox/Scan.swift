import ArgumentParser
import CommandSupport
import Foundation
import OrientationEngine
import Scan

/// `scan PATH`: an iOS project's own rotation policy, read from its sources, as a scenario.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Reads an iOS project's sources and prints the scenario of its rotation policy.",
        discussion: """
            PATH is a folder holding an .xcodeproj (or a Swift package or plain source folder). \
            Swift is read with swift-syntax; Objective-C, storyboards, Info.plist and project.pbxproj \
            by focused readers. Every value carries its source as a trailing comment (# path:line); \
            what needs runtime state becomes a variable, listed under "not resolved" in the header, \
            as is a file that cannot be read (the rest of the project is still read). \
            Exit status 2 for a folder that is not a project at all or a bad option (one line on \
            stderr, nothing written), 4 when -o cannot be written, 130 / 143 on Ctrl+C / SIGTERM \
            (within a second; the output is written whole or not at all).
            """)

    @Argument(help: "The project's folder.")
    var path: String

    @Option(help: "The Xcode target to read (default: the only app target).")
    var target: String?

    @Option(help: "Device the idiom conditionals are resolved for (default iphone-faceid).")
    var device: DeviceModel?

    @Option(help: "The scenario's iOS major version (default 17).")
    var ios: Int?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the scenario to this file instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        if let ios, !IOSVersion.isShipped(ios) {
            throw ValidationError("--ios: iOS \(ios) never shipped (versions: \(IOSVersion.shippedText))")
        }
        let ios = ios ?? 17
        if let device, ios < device.firstIOS {
            throw ValidationError("--device: \(device.rawValue) never ran iOS \(ios) (its first was iOS \(device.firstIOS))")
        }
    }

    func run() throws {
        let options = ScanOptions(target: target, device: device ?? (ios.map { DeviceModel.defaultModel(iosVersion: $0) } ?? .iphoneFaceID), ios: ios ?? 17,
                                  deviceChosen: device != nil)
        let result: ScanResult
        do {
            result = try ProjectScanner.scan(folder: path, options: options)
        } catch {
            Console.err("rotation-sandbox: scan: \(Console.oneLine(error.description))\n")
            throw ExitStatus.invalid.code
        }
        guard let output else {
            // A signal now still lets the scenario out whole (SignalExit).
            SignalExit.finishing { Console.out(result.yaml) }
            return
        }
        if let refusal = OutputFile.refusal(output, scanned: result.folder) {
            Console.err("rotation-sandbox: scan: -o \(Console.oneLine(output)): \(refusal)\n")
            throw ExitStatus.output.code
        }
        do {
            try SignalExit.finishing { try OutputFile.write(result.yaml, to: output) }
        } catch {
            Console.err("rotation-sandbox: scan: -o \(Console.oneLine(output)): cannot write: \(Console.why(output, error))\n")
            throw ExitStatus.output.code
        }
    }
}
