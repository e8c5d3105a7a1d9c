// `check --matrix FILE…`: each file replayed on every device × a representative iOS of
// each profile, as if run with `--device D --ios N`. Combinations that never existed (a
// Face ID iPhone before iOS 11) are not run; a file that cannot run on a combination (an
// iOS 16-only call under iOS 13, a step its screens do not allow there) is "n/a" there,
// with the reason, and does not count: the file itself is valid.

import OrientationEngine

public enum Matrix {
    /// One iOS per profile and era: ios5, ios6 (7), ios8 (13, the sheet change), ios16, 17.
    public static let versions = [5, 7, 13, 16, 17]
    public static let devices = DeviceModel.allCases

    /// What one combination of one file gave.
    public enum Cell: Sendable {
        /// Never sold (the device's first iOS is later).
        case neverExisted
        /// The file does not run there; why, in one line.
        case notApplicable(String)
        case ran(RunReport)

        /// The status it counts as: n/a and never-existed cells count as passing.
        public var status: CheckStatus {
            if case .ran(let report) = self { report.status } else { .ok }
        }
    }

    /// One file: its own error when it is invalid as written, else a cell per combination.
    public struct FileResult: Sendable {
        public var file: String
        /// The file with its own values (and the command line's `--video`): invalid means
        /// no matrix at all, as `check` would say.
        public var error: ScenarioError?
        /// The file's own device and iOS, marked in the table.
        public var own: (device: DeviceModel, ios: Int)?
        /// As it loaded (a player video that cannot play), said once, not per cell.
        public var warnings: [ScenarioWarning] = []
        public var devices: [DeviceModel]
        public var versions: [Int]
        /// `cells[device][version]`, in the order of `devices` and `versions`.
        public var cells: [[Cell]]

        public var status: CheckStatus {
            if error != nil { return .invalidFile }
            return CheckStatus.combined(cells.flatMap { $0.map(\.status) })
        }
    }

    public struct Run: Sendable {
        public var files: [FileResult]
        /// The worst over every file and cell (check's statuses).
        public var status: CheckStatus { CheckStatus.combined(files.map(\.status)) }
        public var stdout: String { MatrixReport.text(files) }
        /// Each invalid file's errors and each valid file's warnings, a line each.
        public var stderr: String {
            files.map { $0.error?.listing ?? $0.warnings.map { "\($0)\n" }.joined() }.joined()
        }

        /// A test suite per cell that ran, named `NAME [device, iOS N]`.
        public func junit(timestamp: String) -> String {
            var outcomes: [FileOutcome] = []
            for file in files {
                if let error = file.error { outcomes.append(FileOutcome(file: file.file, result: .failure(error))) }
                for (device, row) in zip(file.devices, file.cells) {
                    for (ios, cell) in zip(file.versions, row) {
                        guard case .ran(var report) = cell else { continue }
                        let name = report.model.name ?? MarkdownReport.fileStem(file.file)
                        report.model.name = "\(name) [\(device.rawValue), iOS \(ios)]"
                        outcomes.append(FileOutcome(report))
                    }
                }
            }
            return JUnitReport.render(outcomes, timestamp: timestamp)
        }
    }

    /// Every file on `devices` × `versions` (all of them by default). `options`: the
    /// command line's (`--video`, the video probe); its `ios` and `device` narrow the
    /// matrix to themselves.
    public static func check(files: [String], options: LoadOptions = LoadOptions()) -> Run {
        let devices = options.device.map { [$0] } ?? Self.devices
        let versions = options.ios.map { [$0] } ?? Self.versions
        var base = options
        base.ios = nil
        base.device = nil
        return Run(files: files.map { file($0, devices: devices, versions: versions, options: base) })
    }

    static func file(_ path: String, devices: [DeviceModel], versions: [Int], options: LoadOptions) -> FileResult {
        var result = FileResult(file: path, devices: devices, versions: versions, cells: [])
        let scenario: ScenarioFile
        do {
            scenario = try ScenarioLoader.load(path: path, options: options)
        } catch {
            result.error = error
            return result
        }
        result.own = (scenario.model.device, scenario.model.iosVersion)
        result.warnings = scenario.warnings
        result.cells = devices.map { device in
            versions.map { ios in cell(scenario, device: device, ios: ios, options: options) }
        }
        return result
    }

    /// The loaded file with another device and iOS over it: one load of the file, each
    /// cell a fresh model validated once.
    static func cell(_ scenario: ScenarioFile, device: DeviceModel, ios: Int, options: LoadOptions) -> Cell {
        guard ios >= device.firstIOS else { return .neverExisted }
        do {
            let variant = try scenario.overriding(ios: ios, device: device.rawValue)
            return .ran(try ScenarioRunner(scenario: variant).run())
        } catch {
            return .notApplicable(error.reason)
        }
    }
}

extension ScenarioError {
    /// The problem without the file's name, and without the note that the command line
    /// caused it (in a matrix, it always did): "steps[3].tap: no button 'Back' on screen".
    var reason: String {
        var text = message
        if text.hasSuffix(Self.optionsNote) { text = String(text.dropLast(Self.optionsNote.count)) }
        return keyPath.isEmpty ? text : "\(keyPath): \(text)"
    }
}
