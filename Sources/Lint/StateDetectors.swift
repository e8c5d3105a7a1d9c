// Findings that are facts of a settled screen rather than of a step: a sheet that keeps
// the interface outside its own mask (R15a), iPad masks no one asks (R27), and the
// answers of controllers a container never forwards to (R9), which need every state.

import OrientationEngine

extension Detectors {
    static func observe(state engine: Engine) -> [Observation] {
        guard engine.state.crash == nil else { return [] }
        var found: [Observation] = []
        if let sheet = engine.topSheet, engine.chain(from: sheet).contains(where: { engine.spec($0).supported != nil }) {
            let own = engine.liveSupportedMask(of: sheet)
            if !own.isEmpty, !own.contains(engine.state.interface), case .sheet(let style) = engine.policyRole(of: sheet) {
                let name = engine.name(of: sheet)
                let automatic = engine.spec(sheet).presentation == .automatic ? " (automatic from iOS 13)" : ""
                let decider = engine.name(of: engine.decider)
                found.append(Observation(
                    "R15a", .warning, keyPath: Keys.written(engine, sheet, "presentation"), subject: name,
                    "\(name) supports \(own) but, presented as \(style.rawValue)\(automatic), it is never asked "
                        + "and never turns: \(decider) still decides and keeps \(engine.state.interface.name); set "
                        + "\(name)'s modalPresentationStyle to .fullScreen."))
            }
        }
        if engine.multitasking {
            for id in engine.visibleChain {
                let spec = engine.spec(id)
                guard spec.supported != nil, spec.supported != .top else { continue }
                let own = engine.liveSupportedMask(of: id)
                guard own != .all else { continue }
                found.append(Observation(
                    "R27", .warning, keyPath: Keys.of(engine, id, "supported"), subject: spec.name,
                    "\(spec.name)'s \(own) is never asked on an iPad: with all four orientations in the plist "
                        + "and no UIRequiresFullScreen the app supports multitasking and follows every "
                        + "orientation; set UIRequiresFullScreen (deprecated from iPadOS 26) or support all four."))
            }
        }
        if engine.model.device == .ipad, engine.model.iosVersion >= 26, engine.model.requiresFullScreen {
            let keyPath = engine.model.infoPlist != nil ? "app.infoPlist" : "app.requiresFullScreen"
            found.append(Observation(
                "R27", .note, keyPath: keyPath, subject: "UIRequiresFullScreen",
                "UIRequiresFullScreen is deprecated from iPadOS 26 and a later iPadOS will ignore it, leaving "
                    + "every controller's mask unasked (R27): make the screens work in every orientation and size."))
        }
        return found
    }
}

/// R9 across a whole exploration: a controller whose own mask is written, that is on
/// screen, and that no explored state ever asks because its container decides.
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
            ignored[unasked.controller] = (Observation(
                "R9", .warning, keyPath: Keys.of(engine, id, "supported"), subject: unasked.controller,
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
