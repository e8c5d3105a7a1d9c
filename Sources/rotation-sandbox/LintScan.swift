// The one place `lint FOLDER` calls `scan`: the project read into its typed model (the
// engine's values, the source map, every way the code shows a controller), on the
// device and iOS lint is narrowed to first (else scan's defaults). Lint takes it as it is.

import Foundation
import Lint
import OrientationEngine
import Scan
import Scenario

func scanProject(_ folder: String, target: String?, device: DeviceModel?, ios: Int?) throws -> ProjectModel {
    let options = ScanOptions(target: target, device: device ?? (ios.map { DeviceModel.defaultModel(iosVersion: $0) } ?? .iphoneFaceID),
                              ios: ios ?? 17)
    var project = try ProjectScanner.scan(folder: folder, options: options).project
    // A universal app is read again for the iPad: an idiom check answers differently there.
    if project.iPadPlist != nil, options.device.isPhone, device == nil || device == .ipad {
        var iPad = options
        iPad.device = .ipad
        project.iPadScenario = try? ProjectScanner.scan(folder: folder, options: iPad).project.scenario
    }
    return project
}
