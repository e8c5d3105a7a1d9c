// Everything one frame of the window shows, built once per frame from the window's
// state: drawing, clicks and hover all read it, so they agree on where things are.

import OrientationEngine

public struct FrameModel {
    public var time: Double
    public var window: WindowLayout
    /// The simulated screen at `time` (idle player controls hidden).
    public var screen: ScreenModel
    /// The layout at this instant: where taps land, and the status bar's place.
    public var layout: ScreenLayout
    /// While the interface turns: the two pictures the screen shows instead of `layout`.
    public var turn: ScreenTurn?
    public var device: DeviceFrame
    public var inspector: InspectorModel
    /// `inspector` with what it was fitted from, for the next frame to reuse.
    public var inspectorFit: InspectorFit?
    public var acceptance: AcceptancePanel?
    /// The body turns on the desktop (drawn as a turned sprite, not cached).
    public var bodyTurning: Bool
    /// A line under the device for what its drawing cannot show (face up, lock).
    public var caption: String?
    public var toast: String?
    public var pressed: TapTarget?
    public var overlay: Overlay?
    public var toolbar: Toolbar
    /// A problem that stays until dismissed, drawn in `window.banner`.
    public var banner: String?

    public enum Overlay: Sendable, Equatable {
        /// F1; `acceptance`: an accept run's keys first.
        case help(acceptance: Bool)
        /// F2: the rules behind the last decision.
        case rules([Rule], trigger: String)
        /// The iOS picker.
        case iosPicker(IOSPicker)
        /// Open (recent files) or Device ▸.
        case choices(ChoiceList)
    }

    public struct Toolbar: Sendable, Equatable {
        public var systemLock: Bool
        public var recording: Bool
        public var help: Bool
        public var hover: Command?
        public var status: String
    }

    /// Why the visible player's video cannot play (the file's problem or what decoding found).
    public var videoError: String?
    /// The player's progress bar is held (dragged).
    public var scrubbing = false

    /// Where a click at a window pixel lands on the simulated screen.
    public func tapTarget(at p: Point) -> TapTarget? { device.tapTarget(at: p, in: layout) }

    /// How far along the visible player's progress bar a window pixel lies, 0…1, whether
    /// or not the pointer is on the bar (a drag that strays keeps following the pointer's
    /// position along it); nil when no bar is drawn.
    public func progressFraction(at p: Point) -> Double? {
        guard let item = layout.items.last(where: { $0.tap == .seek }),
              let local = device.screenPoint(fromWindow: p).flatMap({ item.toScreen.inverted?.apply($0) })
        else { return nil }
        return PlayerLayout.fraction(of: local, along: item.rect)
    }

    public static func make(
        engine: Engine, chrome: WindowChrome, time: Double, width: Int, height: Int, masks: [Decision.Row],
        acceptance: AcceptancePanel? = nil, hover: Command? = nil, status: String = "Rotation Sandbox",
        banner: String? = nil, inspector: Bool? = nil, inspectorScroll: Double = 0, videoError: String? = nil,
        scrub: Double? = nil, maskSources: [String: String] = [:], findings: [InspectorModel.Row] = [],
        unasked: [UnaskedAnswer]? = nil, reusing last: FrameModel? = nil
    ) -> FrameModel {
        let window = WindowLayout(width: width, height: height, acceptancePanel: chrome.acceptancePanel,
                                  banner: banner, inspector: inspector)
        // `videoError`: why the visible player's video cannot play, as its layer found out.
        // `scrub`: seconds the progress bar is held at (the thumb follows the pointer).
        let screen = ScreenModel(engine: engine, at: time).pausingUnplayableVideo(error: videoError)
            .scrubbing(to: scrub)
            .hidingIdleControls(lastInput: chrome.lastInput, at: time)
        let spec = DeviceSpec.of(screen.device)
        let device = DeviceFrame(spec: spec, area: window.deviceArea, bodyAngle: chrome.body.angle(at: time))
        let layout = ScreenLayout(screen, zoom: DisplayZoom.zoom(for: spec, pixelsPerPoint: device.scale))
        var overlay: Overlay?
        if let choices = chrome.choices {
            overlay = .choices(choices)
        } else if chrome.showIOSPicker {
            overlay = .iosPicker(IOSPicker(device: engine.model.device, current: engine.model.iosVersion))
        } else if chrome.showHelp {
            overlay = .help(acceptance: chrome.acceptancePanel)
        } else if chrome.showRules {
            let decision = chrome.shownDecision ?? engine.state.lastDecision
            overlay = .rules(RuleBook.rules(behind: decision, profile: engine.model.profile),
                             trigger: decision.map { "\($0.trigger): \($0.summary)" } ?? "no decision yet")
        }
        let content = InspectorModel.content(engine: engine, chrome: chrome, time: time, masks: masks,
                                             scroll: inspectorScroll, zoomNote: DisplayZoom.note(layout),
                                             maskSources: maskSources, findings: findings,
                                             unasked: unasked ?? engine.unaskedAnswers)
        let fit = InspectorFit.fit(content, to: window.inspector.size, reusing: last?.inspectorFit)
        return FrameModel(
            time: time, window: window, screen: screen, layout: layout,
            turn: ScreenTurn.running(engine.state.rotation, at: time, zoom: layout.zoom, screen: screen), device: device,
            inspector: fit.fitted, inspectorFit: fit,
            acceptance: acceptance, bodyTurning: chrome.body.isAnimating(at: time),
            caption: caption(engine.state),
            toast: chrome.toast.flatMap { time < $0.until ? $0.text : nil },
            pressed: chrome.pressed.flatMap { time < $0.until ? $0.target : nil },
            overlay: overlay,
            toolbar: Toolbar(systemLock: engine.state.systemLock, recording: chrome.recording, help: chrome.showHelp,
                             hover: hover, status: status),
            banner: banner, videoError: videoError, scrubbing: scrub != nil)
    }

    /// A line under the device for what its drawing cannot show.
    public static func caption(_ state: EngineState) -> String? {
        switch state.physical {
        case .faceUp: "lying face up — no interface change (R11)"
        case .faceDown: "lying face down — no interface change (R11)"
        case .unknown: "orientation unknown"
        default: state.systemLock ? "orientation lock on (R25)" : nil
        }
    }
}

/// `Engine.currentMasks` and `Engine.unaskedAnswers` re-evaluate every policy silently:
/// computed once per engine state, not once per frame.
public struct MaskRowsCache: Sendable {
    private var cached: (state: EngineState, rows: [Decision.Row])?
    private var cachedUnasked: (state: EngineState, answers: [UnaskedAnswer])?

    public init() {}

    public mutating func rows(_ engine: Engine) -> [Decision.Row] {
        guard engine.state.launched, engine.state.crash == nil else { return engine.state.lastDecision?.rows ?? [] }
        if let cached, cached.state == engine.state { return cached.rows }
        let rows = engine.currentMasks
        cached = (engine.state, rows)
        return rows
    }

    /// R9's hint: the visible controllers whose own answer the decider hides.
    public mutating func unasked(_ engine: Engine) -> [UnaskedAnswer] {
        if let cachedUnasked, cachedUnasked.state == engine.state { return cachedUnasked.answers }
        let answers = engine.unaskedAnswers
        cachedUnasked = (engine.state, answers)
        return answers
    }
}
