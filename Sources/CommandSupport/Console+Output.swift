// What `record` and `accept` share about their output folder: opening it (or one line
// and exit 4) and the line that says what was written.

import ArgumentParser
import Foundation
import OrientationEngine
import Scenario

extension Console {
    /// The locked, checked output folder for a run of `scenario`, or one line and exit 4.
    /// `fixed`: the files the command always writes (report.md, …).
    public static func outputFolder(_ path: String, force: Bool, scenario: ScenarioFile, fixed: [String]) throws -> OutputFolder {
        do {
            return try OutputFolder(path, force: force, inputs: OutputNames.inputs(of: scenario),
                                    writes: OutputNames.writes(scenario, fixed: fixed))
        } catch {
            err("\(error)\n")
            throw ExitStatus.output.code
        }
    }

    /// `wrote out/: report.md, recording.mp4, 18 thumbnails in shots/` — only what is
    /// there now — and the earlier run's files removed.
    public static func wroteLine(_ folder: String, _ commit: OutputFolder.Commit) -> String {
        let shots = commit.written.filter { $0.hasPrefix(OutputFolder.shotsName + "/") }.count
        var names = commit.written.filter { !$0.hasPrefix(OutputFolder.shotsName + "/") }
        if shots > 0 { names.append("\(shots) thumbnail\(shots == 1 ? "" : "s") in \(OutputFolder.shotsName)/") }
        let shown = folder.escapedForOneLine
        var line = names.isEmpty ? "wrote nothing into \(shown)/" : "wrote \(shown)/: \(names.joined(separator: ", "))"
        if !commit.removed.isEmpty {
            line += "; removed the earlier run's \(commit.removed.count) file\(commit.removed.count == 1 ? "" : "s") this run did not write again"
        }
        return line + "\n"
    }
}
