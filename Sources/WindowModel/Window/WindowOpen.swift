// Opening another app from the window: a file or folder dropped onto it, or one of the
// recent files (Open, O). The shell reads it and reports the app; the window relaunches
// on it, and keeps the recent-files list.

import OrientationEngine
import Scenario

extension WindowState {
    /// At most this many recent files are kept.
    static let recentLimit = 8

    /// A pick in the open list (0-based): Open asks the shell to open the file, Device ▸
    /// relaunches on the model.
    mutating func choose(_ index: Int, at t: Double) -> [WindowEffect] {
        guard let choices = chrome.choices, choices.items.indices.contains(index), choices.items[index].enabled else {
            return []
        }
        chrome.choices = nil
        let item = choices.items[index]
        switch choices.purpose {
        case .open: return open(item.value, at: t)
        case .device:
            guard let device = DeviceModel(rawValue: item.value), device != engine.model.device else { return [] }
            switchModel(at: t) { $0.device = device }
            return []
        }
    }

    /// A drop or a pick: the shell opens it (`.opened` / `.openFailed` follow).
    mutating func open(_ path: String, at t: Double) -> [WindowEffect] {
        guard acceptance == nil else {
            chrome.toast = ("An acceptance run keeps its scenario: finish it first", t + 3)
            return []
        }
        chrome.note("opening \(path)", at: t)
        chrome.toast = ("Opening \(path)…", t + 2)
        return [.open(path)]
    }

    /// The shell opened an app: the window starts afresh on it (the trace says what came
    /// before), findings and scan notes of the last one gone; the file heads the recent list.
    mutating func opened(_ app: OpenedApp, at t: Double) -> [WindowEffect] {
        engine = app.engine
        let log = chrome
        chrome = WindowChrome(physical: engine.model.orientation)
        chrome.recording = log.recording  // an F10 recording goes on across the new app
        chrome.note("opened \(app.path) (after \(log.trace.count) lines of the app before)", at: t)
        findings = nil
        reach = nil
        lintAsked = false
        replay = nil
        expandedFinding = nil
        inspectorScroll = 0
        maskSources = app.maskSources
        unread = app.unread
        unreadWhere = app.unreadWhere
        banner = nil
        masks = MaskRowsCache()
        drawn = nil
        send(.launch, at: t, judged: false)
        chrome.toast = ("Opened \(engine.model.name ?? app.path)", t + 2.5)
        recent = [app.path] + recent.filter { $0 != app.path }
        recent = Array(recent.prefix(Self.recentLimit))
        return [.saveRecent(recent)]
    }
}
