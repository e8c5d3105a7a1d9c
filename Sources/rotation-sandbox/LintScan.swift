// The one place `lint FOLDER` calls `scan`: the project scanned as `scan FOLDER` would
// print it, on the device and iOS lint is narrowed to first (else scan's defaults).

import Foundation
import Lint
import OrientationEngine
import Scan

func scanProject(_ folder: String, target: String?, device: DeviceModel?, ios: Int?) throws -> ScannedProject {
    let options = ScanOptions(target: target, device: device ?? (ios.map { DeviceModel.defaultModel(iosVersion: $0) } ?? .iphoneFaceID),
                              ios: ios ?? 17)
    let result = try ProjectScanner.scan(folder: folder, options: options)
    return ScannedProject(yaml: result.yaml, name: (result.folder as NSString).appendingPathComponent("(scanned scenario)"))
}
