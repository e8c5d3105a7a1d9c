// What the commands share on the command line, by swift-argument-parser's conventions:
// typed values whose help lists them, checks in `validate()`.

import ArgumentParser
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
