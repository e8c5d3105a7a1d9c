// A list to pick one from, over the window: Open (recent files, and what a drop opens)
// and Device ▸ (every model, with why one is not offered). A click or its digit picks.

import OrientationEngine
import Scenario

public struct ChoiceList: Sendable, Equatable {
    public enum Purpose: Sendable, Equatable { case open, device }

    public struct Item: Sendable, Equatable {
        public var label: String
        public var detail: String
        /// A path (open) or a device's name in the file format (device).
        public var value: String
        public var current: Bool
        public var enabled: Bool
    }

    public var purpose: Purpose
    public var title: String
    public var items: [Item]
    /// What else there is to do, at the foot of the card.
    public var note: String

    public static let row = 34.0, header = 58.0, footer = 52.0, width = 560.0

    public func card(in bounds: Rect) -> Rect {
        let height = Self.header + Double(max(1, items.count)) * Self.row + Self.footer
        return Rect(center: bounds.center, size: Size(min(Self.width, bounds.width - 20), min(height, bounds.height - 20)))
    }

    /// Each item's row, as many as the card has room for.
    public func rows(in bounds: Rect) -> [(index: Int, rect: Rect)] {
        let card = card(in: bounds)
        let fits = max(0, Int((card.height - Self.header - Self.footer) / Self.row))
        return items.indices.prefix(fits).map { i in
            (i, Rect(card.minX + 16, card.minY + Self.header + Double(i) * Self.row, card.width - 32, Self.row - 4))
        }
    }

    public func item(at p: Point, in bounds: Rect) -> Int? {
        rows(in: bounds).first { $0.rect.contains(p) && items[$0.index].enabled }?.index
    }

    /// Open: the files opened before, newest first; a drop opens any other.
    static func open(recent: [String]) -> ChoiceList {
        let items = recent.enumerated().map { i, path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return Item(label: "\(i + 1)  \(name)", detail: path, value: path, current: false, enabled: true)
        }
        return ChoiceList(purpose: .open, title: items.isEmpty ? "Open — nothing opened yet" : "Open a recent file",
                          items: items,
                          note: "Drop a scenario file (.yaml) or a project folder onto the window to open it; "
                              + "`rotation-sandbox run PATH` does the same. Esc closes.")
    }

    /// Device ▸: every model, the one running marked; one that never ran this iOS is not offered.
    static func devices(current: DeviceModel, ios: Int) -> ChoiceList {
        let items = DeviceModel.allCases.enumerated().map { i, device in
            let ran = ios >= device.firstIOS
            return Item(label: "\(i + 1)  \(device.displayName)",
                        detail: ran ? device.rawValue : "first ran iOS \(device.firstIOS): not offered on iOS \(ios)",
                        value: device.rawValue, current: device == current, enabled: ran)
        }
        return ChoiceList(purpose: .device, title: "Device — the app relaunches on it", items: items,
                          note: "D picks the next one without this list. Esc closes.")
    }
}

/// An app the shell opened (a dropped file, a recent one): its engine, and what
/// `run PATH` knows of a scanned project.
public struct OpenedApp: Sendable, Equatable {
    public var engine: Engine
    public var path: String
    public var maskSources: [String: String]
    public var unread: [ProjectNote]
    /// Where the full list of `unread` is.
    public var unreadWhere: String

    public init(engine: Engine, path: String, maskSources: [String: String] = [:], unread: [ProjectNote] = [],
                unreadWhere: String = "") {
        self.engine = engine
        self.path = path
        self.maskSources = maskSources
        self.unread = unread
        self.unreadWhere = unreadWhere
    }

    public static func == (a: OpenedApp, b: OpenedApp) -> Bool {
        a.path == b.path && a.engine.state == b.engine.state && a.maskSources == b.maskSources && a.unread == b.unread
    }
}
