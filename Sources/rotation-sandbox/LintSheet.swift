// `--report DIR`'s sheet.png: each screen of the app (a row) in each orientation it showed
// (a column: portrait, upside down, landscapeLeft, landscapeRight) on one device and iOS,
// drawn by the headless renderer `record` uses, from the state the exploration first saw.

import Foundation
import Lint
import Media
import OrientationEngine
import Sandbox
import WindowModel

@MainActor
enum LintSheet {
    static let columns: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    static let tileHeight = 300

    /// What the sheet shows, for report.md's legend.
    struct Drawn {
        var combination: Combination
        var rows: [String]
        var columns: [InterfaceOrientation]
    }

    /// The combination drawn: the file's own device and iOS when explored, else the first.
    static func combination(_ result: LintResult, own: Combination) -> Combination? {
        result.explored.contains(own) ? own : result.explored.first
    }

    /// Draws and writes the sheet; throws the problem in one line.
    static func write(_ result: LintResult, own: Combination, to path: String) throws -> Drawn {
        guard let combination = combination(result, own: own) else { throw SheetProblem("nothing was explored") }
        let pictures = result.pictures.filter { $0.combination == combination }
        let rows = result.screens.filter { screen in pictures.contains { $0.screen == screen } }
        guard !rows.isEmpty else { throw SheetProblem("no screen was shown (the app crashes at launch)") }
        // An orientation no screen showed gets no column.
        let columns = Self.columns.filter { orientation in pictures.contains { $0.orientation == orientation } }
        let renderer: HeadlessRenderer
        do {
            renderer = try HeadlessRenderer(physical: pictures[0].engine.state.physical)
        } catch {
            throw SheetProblem("the renderer cannot start: \(error)")
        }
        defer { renderer.close() }
        var tiles: [String: RGBAImage] = [:]
        var clock = 0.0
        for picture in pictures {
            // A signal ends the lint within a second: report.md first, not pictures.
            if Interruption.isRequested { throw SheetProblem("stopped by a signal before it was drawn") }
            // Well past the state's own time, drawn twice: every turn (the body's, the
            // interface's) has ended by the second frame.
            clock = max(clock, picture.engine.state.time) + 10
            _ = renderer.render(engine: picture.engine, at: clock)
            clock += 5
            let window = renderer.render(engine: picture.engine, at: clock)
            let area = WindowLayout(width: window.width, height: window.height).deviceArea
            tiles["\(picture.screen)|\(picture.orientation.rawValue)"] = shrink(crop(window, area), maxHeight: tileHeight)
        }
        let width = tiles.values.map(\.width).max() ?? 1, height = tiles.values.map(\.height).max() ?? 1
        let gap = 8, labelWidth = 240, headerHeight = 28
        let left = gap + labelWidth + gap, top = gap + headerHeight + gap
        let sheetWidth = left + columns.count * (width + gap), sheetHeight = top + rows.count * (height + gap)
        var pixels = [UInt8](repeating: 0, count: sheetWidth * sheetHeight * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = 40; pixels[index + 1] = 42; pixels[index + 2] = 48; pixels[index + 3] = 255
        }
        func paste(_ tile: RGBAImage, x x0: Int, y y0: Int) {
            for y in 0..<tile.height {
                let from = y * tile.width * 4, to = ((y0 + y) * sheetWidth + x0) * 4
                pixels[to..<(to + tile.width * 4)] = tile.pixels[from..<(from + tile.width * 4)]
            }
        }
        // Labels: the combination over the row names, each orientation over its column.
        paste(renderer.label("\(combination.device.rawValue) · iOS \(combination.ios)", width: labelWidth,
                             height: headerHeight, size: 13), x: gap, y: gap)
        for (column, orientation) in columns.enumerated() {
            paste(renderer.label(orientation.name, width: width, height: headerHeight, bold: true),
                  x: left + column * (width + gap), y: gap)
        }
        for (row, screen) in rows.enumerated() {
            let y = top + row * (height + gap)
            paste(renderer.label(screen, width: labelWidth, height: headerHeight, bold: true), x: gap,
                  y: y + (height - headerHeight) / 2)
            for (column, orientation) in columns.enumerated() {
                guard let tile = tiles["\(screen)|\(orientation.rawValue)"] else { continue }
                paste(tile, x: left + column * (width + gap) + (width - tile.width) / 2, y: y + (height - tile.height) / 2)
            }
        }
        do {
            try PNGFile.write(rgba: pixels, width: sheetWidth, height: sheetHeight, to: path)
        } catch {
            throw SheetProblem("cannot write \(path): \(error)")
        }
        return Drawn(combination: combination, rows: rows, columns: columns)
    }

    static func crop(_ image: RGBAImage, _ rect: Rect) -> RGBAImage {
        let x0 = max(0, Int(rect.minX)), y0 = max(0, Int(rect.minY))
        let x1 = min(image.width, Int(rect.maxX)), y1 = min(image.height, Int(rect.maxY))
        guard x1 > x0, y1 > y0 else { return image }
        var out = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let from = (y * image.width + x0) * 4, to = (y - y0) * (x1 - x0) * 4
            out[to..<(to + (x1 - x0) * 4)] = image.pixels[from..<(from + (x1 - x0) * 4)]
        }
        return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out)
    }

    /// A box-filtered copy at most `maxHeight` tall (a whole-number factor).
    static func shrink(_ image: RGBAImage, maxHeight: Int) -> RGBAImage {
        let factor = max(1, (image.height + maxHeight - 1) / maxHeight)
        guard factor > 1 else { return image }
        let w = image.width / factor, h = image.height / factor, area = factor * factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        let row = ((y * factor + dy) * image.width + x * factor) * 4 + c
                        for dx in 0..<factor { sum += Int(image.pixels[row + dx * 4]) }
                    }
                    out[(y * w + x) * 4 + c] = UInt8(sum / area)
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}

struct SheetProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
