// Keys, clicks and toolbar commands of the window, as the reducer handles them.

import OrientationEngine

extension WindowState {
    mutating func key(_ key: Key, ctrl: Bool, repeated: Bool, at t: Double) -> [WindowEffect] {
        if let taken = acceptanceKey(key, repeated: repeated, at: t) { return taken }
        // Held keys repeat: a device turn per press, not thirty per second.
        switch key {
        case .left where ctrl && !repeated: return perform(.rotateLeft, at: t)
        case .right where ctrl && !repeated: return perform(.rotateRight, at: t)
        case .up where ctrl && !repeated: return perform(.upsideDown, at: t)
        // Plain arrows seek the visible player, held keys again and again (as video sites do).
        case .left where !ctrl: seek(by: -Self.seekStep, at: t)
        case .right where !ctrl: seek(by: Self.seekStep, at: t)
        case .u where !repeated: return perform(.upsideDown, at: t)
        case .f where !repeated: return perform(.faceUp, at: t)
        case .b where !repeated: return perform(.faceDown, at: t)
        case .l where !repeated: return perform(.systemLock, at: t)
        case .r where !repeated: return perform(.relaunch, at: t)
        case .d where !repeated && !ctrl: switchModel(at: t) { $0.device = $0.device.next(runningIOS: $0.iosVersion) }
        case .o where !repeated && !ctrl: return perform(.open, at: t)
        case .i where !repeated && !ctrl: pickIOS(nextIOSVersion(after: engine.model.iosVersion, on: engine.model.device), at: t)
        case .q where ctrl: return perform(.quit, at: t)
        case .s where ctrl && !repeated: return [.saveTrace]
        case .m where !repeated && !ctrl: return [.toggleMute]
        case .f1 where !repeated: return perform(.help, at: t)
        case .f2 where !repeated: return perform(.rules, at: t)
        case .escape:
            if !chrome.showHelp && !chrome.showRules && !chrome.showIOSPicker && chrome.choices == nil { banner = nil }
            chrome.choices = nil
            chrome.showHelp = false
            chrome.showRules = false
            chrome.showIOSPicker = false
        case .f9 where !repeated: return perform(.screenshot, at: t)
        case .f10 where !repeated: return perform(.record, at: t)
        case .tab where !repeated: toggleInspector()
        case let digit where digit.digit != nil && !repeated:
            if chrome.choices != nil { return choose((digit.digit ?? 0) - 1, at: t) }
            replayFinding(digit.digit ?? 0, at: t)
        case .pageUp: chrome.traceScroll = min(chrome.trace.count, chrome.traceScroll + 10)
        case .pageDown: chrome.traceScroll = max(0, chrome.traceScroll - 10)
        default: break
        }
        return []
    }

    mutating func click(_ p: Point, at t: Double) -> [WindowEffect] {
        if let choices = chrome.choices, let frame {
            chrome.choices = nil
            guard let index = choices.item(at: p, in: Rect(origin: .zero, size: frame.window.size)) else { return [] }
            chrome.choices = choices
            return choose(index, at: t)
        }
        if chrome.showIOSPicker, let frame {
            chrome.showIOSPicker = false
            if let version = IOSPicker(device: engine.model.device, current: engine.model.iosVersion)
                .version(at: p, in: Rect(origin: .zero, size: frame.window.size)) {
                pickIOS(version, at: t)
            }
            return []
        }
        if chrome.showHelp || chrome.showRules {
            chrome.showHelp = false
            chrome.showRules = false
            return []
        }
        guard let frame else { return [] }
        if let banner = frame.window.banner, self.banner != nil, banner.contains(p) {
            self.banner = nil
            return []
        }
        if let panel = frame.acceptance, let rect = frame.window.acceptance, let button = panel.button(at: p, in: rect) {
            return acceptanceAct(button, at: t)
        }
        if let command = frame.window.command(at: p) { return perform(command, at: t) }
        if let handle = frame.window.inspectorHandle, handle.contains(p) {
            toggleInspector()
            return []
        }
        if let row = frame.inspector.finding(at: p, in: frame.window.inspector) {
            toggleFinding(row)
            return []
        }
        // Hidden player controls are not in the frame's layout: such a click only shows them.
        switch frame.tapTarget(at: p) {
        case .seek?: beginScrub(at: p)
        case let target?: tap(target, at: t)
        case nil: break
        }
        return []
    }

    mutating func perform(_ command: Command, at t: Double) -> [WindowEffect] {
        switch command {
        case .rotateLeft: send(.turn(engine.state.turned(clockwise: false)), at: t)
        case .rotateRight: send(.turn(engine.state.turned(clockwise: true)), at: t)
        case .upsideDown:
            send(.turn(engine.state.physical == .portraitUpsideDown ? .portrait : .portraitUpsideDown), at: t)
        case .faceUp: send(.turn(.faceUp), at: t)
        case .faceDown: send(.turn(.faceDown), at: t)
        case .systemLock: send(.systemLock(!engine.state.systemLock), at: t)
        case .relaunch: send(engine.state.launched ? .relaunch : .launch, at: t)
        case .screenshot: return [.screenshot]
        case .record:
            if let acceptance, !acceptance.written {
                // The run records itself into its folder, from start to end.
                chrome.toast = ("The run is being recorded to \(acceptance.directory)/recording.mp4", t + 3)
                return []
            }
            return chrome.recording ? [.stopRecording] : [.startRecording(path: nil)]
        case .help: chrome.showHelp.toggle()
        case .rules: chrome.showRules.toggle()
        case .quit: return close(at: t)
        case .nextDevice:
            chrome.choices = chrome.choices?.purpose == .device ? nil
                : .devices(current: engine.model.device, ios: engine.model.iosVersion)
        case .nextIOS: chrome.showIOSPicker.toggle()
        case .open: chrome.choices = chrome.choices?.purpose == .open ? nil : .open(recent: recent)
        }
        return []
    }

    /// The same app relaunched on another iOS version, said in words.
    mutating func pickIOS(_ version: Int, at t: Double) {
        guard version != engine.model.iosVersion else { return }
        switchModel(at: t) { $0.iosVersion = version }
        guard engine.model.iosVersion == version else { return }
        chrome.toast = ("iOS \(version) · \(engine.model.profile.rulesLabel)", t + 2.5)
    }

    /// Tab: collapse the inspector to a handle, or open it again.
    mutating func toggleInspector() {
        let shown = frame.map { $0.window.inspector.width > 0 } ?? true
        inspectorShown = !shown
    }

    mutating func tap(_ target: TapTarget, at t: Double) {
        chrome.pressed = (target, t + 0.18)
        switch target {
        case .button(let title):
            chrome.note("tap '\(title)'", at: t)
            send(.tap(title), at: t)
        case .back:
            chrome.note("tap 'Back'", at: t)
            send(.tap("Back"), at: t)
        case .tab(let index): send(.selectTab(index), at: t)
        case .relaunch: send(.relaunch, at: t)
        case .seek: break  // a press on the bar scrubs (beginScrub): it needs the point
        }
    }

    /// A problem the user must see: in the trace and as a banner that stays until
    /// dismissed (a click on it, or Esc).
    mutating func show(problem message: String, at t: Double) {
        chrome.note("⚠ \(message)", at: t)
        banner = message
    }

    /// The device and iOS pickers: the same app relaunched on another model or profile,
    /// the device held as it is. A model the other profile rejects (an iOS 16-only action
    /// below 16) stays as it was, with the reason shown.
    mutating func switchModel(at t: Double, holding orientation: DeviceOrientation? = nil,
                              _ change: (inout AppModel) -> Void) {
        guard acceptance == nil else {
            chrome.toast = ("The device and iOS are the scenario's during an acceptance run", t + 3)
            return
        }
        var model = engine.model
        change(&model)
        model.orientation = orientation ?? engine.state.physical
        do {
            engine = try Engine(model: model)
        } catch {
            chrome.note("⚠ cannot switch: \(error.description)", at: t)
            chrome.toast = ("cannot switch: \(error.message)", t + 4)
            return
        }
        chrome.note("relaunched on \(model.device.displayName), iOS \(model.iosVersion)", at: t)
        send(.launch, at: t)
    }

    /// Closing the window: an acceptance run still going writes what it has.
    mutating func close(at t: Double, reason: String? = nil) -> [WindowEffect] {
        quit = true
        guard var run = acceptance, !run.written else { return [.quit] }
        run.run.end(at: t, reason: reason)
        run.written = true
        acceptance = run
        return [.stopRecording, .writeReport, .quit]
    }
}

extension DeviceModel {
    /// The next model in the picker's cycle that ran this iOS version.
    public func next(runningIOS version: Int) -> DeviceModel {
        let all = DeviceModel.allCases
        let start = all.firstIndex(of: self) ?? 0
        return (1...all.count).map { all[(start + $0) % all.count] }.first { version >= $0.firstIOS } ?? self
    }
}
