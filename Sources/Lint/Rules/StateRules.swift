// Facts of a settled screen rather than of a step: a sheet that keeps the interface
// outside its own mask (R15a), iPad masks no one asks (R27).

import OrientationEngine

struct SheetOutsideMaskRule: StateRule {
    static let description = RuleDescription(
        id: "R15a", spec: ["R15a"], severity: .warning,
        summary: "a controller presented as a sheet (`automatic` from iOS 13) is kept outside its own mask over a screen that decides: it never turns",
        examples: [RuleExample("sheet", fixed: "sheet-fixed", ios: 13)])

    static func observe(state engine: Engine) -> [Observation] {
        guard let sheet = engine.topSheet,
              engine.chain(from: sheet).contains(where: { engine.spec($0).supported != nil }) else { return [] }
        let own = engine.liveSupportedMask(of: sheet)
        guard !own.isEmpty, !own.contains(engine.state.interface), case .sheet(let style) = engine.policyRole(of: sheet),
              // A root answering with what it presents asks the sheet after all.
              !engine.consultation(of: sheet, .supported).asked
        else { return [] }
        let name = engine.name(of: sheet)
        let automatic = engine.spec(sheet).presentation == .automatic ? " (automatic from iOS 13)" : ""
        let decider = engine.name(of: engine.decider)
        return [observation(at: Keys.written(engine, sheet, .presentation), subject: name,
                            "\(name) supports \(own) but, presented as \(style.rawValue)\(automatic), it is never asked "
                                + "and never turns: \(decider) still decides and keeps \(engine.state.interface.name); set "
                                + "\(name)'s modalPresentationStyle to .fullScreen.")]
    }
}

struct MultitaskingUnaskedRule: StateRule {
    static let description = RuleDescription(
        id: "R27", spec: ["R27"], severity: .warning,
        summary: "iPad masks never asked under multitasking",
        examples: [RuleExample("multitasking", fixed: "multitasking-fixed", ios: 17)])

    static func observe(state engine: Engine) -> [Observation] {
        guard engine.multitasking else { return [] }
        // R28: an extra window's controllers are no more asked than the main window's.
        let extra = engine.visibleWindows.filter { $0.name != WindowSpec.mainName }.flatMap { engine.chain(from: $0.root) }
        return (engine.visibleChain + extra).compactMap { id in
            let spec = engine.spec(id)
            // A forwarder (`top`, an alert's `presenting`) is answered for by whom it asks.
            guard spec.supported != nil, spec.supported != .top, spec.supported != .presenting else { return nil }
            let own = engine.liveSupportedMask(of: id)
            guard own != .all else { return nil }
            return observation(at: Keys.of(engine, id, .supported), subject: spec.name,
                               "\(spec.name)'s \(own) is never asked on an iPad: with all four orientations in the plist "
                                   + "and no UIRequiresFullScreen the app supports multitasking and follows every "
                                   + "orientation; set UIRequiresFullScreen (deprecated from iPadOS 26) or support all four.")
        }
    }
}

struct RequiresFullScreenDeprecatedRule: StateRule {
    static let description = RuleDescription(
        id: "R27", spec: ["R27"], severity: .note,
        summary: "`UIRequiresFullScreen` deprecated from iPadOS 26",
        examples: [RuleExample("requires-full-screen-26", fixed: "requires-full-screen-26-fixed", ios: 26)])

    static func observe(state engine: Engine) -> [Observation] {
        guard engine.model.device == .ipad, engine.model.iosVersion >= 26, engine.model.requiresFullScreen else { return [] }
        let key: ModelKey = engine.model.infoPlist != nil ? .appField(.infoPlist) : .appField(.requiresFullScreen)
        return [observation(at: key, subject: "UIRequiresFullScreen",
                            "UIRequiresFullScreen is deprecated from iPadOS 26 and a later iPadOS will ignore it, leaving "
                                + "every controller's mask unasked (R27): make the screens work in every orientation and size.")]
    }
}

/// R9 across a whole exploration: a controller whose own mask is written, that is on
/// screen, and that no explored state ever asks because its container decides.
struct ContainerIgnoresChildRule: LintRule {
    static let description = RuleDescription(
        id: "R9", spec: ["R9"], severity: .warning,
        summary: "a controller's own mask is never asked on screen because its container decides and does not forward",
        examples: [RuleExample("tab-not-forwarding", fixed: "tab-not-forwarding-fixed", ios: 17)])
}

struct AnswerUsage {
    private var used = Set<String>()
    private var ignored: [String: (Observation, Int, Bool)] = [:]
    private var order: [String] = []

    mutating func note(_ engine: Engine, node: Int) {
        // (A window method answering `topmost` asks the screen on top itself: the engine's
        // `unaskedAnswers` leaves such an app out.)
        guard engine.state.crash == nil, engine.model.profile > .ios5 else { return }
        for id in engine.visibleChain {
            // `if case`, not a switch: a role the engine adds later is not this finding's business.
            let role = engine.policyRole(of: id)
            if case .decides = role { used.insert(engine.name(of: id)) }
            if case .forwarded = role { used.insert(engine.name(of: id)) }
        }
        // The engine's own R9 hint: visible controllers whose defined answer the decider does not ask.
        for unasked in engine.unaskedAnswers {
            guard let id = engine.id(of: unasked.controller) else { continue }
            // The path that shows it best: the screen in an orientation its own answer refuses.
            let shown = !unasked.own.contains(engine.state.interface)
            if let (_, _, wasShown) = ignored[unasked.controller], wasShown || !shown { continue }
            let lost = unasked.own.subtracting(unasked.deciderMask)
            let what = lost.isEmpty ? "restriction to \(unasked.own)" : "\(lost)"
            let decider = unasked.decider
            if ignored[unasked.controller] == nil { order.append(unasked.controller) }
            ignored[unasked.controller] = (ContainerIgnoresChildRule.observation(
                at: Keys.of(engine, id, .supported), subject: unasked.controller,
                "\(unasked.controller)'s \(what) is never used: \(decider) decides and answers \(unasked.deciderMask); make "
                    + "\(decider) forward to its visible child (return its child's "
                    + "supportedInterfaceOrientations) or answer for it."), node, shown)
        }
    }

    /// The controllers never asked in any state explored, with the node first showing each.
    var findings: [(Observation, Int)] {
        order.filter { !used.contains($0) }.compactMap { name in ignored[name].map { ($0.0, $0.1) } }
    }
}
