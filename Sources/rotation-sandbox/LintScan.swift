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
                              ios: ios ?? 17, deviceChosen: device != nil)
    // A universal app is resolved again for the iPad (the files are read once): an idiom
    // check answers differently there.
    let iPadToo = options.device.isPhone && (device == nil || device == .ipad)
    let results = try ProjectScanner.scan(folder: folder, options: options, devices: iPadToo ? [options.device, .ipad] : [options.device])
    var project = try results[0].get().project
    if project.iPadPlist != nil, results.count > 1 {
        project.iPadScenario = try? results[1].get().project.scenario
    }
    return project
}
