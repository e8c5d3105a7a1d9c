// What an acceptance run writes, through the run's one writer (RunFiles): thumbnails and
// snapshots from the window's pixels, and at the end report.md, junit.xml and trace.log.
// Performed by the shell as effects.

import Foundation
import Media
import OrientationEngine
import Scenario

enum AcceptanceFiles {
    /// The frame just drawn: a thumbnail of the device area for `steps` (one file for
    /// steps captured from the same frame), whole-window snapshots.
    static func capture(_ image: RGBAImage, deviceArea: Rect, steps: [Int], snapshots: [SnapshotFile],
                        into directory: String) -> ShellReport {
        var problems: [String] = []
        var thumbnail: String?
        if let first = steps.first {
            let name = RunFiles.thumbnailName(step: first)
            let thumb = RunFiles.thumbnail(of: image, deviceArea: deviceArea)
            if let problem = RunFiles.writePNG(thumb, as: name, in: directory) { problems.append(problem) } else { thumbnail = name }
        }
        var written: [SnapshotFile] = []
        for snapshot in snapshots {
            let file = OutputNames.snapshotFile(snapshot.name)
            if let problem = RunFiles.writePNG(image, as: file, in: directory) {
                problems.append(problem)
            } else {
                written.append(SnapshotFile(step: snapshot.step, name: file))
            }
        }
        return .captured(thumbnail: thumbnail, steps: steps, snapshots: written, problems: problems)
    }

    /// report.md, junit.xml and trace.log (`trace`: the session's, the tester's actions
    /// among the app's calls as the window showed them); `recording`: the MP4 if one was written.
    static func writeReport(_ acceptance: AcceptanceState, trace: [TraceEvent], recording: String?,
                            at time: Double) -> ShellReport {
        let run = acceptance.run
        let texts = RunFiles.texts([.report(started: acceptance.started), .junit(started: acceptance.started), .trace(all: false)],
                                   report: run.report, trace: trace, recording: recording)
        let written = RunFiles.write(texts, into: acceptance.directory)
        var files = written.written
        if let recording { files.append((recording as NSString).lastPathComponent) }
        files += run.results.compactMap(\.snapshot)
        return .reportWritten(files: files, problems: written.problems)
    }
}
