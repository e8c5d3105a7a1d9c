// `--ios N --device D --video PATH`: command-line values over the file's, applied as the
// file loads, before its model is validated (so a load validates once).

import Foundation
import OrientationEngine

/// What the command line puts over a file's values.
public struct LoadOptions: Sendable {
    public var ios: Int?
    public var device: DeviceModel?
    public var video: String?
    /// Runs on the model last, before it is validated: the command line probes player
    /// videos here (this library cannot link Media), and returns what it found wrong.
    public var prepare: (@Sendable (inout AppModel) -> [VideoProblem])?

    public init(ios: Int? = nil, device: DeviceModel? = nil, video: String? = nil,
                prepare: (@Sendable (inout AppModel) -> [VideoProblem])? = nil) {
        self.ios = ios
        self.device = device
        self.video = video
        self.prepare = prepare
    }

    /// Whether an option replaces a value of the file (the probe only adds facts).
    var overridesModel: Bool { ios != nil || device != nil || video != nil }

    /// The file's model with the options applied; errors name the option. Returns the
    /// warnings `prepare` found, located in the file (`lines`).
    @discardableResult
    func apply(to model: inout AppModel, file: String, lines: LineTable = LineTable()) throws(ScenarioError)
        -> [ScenarioWarning]
    {
        if let ios {
            guard IOSVersion.isShipped(ios) else {
                throw ScenarioError(file: file, line: 0, keyPath: "",
                                    message: "--ios: iOS \(ios) never shipped (versions: \(IOSVersion.shippedText))")
            }
            model.iosVersion = ios
        }
        if let device { model.device = device }
        if let video {
            let path = ModelParser.resolveVideo(video, folder: nil)
            for index in model.controllers.indices where model.controllers[index].kind == .player {
                model.controllers[index].player?.video = path
            }
        }
        return ScenarioWarning.videos(prepare?(&model) ?? [], file: file, lines: lines, fromOption: video != nil)
    }

    /// The model validated once. When it fails only because of the options (an iOS
    /// 16-only action in a file run with `--ios 13`), the message says so; telling that
    /// apart costs a second validation, on the error path only.
    func validated(_ model: AppModel, file: String, lines: LineTable, fileModel: AppModel) throws(ScenarioError) -> Engine {
        do {
            return try ScenarioFile.validated(model, file: file, lines: lines)
        } catch {
            guard overridesModel else { throw error }
            _ = try ScenarioFile.validated(fileModel, file: file, lines: lines)
            let all = ([error.alone] + error.more).map { problem in
                ScenarioError(file: problem.file, line: problem.line, keyPath: problem.keyPath,
                              message: problem.message + ScenarioError.optionsNote)
            }
            var combined = ScenarioError(all: all) ?? error
            combined.unlisted = error.unlisted
            throw combined
        }
    }
}

extension ScenarioFile {
    /// A copy of a scenario already loaded with the given values replaced, validated
    /// again. Loading with `LoadOptions` gets the same result with one validation.
    public func overriding(ios: Int? = nil, device: String? = nil, video: String? = nil) throws(ScenarioError) -> ScenarioFile {
        var options = LoadOptions(ios: ios, video: video)
        if let device {
            guard let model = DeviceModel(rawValue: device) else {
                let names = DeviceModel.allCases.map(\.rawValue)
                throw ScenarioError(file: file, line: 0, keyPath: "",
                                    message: "--device: unknown device '\(device)'\(Suggest.hint(device, among: names))")
            }
            options.device = model
        }
        var model = self.model
        try options.apply(to: &model, file: file)
        let engine = try options.validated(model, file: file, lines: lines, fileModel: self.model)
        return ScenarioFile(file: file, engine: engine, steps: steps, lines: lines, warnings: warnings)
    }
}

/// A player's video that cannot play, or plays only in part, as the probe found it.
public struct VideoProblem: Sendable, Equatable {
    /// The (first) player controller showing it.
    public var controller: String
    public var video: String
    /// One line: "video file not found: …", "clip.mp4: video ends early at 2.0 s of 10.0 s".
    public var message: String

    public init(controller: String, video: String, message: String) {
        self.controller = controller
        self.video = video
        self.message = message.escapedForOneLine
    }
}

/// Something a file refers to that is wrong without stopping the run (a player video
/// that cannot play: the player says "Video unavailable" and the steps go on). Printed
/// on stderr, one line each, and listed in report.md's Problems; the exit status is
/// the run's.
public struct ScenarioWarning: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// `controllers.Player.player.video`, or `--video` when the command line gave it.
    public var keyPath: String
    public var message: String

    /// `player.yaml:11: controllers.Player.player.video: warning: video file not found: …`
    public var description: String {
        ScenarioError(file: file, line: line, keyPath: keyPath, message: "warning: " + message).description
    }

    /// For a report listing the file's problems: "`controllers.Player.player.video` (line 11): …".
    public var inReport: String {
        let place = keyPath.isEmpty ? "" : "`\(keyPath.escapedForOneLine)`" + (line > 0 ? " (line \(line))" : "") + ": "
        return place + message.escapedForOneLine
    }

    /// One warning per video file, where the file names it (the first player showing it).
    static func videos(_ problems: [VideoProblem], file: String, lines: LineTable, fromOption: Bool) -> [ScenarioWarning] {
        var seen = Set<String>()
        return problems.filter { seen.insert($0.video).inserted }.map { problem in
            let keyPath = fromOption ? "--video" : "controllers.\(problem.controller).player.video"
            // Where a missing file was looked for is in the message; the rule that put it there too.
            let rule = !fromOption && problem.message.hasPrefix("video file not found")
                ? "; a relative path is read from the scenario file's folder" : ""
            return ScenarioWarning(file: file, line: fromOption ? 0 : lines.line(for: keyPath) ?? 0,
                                   keyPath: keyPath, message: problem.message + rule)
        }
    }
}
