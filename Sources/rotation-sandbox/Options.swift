// What the commands share on the command line, by swift-argument-parser's conventions:
// typed values whose help lists them, checks in `validate()`.

import ArgumentParser
import Foundation
import CommandSupport
import OrientationEngine
import Sandbox
import Scenario

/// `--ios`, `--device`, `--video` over a scenario file's values: run, check, trace,
/// record and accept take them alike.
struct ScenarioOptions: ParsableArguments {
    // Help texts stay ASCII: the generated manual page drops other characters.
    @Option(help: "iOS major version, overriding the file's `ios` (\(IOSVersion.shippedText.replacingOccurrences(of: "–", with: "-"))).")
    var ios: Int?

    @Option(help: "Device, overriding the file's `device`.")
    var device: DeviceModel?

    @Option(help: ArgumentHelp("A video for every player, overriding the file's.", valueName: "path"))
    var video: String?

    func validate() throws {
        if let ios, !IOSVersion.isShipped(ios) {
            throw ValidationError("--ios: iOS \(ios) never shipped (versions: \(IOSVersion.shippedText))")
        }
        // A video named in a file that cannot play is the player's problem (a warning);
        // one named on the command line that is not there is a mistaken option.
        if let video, let problem = Self.unreadable(video) {
            throw ValidationError("--video: \(video): \(problem)")
        }
    }

    /// Why `path` cannot be read as a video file at all, or nil.
    static func unreadable(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "is a folder, not a video" }
        let kind = (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
        if kind != .typeRegular { return "is not a regular file (a pipe or a device?)" }
        if !FileManager.default.isReadableFile(atPath: path) { return "cannot be read (permissions?)" }
        return nil
    }

    /// How files load: these values over the file's, player videos probed, one validation.
    var loading: LoadOptions {
        LoadOptions(ios: ios, device: device, video: video, prepare: PlayerVideos.probe)
    }
}

extension DeviceModel: ExpressibleByArgument {
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.displayName) })
    }
}

/// Frames per second of `record`'s video.
enum FrameRate: Int, CaseIterable, ExpressibleByArgument {
    case thirty = 30
    case sixty = 60
}
