// What the inspector beside the device shows, as values: built once per frame from the
// engine's public state, drawn by InspectorPainter, compared to skip redrawing it.

import Foundation
import OrientationEngine

public struct InspectorModel: Sendable, Equatable {
    /// How a value is coloured.
    public enum Tone: Sendable, Equatable { case normal, dim, accent, good, warn, bad }

    public struct Row: Sendable, Equatable {
        public var label: String
        public var value: String
        public var glyph: InterfaceOrientation?
        public var tone: Tone
        /// Drawn on one line, its value's end replaced by "…" (a collapsed finding).
        public var oneLine = false
        public init(_ label: String, _ value: String, glyph: InterfaceOrientation? = nil, tone: Tone = .normal,
                    oneLine: Bool = false) {
            self.label = label
            self.value = value
            self.glyph = glyph
            self.tone = tone
            self.oneLine = oneLine
        }
    }

    public struct MaskRow: Sendable, Equatable {
        /// `atDecision`: what a controller answered when the last decision was made, shown
        /// where its answer has changed since (a player leaving full screen, a flag flipped).
        public enum Kind: Sendable, Equatable { case input, effective, stale, atDecision }
        public var label: String
        public var mask: OrientationMask
        public var kind: Kind
        /// Where a scanned project's answer is written ("Feed.swift:10").
        public var source: String?
    }

    public struct DecisionBlock: Sendable, Equatable {
        /// "0.35 s · device landscapeLeft".
        public var heading: String
        /// "rotated → landscapeRight", "unchanged", …
        public var outcome: String
        public var tone: Tone
        public var summary: String
    }

    /// An earlier (or later, no-op) decision around the shown one: one line, newest first.
    public struct HistoryLine: Sendable, Equatable {
        /// "↻ 0.35 s · UIDevice orientation = landscapeLeft (KVC) → landscapeRight".
        public var text: String
        public var tone: Tone
    }

    public var title: String
    public var profile: String
    /// Display Zoom in force: the points the app lays out in (DisplayZoom.swift).
    public var zoomNote: String?
    public var orientation: [Row]
    public var decides: [Row]
    public var masks: [MaskRow]
    /// Where the app mask came from (`app.infoPlist`), above the masks.
    public var app: [Row] = []
    public var locks: [Row]
    /// The app's findings (lint in the background), numbered for the keys that replay them.
    public var findings: [Row] = []
    /// nil: `noDecision` says why there is none.
    public var decision: DecisionBlock?
    /// The decisions older than the shown one, newest first (the rotated ones marked ↻).
    public var history: [HistoryLine] = []
    /// The decisions after the shown one (which changed nothing), newest first, drawn above it.
    public var later: [HistoryLine] = []
    /// How many of `later` and `history` the panel has room for, and of the sentence's lines.
    public var laterShown = 2
    public var historyShown = 3
    public var summaryLimit = Int.max
    public var noDecision: String
    public var trace: [TraceLine]
    public var traceScroll: Int
    /// Points the whole panel is scrolled down (a window too short for it all).
    public var scroll: Double = 0

    /// Row heights: regular, or compact when the window is too short for them (Metrics).
    public var metrics = Metrics.regular
    /// Points of text width inside the panel: long values wrap onto more lines.
    public var width = 388.0

    /// `masks`: the engine's current mask rows (evaluated silently; the caller may cache them).
    /// `panel`: the inspector's size in the window; a panel too short for the regular
    /// metrics gets the compact ones, so the trace stays in sight as long as it can.
    public static func make(engine: Engine, chrome: WindowChrome, time: Double, masks: [Decision.Row],
                            scroll: Double = 0, panel: Size = Size(420, 800), zoomNote: String? = nil,
                            maskSources: [String: String] = [:], findings: [Row] = [],
                            unasked: [UnaskedAnswer] = []) -> InspectorModel {
        content(engine: engine, chrome: chrome, time: time, masks: masks, scroll: scroll, zoomNote: zoomNote,
                maskSources: maskSources, findings: findings, unasked: unasked).fitted(to: panel)
    }

    /// What the inspector says, before it is fitted to a panel (`fitted(to:)`).
    static func content(engine: Engine, chrome: WindowChrome, time: Double, masks: [Decision.Row], scroll: Double,
                        zoomNote: String?, maskSources: [String: String], findings: [Row],
                        unasked: [UnaskedAnswer]) -> InspectorModel {
        let shown = chrome.shownDecision ?? engine.state.lastDecision
        return InspectorModel(
            title: engine.model.name ?? "Untitled app",
            profile: "\(engine.model.device.displayName) · iOS \(engine.model.iosVersion) · \(engine.model.profile.rulesLabel)",
            zoomNote: zoomNote, orientation: orientationRows(engine, at: time),
            decides: decidingRows(engine, unasked: unasked),
            masks: maskRows(engine, masks: masks, shown: shown, sources: maskSources),
            app: appRows(engine), locks: lockRows(engine), findings: findings,
            decision: shown.map(Self.block), history: Self.history(chrome.decisions, shown: shown),
            later: Self.later(chrome.decisions, shown: shown),
            noDecision: engine.state.launched ? "none yet" : "not launched",
            trace: chrome.trace, traceScroll: chrome.traceScroll, scroll: scroll)
    }

    /// Physical, reported, interface and status bar orientations, and views turned by a transform.
    static func orientationRows(_ engine: Engine, at time: Double) -> [Row] {
        let state = engine.state
        var orientation: [Row] = []
        orientation.append(Row("physical", state.physical.name, glyph: state.physical.interfaceOrientation))
        // R25 holds the reported orientation under the system lock; R20a forces it.
        let differs = state.device != state.physical
        let reported = state.device.name + (differs ? (state.deviceForced ? "  (forced)" : "  (held by lock)") : "")
        orientation.append(Row("device (reported)", reported, glyph: state.device.interfaceOrientation))
        var interface = state.interface.name
        if let rotation = state.rotation, time < rotation.end { interface += "  ⟳ from \(rotation.from.name)" }
        if state.heldDeviceChange { interface += "  · device change held (R21)" }
        orientation.append(Row("interface", interface, glyph: state.interface))
        let bar = state.statusBarOrientation.name + (state.statusBarHidden ? " · hidden" : "")
            + (state.statusBarOverridden ? " · set by app" : "")
        orientation.append(Row("status bar", bar, glyph: state.statusBarOrientation))
        let turned = state.transforms.filter { $0.value.orientation != nil }
        if !turned.isEmpty {
            let text = turned.map { "\($0.key) → \($0.value.orientation?.name ?? "identity")" }.sorted()
                .joined(separator: ", ")
            orientation.append(Row("transform", text, tone: .warn))
        }
        return orientation
    }

    /// Who decides and what is visible, with the answers a container hides (R9).
    static func decidingRows(_ engine: Engine, unasked: [UnaskedAnswer]) -> [Row] {
        guard engine.state.launched, engine.model.controllers.indices.contains(engine.decider) else {
            return [Row("deciding controller", "—")]
        }
        var decides: [Row] = []
        decides.append(Row("deciding controller", engine.name(of: engine.decider), tone: .accent))
        decides += WindowRows.rows(engine)
        let chain = engine.visibleChain.filter { engine.model.controllers.indices.contains($0) }
            .map { engine.name(of: $0) }.joined(separator: " › ")
        decides.append(Row("visible", chain))
        if let sheet = engine.topNonDeciding {
            let style = engine.presentationStyle(of: sheet)
            decides.append(Row("\(style.isSheet ? "sheet" : "presented") (\(style.rawValue))",
                               "\(engine.name(of: engine.decider)) still decides (R15a)", tone: .warn))
        }
        if engine.multitasking {
            decides.append(Row("multitasking", "controller masks ignored (R27)", tone: .warn))
        }
        // R9: a child whose own answer the container hides, said where the user looks.
        for unasked in unasked {
            let answers = unasked.forwardedFrom.map { "\(unasked.decider) answers for \($0)" }
                ?? "\(unasked.decider) decides"
            decides.append(Row(unasked.controller, "\(unasked.own) never asked: \(answers) and "
                + "doesn't forward" + (unasked.canForward ? " (`supported: top` on \(unasked.decider) would)" : ""),
                tone: .warn))
        }
        return decides
    }

    /// The live masks, what they were at the `shown` decision where they changed since,
    /// and what a geometry request would be judged by (R20e).
    static func maskRows(_ engine: Engine, masks: [Decision.Row], shown: Decision?,
                         sources: [String: String]) -> [MaskRow] {
        var maskRows = (masks.isEmpty ? [Decision.Row("device", engine.model.device.capability)] : masks)
            .map { MaskRow(label: $0.label, mask: $0.mask, kind: $0.label == "effective" ? .effective : .input,
                           source: sources[$0.label]) }
        for row in shown?.rows ?? [] {
            guard let live = maskRows.first(where: { $0.label == row.label }), live.mask != row.mask else { continue }
            maskRows.append(MaskRow(label: "\(row.label), at the decision", mask: row.mask, kind: .atDecision))
        }
        if let cache = engine.staleMaskCache {
            if cache.cached.app != cache.live.app {
                maskRows.append(MaskRow(label: "app, last asked", mask: cache.cached.app, kind: .stale))
            }
            if cache.cached.decider != cache.live.decider {
                maskRows.append(MaskRow(label: "\(cache.cached.deciderName), last asked", mask: cache.cached.decider,
                                        kind: .stale))
            }
        }
        return maskRows
    }

    /// The system lock and the visible controllers that lock the app.
    static func lockRows(_ engine: Engine) -> [Row] {
        let state = engine.state
        let locked = engine.visibleChain.filter { state.controllers.indices.contains($0) && engine.isLocked($0) }
            .map { engine.name(of: $0) }
        return [
            Row("system lock", state.systemLock ? "on" : "off", tone: state.systemLock ? .warn : .normal),
            Row("app lock", locked.isEmpty ? "off" : locked.joined(separator: ", "), tone: locked.isEmpty ? .normal : .warn),
        ]
    }

    /// Where the app mask came from (`app.infoPlist`) and what the file overrides.
    static func appRows(_ engine: Engine) -> [Row] {
        guard let infoPlist = engine.model.infoPlist else { return [] }
        var app = [Row("app", infoPlist.summary)]
        if !infoPlist.overriddenKeys.isEmpty {
            app.append(Row("file overrides", infoPlist.overriddenKeys.joined(separator: ", ")))
        }
        return app
    }

    /// Up to three decisions before the shown one, newest first.
    static func history(_ decisions: [Decision], shown: Decision?) -> [HistoryLine] {
        guard let shown, let index = decisions.lastIndex(of: shown) else { return decisions.suffix(3).reversed().map(line) }
        return decisions[..<index].suffix(3).reversed().map(line)
    }

    /// Up to two decisions after the shown one (none changed anything), newest first.
    static func later(_ decisions: [Decision], shown: Decision?) -> [HistoryLine] {
        guard let shown, let index = decisions.lastIndex(of: shown) else { return [] }
        return decisions[(index + 1)...].suffix(2).reversed().map(line)
    }

    static func line(_ d: Decision) -> HistoryLine {
        let rotated: Bool
        let result: String
        switch d.outcome {
        case .rotated(_, let to): (rotated, result) = (true, "→ \(to.name)")
        case .unchanged: (rotated, result) = (false, d.isNoOp ? "already there" : "unchanged")
        case .held: (rotated, result) = (false, "held")
        case .crashed: (rotated, result) = (false, "crashed")
        }
        let text = (rotated ? "↻ " : "· ") + String(format: "%.2f s", d.time) + " · " + d.trigger + " " + result
        return HistoryLine(text: text, tone: rotated ? .good : d.outcome == .crashed ? .bad : .dim)
    }

    static func block(_ d: Decision) -> DecisionBlock {
        let (word, tone): (String, Tone) = switch d.outcome {
        case .rotated(_, let to): ("rotated → \(to.name)", .good)
        case .unchanged: ("unchanged", .normal)
        case .held: ("held until the rotation ends", .warn)
        case .crashed: ("crashed", .bad)
        }
        return DecisionBlock(heading: String(format: "%.2f s", d.time) + " · " + d.trigger, outcome: word, tone: tone,
                             summary: d.summary)
    }
}

/// An inspector fitted to its panel, with what it was fitted from: fitting measures every
/// line's text, most of a frame model's cost, and a frame at rest says what the last one
/// said, so the next frame reuses the fit when its content and panel are the same.
public struct InspectorFit: Sendable {
    let content: InspectorModel
    let panel: Size
    public let fitted: InspectorModel

    /// `content` fitted to `panel`, reusing `last` when it was fitted from the same.
    static func fit(_ content: InspectorModel, to panel: Size, reusing last: InspectorFit?) -> InspectorFit {
        if let last, last.panel == panel, last.content == content { return last }
        return InspectorFit(content: content, panel: panel, fitted: content.fitted(to: panel))
    }
}
