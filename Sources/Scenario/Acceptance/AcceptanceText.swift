// What an acceptance run says: instructions for each step, what the tester did, and
// the rules that decide whether it was what the step asked.

import OrientationEngine

extension AcceptanceRun {
    /// The instruction for a step, as the overlay and the reports show it.
    public static func instruction(for step: Step) -> String {
        switch step.kind {
        case .event(let event): instruction(for: event)
        case .wait(let seconds): "Wait \(seconds.shortText) s"
        case .snapshot(let name): "Snapshot “\(name)”"
        case .expect(let expectation): "Check: " + expectation.checks.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        case .ask(let question): question
        }
    }

    /// An action step's instruction.
    static func instruction(for event: Event) -> String {
        switch event {
        case .launch, .relaunch: "Relaunch the app"
        case .turn(let orientation): "Turn the device to \(orientation.spoken)"
        case .systemLock(let on): "Turn the orientation lock \(on ? "on" : "off") (Control Center)"
        case .tap(let title): "Tap “\(PlayerControl(rawValue: title)?.spoken ?? title)” on the screen"
        case .seek(let seconds): "Move the video to \(PlayerTime.text(seconds)) (drag its progress bar, or ←/→)"
        case .push(let name): "The app pushes \(name)"
        case .pop: "Go back (tap Back)"
        case .present(let name): "The app presents \(name)"
        case .dismiss: "The app dismisses the presented screen"
        case .selectTab(let index): "Select tab \(index)"
        case .call(let controller, let method): "The app calls \(method) on \(controller)"
        case .perform(.showWindow(let name), _): "The app shows its window \(name)"
        case .perform(.hideWindow(let name), _): "The app hides its window \(name)"
        case .perform: "The app performs an action"
        case .tick: "Wait"
        }
    }

    /// What an event does, in the past tense ("turned the device to landscapeRight").
    public static func describe(_ event: Event) -> String {
        switch event {
        case .launch, .relaunch: "relaunched the app"
        case .turn(let orientation): "turned the device to \(orientation.name)"
        case .systemLock(let on): "turned the orientation lock \(on ? "on" : "off")"
        case .push(let name): "pushed \(name)"
        case .pop: "went back"
        case .present(let name): "presented \(name)"
        case .dismiss: "dismissed the presented screen"
        case .selectTab(let index): "selected tab \(index)"
        case .call(let controller, let method): "called \(method) on \(controller)"
        case .tap(let title): "tapped “\(title)”"
        case .seek(let seconds): "moved the video to \(PlayerTime.text(seconds))"
        case .perform(.showWindow(let name), _): "showed window \(name)"
        case .perform(.hideWindow(let name), _): "hid window \(name)"
        case .perform: "performed an action"
        case .tick: "waited"
        }
    }

    static func waiting(for step: Step) -> String {
        switch step.kind {
        case .expect: "step \(step.index + 1)'s check waited for the app to settle"
        case .ask: "step \(step.index + 1)'s question waited for an answer"
        case .wait: "step \(step.index + 1) was waiting"
        case .snapshot: "step \(step.index + 1)'s snapshot waited for the app to settle"
        default: "step \(step.index + 1) was current"
        }
    }

    /// Whether the tester's event is what the step asked for. Back pops, whichever way
    /// the file says it; a relaunch is the `launch` step of an app already running.
    public static func matches(_ event: Event, _ step: Step) -> Bool {
        switch (step.event, event) {
        case (.launch?, .launch), (.launch?, .relaunch): true
        case (.pop?, .tap("Back")), (.tap("Back")?, .pop): true
        // A hand on a progress bar lands near a time, not on it.
        case (.seek(let wanted)?, .seek(let got)): abs(wanted - got) <= 1
        default: event == step.event
        }
    }

    /// A half turn done as two quarter turns: the first one brings the device closer to
    /// the target, so it is on the way there rather than a deviation.
    public static func onTheWay(from: DeviceOrientation, to: DeviceOrientation, target: DeviceOrientation) -> Bool {
        let ring: [DeviceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        guard to != target, let a = ring.firstIndex(of: from), let b = ring.firstIndex(of: to),
              let t = ring.firstIndex(of: target) else { return false }
        func distance(_ x: Int, _ y: Int) -> Int { min(abs(x - y), 4 - abs(x - y)) }
        return distance(b, t) < distance(a, t)
    }
}

extension Expectation {
    /// Each key the step checks with its expected value, in a stable order.
    public var checks: [(key: String, value: String)] {
        var out: [(String, String)] = []
        func add(_ key: String, _ value: String?) { if let value { out.append((key, value)) } }
        add("device", device?.name)
        add("physical", physical?.name)
        add("interface", interface?.name)
        add("statusBar.orientation", statusBarOrientation?.name)
        add("statusBar.hidden", statusBarHidden.map { "\($0)" })
        add("visible", visible)
        add("decider", decider)
        add("fullScreen", fullScreen.map { "\($0)" })
        add("locked", locked.map { "\($0)" })
        for transform in transforms { add("transform.\(transform.view)", transform.orientation?.name ?? "identity") }
        switch crashed {
        case .flag(let value)?: add("crashed", "\(value)")
        case .reason(let text)?: add("crashed", "“\(text)”")
        case nil: break
        }
        func lines(_ key: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            add(key, items.count == 1 ? "“\(items[0])”" : "\(items.count) lines")
        }
        lines("console.has", consoleHas)
        lines("trace.has", traceHas)
        lines("trace.lacks", traceLacks)
        lines("trace.order", traceOrder)
        return out
    }
}

extension DeviceOrientation {
    /// How a person says it, with the side that makes landscape unambiguous.
    public var spoken: String {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portrait upside down"
        case .landscapeLeft: "landscape left (home side on the right)"
        case .landscapeRight: "landscape right (home side on the left)"
        case .faceUp: "flat, face up"
        case .faceDown: "flat, face down"
        case .unknown: "an unknown orientation"
        }
    }
}

extension PlayerControl {
    /// The player's buttons as a person calls them.
    var spoken: String {
        switch self {
        case .play: "Play"
        case .fullscreen: "Full screen"
        case .lock: "Lock"
        case .back: "Back (player)"
        }
    }
}

extension Double {
    /// 2 → "2", 0.5 → "0.5".
    var shortText: String {
        self == rounded() && abs(self) < 1e9 ? String(Int(self)) : String(self)
    }
}
