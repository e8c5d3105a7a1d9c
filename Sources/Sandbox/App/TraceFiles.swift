// Ctrl+S: the session's trace so far, as the text trace (every line, `--all`) and JSON
// Lines, through the run's one writer (RunFiles) under names of their own.

import Foundation
import OrientationEngine
import Scenario

enum TraceFiles {
    static func save(_ log: [TraceEvent], in directory: String) -> ShellReport {
        let text = WindowRecorder.fileName("trace", "log", in: directory)
        let json = (text as NSString).deletingPathExtension + ".jsonl"
        let written = RunFiles.write([((text as NSString).lastPathComponent, TraceFormatter.text(log, all: true)),
                                      ((json as NSString).lastPathComponent, TraceFormatter.jsonLines(log))],
                                     into: directory)
        guard let problem = written.problems.first else {
            return .note("saved \(text) and \(json)", toast: "Saved the trace: \(text)")
        }
        return .note("⚠ cannot save the trace: \(problem)", toast: "Cannot save the trace")
    }
}
