// `run FILE --ios N --device D --video PATH`: command-line values over the file's.

import Foundation
import OrientationEngine

extension Scenario {
    /// A copy with the given values replaced, validated again (an iOS 16-only action
    /// in a file run with `--ios 13` is as invalid as if the file said so). Errors
    /// name the option instead of a line.
    public func overriding(ios: Int? = nil, device: String? = nil, video: String? = nil) throws(ScenarioError) -> Scenario {
        var copy = self
        func optionError(_ option: String, _ message: String) -> ScenarioError {
            ScenarioError(file: file, line: 0, keyPath: "", message: "\(option): \(message)")
        }
        if let ios {
            guard IOSVersion.isShipped(ios) else {
                throw optionError("--ios", "iOS \(ios) never shipped (versions: \(IOSVersion.shippedText))")
            }
            copy.model.iosVersion = ios
        }
        if let device {
            guard let model = DeviceModel(rawValue: device) else {
                let names = DeviceModel.allCases.map(\.rawValue)
                throw optionError("--device", "unknown device '\(device)'\(Suggest.hint(device, among: names))")
            }
            copy.model.device = model
        }
        if let video {
            let path = ModelParser.resolveVideo(video, folder: nil)
            for index in copy.model.controllers.indices where copy.model.controllers[index].kind == .player {
                copy.model.controllers[index].player?.video = path
            }
        }
        do {
            _ = try Engine(model: copy.model)
        } catch {
            let located = copy.error(at: error.keyPath, error.message)
            throw ScenarioError(
                file: located.file, line: located.line, keyPath: located.keyPath,
                message: "\(located.message) (with the command-line options)")
        }
        return copy
    }
}
