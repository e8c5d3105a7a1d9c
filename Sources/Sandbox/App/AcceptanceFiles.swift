// What an acceptance run writes: thumbnails and snapshots from the window's pixels, and
// at the end report.md, junit.xml and trace.log. Performed by the shell as effects.

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
            let name = String(format: "shots/step-%02d.png", first + 1)
            let thumb = image.cropped(to: deviceArea).downscaled(maxHeight: 240)
            if let problem = write(thumb, to: name, in: directory) { problems.append(problem) } else { thumbnail = name }
        }
        var written: [SnapshotFile] = []
        for snapshot in snapshots {
            let file = OutputNames.snapshotFile(snapshot.name)
            if let problem = write(image, to: file, in: directory) {
                problems.append(problem)
            } else {
                written.append(SnapshotFile(step: snapshot.step, name: file))
            }
        }
        return .captured(thumbnail: thumbnail, steps: steps, snapshots: written, problems: problems)
    }

    private static func write(_ image: RGBAImage, to name: String, in directory: String) -> String? {
        let path = (directory as NSString).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGFile.write(rgba: image.pixels, width: image.width, height: image.height, to: path)
            return nil
        } catch {
            return "\(path): \(error)"
        }
    }

    /// report.md, junit.xml and trace.log (`trace`: the session's, the tester's actions
    /// among the app's calls as the window showed them); `recording`: the MP4 if one was written.
    static func writeReport(_ acceptance: AcceptanceState, trace: [TraceEvent], recording: String?,
                            at time: Double) -> ShellReport {
        let run = acceptance.run
        var listed = ["junit.xml", "trace.log"]
        if let recording { listed.insert((recording as NSString).lastPathComponent, at: 0) }
        let people = DateFormatter()
        people.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let texts = [
            ("report.md", MarkdownReport.render(run.report, started: people.string(from: acceptance.started), files: listed)),
            ("junit.xml", JUnitReport.render(run.report, timestamp: JUnitReport.timestamp(acceptance.started))),
            ("trace.log", TraceFormatter.text(trace, all: false)),
        ]
        var files: [String] = []
        var problems: [String] = []
        for (name, text) in texts {
            let path = (acceptance.directory as NSString).appendingPathComponent(name)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                files.append(name)
            } catch {
                problems.append("\(path): \(error.localizedDescription)")
            }
        }
        if let recording { files.append((recording as NSString).lastPathComponent) }
        files += run.results.compactMap(\.snapshot)
        return .reportWritten(files: files, problems: problems)
    }
}

extension RGBAImage {
    func cropped(to rect: Rect) -> RGBAImage {
        let x0 = max(0, Int(rect.minX)), y0 = max(0, Int(rect.minY))
        let x1 = min(width, Int(rect.maxX)), y1 = min(height, Int(rect.maxY))
        guard x1 > x0, y1 > y0 else { return self }
        var out = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let from = (y * width + x0) * 4, to = (y - y0) * (x1 - x0) * 4
            out[to..<(to + (x1 - x0) * 4)] = pixels[from..<(from + (x1 - x0) * 4)]
        }
        return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out)
    }

    /// A box-filtered copy at most `maxHeight` tall (whole-number factor).
    func downscaled(maxHeight: Int) -> RGBAImage {
        let factor = max(1, (height + maxHeight - 1) / maxHeight)
        guard factor > 1 else { return self }
        let w = width / factor, h = height / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let area = factor * factor
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        let row = ((y * factor + dy) * width + x * factor) * 4 + c
                        for dx in 0..<factor { sum += Int(pixels[row + dx * 4]) }
                    }
                    out[(y * w + x) * 4 + c] = UInt8(sum / area)
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
