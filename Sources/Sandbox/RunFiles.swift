// The files a run leaves in its folder, written one way for `record`, `accept` and the
// window's Ctrl+S: the reports (report.md, junit.xml), the trace (trace.log, trace.jsonl),
// each written whole (AtomicFile), and a thumbnail of the device after a step
// (shots/step-NN.png), cut and scaled alike whoever drew the window.

import CommandSupport
import Foundation
import Media
import OrientationEngine
import Scenario

public enum RunFiles {
    /// A text file of a run's.
    public enum Text: Sendable, Equatable {
        /// report.md; `started`: when the run began, for a person (an acceptance run's).
        case report(started: Date?)
        /// junit.xml, dated `started`.
        case junit(started: Date)
        /// trace.log (`all`: every line, not only the window's kinds).
        case trace(all: Bool)
        /// trace.jsonl.
        case traceJSON

        public var name: String {
            switch self {
            case .report: "report.md"
            case .junit: "junit.xml"
            case .trace: "trace.log"
            case .traceJSON: "trace.jsonl"
            }
        }
    }

    /// The texts of `report` and `trace`, in the order asked. report.md links `recording`
    /// (when written) and the other files asked, in that order.
    public static func texts(_ kinds: [Text], report: RunReport, trace: [TraceEvent], recording: String?)
        -> [(name: String, text: String)]
    {
        let listed = (recording.map { [($0 as NSString).lastPathComponent] } ?? [])
            + kinds.filter { if case .report = $0 { false } else { true } }.map(\.name)
        return kinds.map { kind in
            switch kind {
            case .report(let started):
                let people = DateFormatter()
                people.dateFormat = "yyyy-MM-dd HH:mm:ss"
                return (kind.name, MarkdownReport.render(report, started: started.map(people.string(from:)), files: listed))
            case .junit(let started):
                return (kind.name, JUnitReport.render(report, timestamp: JUnitReport.timestamp(started)))
            case .trace(let all):
                return (kind.name, TraceFormatter.text(trace, all: all))
            case .traceJSON:
                return (kind.name, TraceFormatter.jsonLines(trace))
            }
        }
    }

    /// Writes each text whole under its name in `directory`. Returns the names written, in
    /// order, and a line for each that could not be (named as `shown` says, the folder
    /// the user asked for rather than a staging one).
    public static func write(_ texts: [(name: String, text: String)], into directory: String,
                             shown: (String) -> String = { $0 }) -> (written: [String], problems: [String])
    {
        var written: [String] = []
        var problems: [String] = []
        for (name, text) in texts {
            let path = (directory as NSString).appendingPathComponent(name)
            do {
                try AtomicFile.write(Data(text.utf8), to: path)
                written.append(name)
            } catch {
                problems.append("\(shown(path)): cannot write: \(error.reason)")
            }
        }
        return (written, problems)
    }

    /// Thumbnails are at most this tall (a whole-number factor of the window's pixels).
    static let thumbnailHeight = 400

    /// shots/step-NN.png for the step at `index` (0-based).
    static func thumbnailName(step index: Int) -> String {
        String(format: "\(OutputFolder.shotsName)/step-%02d.png", index + 1)
    }

    /// The thumbnail's picture: `window`'s device area, scaled down.
    static func thumbnail(of window: RGBAImage, deviceArea: Rect) -> RGBAImage {
        window.cropped(to: deviceArea).downscaled(maxHeight: thumbnailHeight)
    }

    /// Writes `image` as a PNG named `name` (folders made as needed) in `directory`; the
    /// problem when it could not be.
    static func writePNG(_ image: RGBAImage, as name: String, in directory: String) -> String? {
        let path = (directory as NSString).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try PNGFile.write(rgba: image.pixels, width: image.width, height: image.height, to: path)
            return nil
        } catch {
            // MediaError names the path itself; a folder that cannot be made does not.
            return error is MediaError ? "\(error)" : "\(path): \(error.localizedDescription)"
        }
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
        // Each output row sums its `factor` source rows into one row of totals, then
        // divides: every source byte is read once, through pointers (no bounds check or
        // array access per byte, most of `record`'s thumbnail time in a debug build).
        var sums = [Int](repeating: 0, count: w * 4)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { totals in
                    let (src, dst, sum) = (source.baseAddress!, target.baseAddress!, totals.baseAddress!)
                    for y in 0..<h {
                        sum.update(repeating: 0, count: w * 4)
                        for dy in 0..<factor {
                            let row = src + (y * factor + dy) * width * 4
                            var i = 0
                            while i < w * 4 {
                                let pixel = (i >> 2) * factor * 4 + (i & 3)
                                var dx = 0
                                while dx < factor {
                                    sum[i] += Int(row[pixel + dx * 4])
                                    dx += 1
                                }
                                i += 1
                            }
                        }
                        let line = dst + y * w * 4
                        var i = 0
                        while i < w * 4 {
                            line[i] = UInt8(sum[i] / area)
                            i += 1
                        }
                    }
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
