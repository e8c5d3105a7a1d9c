// Ctrl+S: the session's trace so far, as the text trace (every line, `--all`) and JSON Lines.

import Foundation
import OrientationEngine
import Scenario

enum TraceFiles {
    static func save(_ log: [TraceEvent], in directory: String) -> ShellReport {
        let text = WindowRecorder.fileName("trace", "log", in: directory)
        let json = (text as NSString).deletingPathExtension + ".jsonl"
        do {
            try TraceFormatter.text(log, all: true).write(toFile: text, atomically: true, encoding: .utf8)
            try TraceFormatter.jsonLines(log).write(toFile: json, atomically: true, encoding: .utf8)
            return .note("saved \(text) and \(json)", toast: "Saved the trace: \(text)")
        } catch {
            return .note("⚠ cannot save the trace: \(error.localizedDescription)", toast: "Cannot save the trace")
        }
    }
}
