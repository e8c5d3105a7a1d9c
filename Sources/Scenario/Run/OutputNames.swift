// The files a run reads and writes, named once: the output folder checks them before the
// run (an input of the run must not be at a path it writes) and the writers use the
// same snapshot names.

import Foundation

public enum OutputNames {
    /// The file a `snapshot: NAME` step writes: letters, digits, `-` and `_` kept, the
    /// rest `_` (so never a hidden file, never a path into another folder).
    public static func snapshotFile(_ name: String) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return (safe.isEmpty ? "snapshot" : safe) + ".png"
    }

    /// What a run of `scenario` writes besides `fixed` (report.md, …): its snapshots and
    /// the `shots/` folder of thumbnails.
    public static func writes(_ scenario: ScenarioFile, fixed: [String]) -> [String] {
        var names = fixed + ["shots/"]
        for step in scenario.steps {
            if case .snapshot(let name) = step.kind { names.append(snapshotFile(name)) }
        }
        return names
    }

    /// The files a run of `scenario` reads: the scenario, its Info.plist, its videos.
    public static func inputs(of scenario: ScenarioFile) -> [String] {
        var paths = [scenario.file]
        if let plist = scenario.model.infoPlist?.path {
            // Written relative to the scenario file.
            let folder = URL(fileURLWithPath: scenario.file).deletingLastPathComponent()
            paths.append(InfoPlistReader.resolve(plist, folder: folder))
        }
        paths += scenario.model.controllers.compactMap { $0.player?.video }
        return paths
    }
}
