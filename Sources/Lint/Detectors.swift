// Findings read off what the engine did: a crash it raised, a decision it emitted, a
// console line it printed, who it says decides. No rule is worked out again here, so a
// change to the engine's rules changes what lint finds.

import OrientationEngine

/// One step of the exploration as the detectors see it.
struct Transition {
    /// nil for a launch.
    var before: Engine?
    var probe: Probe
    var after: Engine
    var emitted: [Emitted]

    var decisions: [Decision] {
        emitted.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    var traceLines: [TraceEvent] {
        emitted.compactMap { if case .trace(let event) = $0 { event } else { nil } }
    }
}

enum Detectors {
    /// Everything a launch or a probe shows at once.
    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        var found: [Observation] = []
        if let crash = crash(step) { found.append(crash) }
        found += forcing(step, facts: facts)
        if let sideways = sidewaysAfterNavigation(step) { found.append(sideways) }
        if let ignored = shouldAutorotateIgnored(step) { found.append(ignored) }
        if let upsideDown = upsideDownNeverShown(step) { found.append(upsideDown) }
        return found
    }

    // MARK: R17: the app crashes

    static func crash(_ step: Transition) -> Observation? {
        guard step.before?.state.crash == nil, let crash = step.after.state.crash else { return nil }
        let engine = step.after
        let decision = step.decisions.last { $0.outcome == .crashed } ?? engine.state.lastDecision
        let deciderName = decision?.decider ?? engine.name(of: engine.state.root)
        let decider = engine.id(of: deciderName) ?? engine.state.root
        let when = context(decision?.trigger ?? "")
        let reason = crash.reason.escapedForOneLine
        if crash.reason.contains("preferredInterfaceOrientationForPresentation") {
            let owner = Keys.answering(engine, from: decider, \.preferred)
            return Observation("R17b", .error, keyPath: Keys.written(engine, owner, "preferred"),
                               subject: engine.name(of: owner),
                               "The app crashes \(when) ('\(reason)'): make \(engine.name(of: owner))'s "
                                   + "preferredInterfaceOrientationForPresentation return one of the orientations "
                                   + "its supportedInterfaceOrientations and the app allow.")
        }
        let owner = Keys.answering(engine, from: decider, \.supported)
        let rows = decision?.rows ?? []
        let masks = rows.map { "\($0.label) \($0.mask)" }.joined(separator: " ∩ ")
        let keyPath = engine.spec(owner).supported != nil ? Keys.of(engine, owner, "supported") : Keys.appMask(engine)
        return Observation("R17a", .error, keyPath: keyPath, subject: engine.name(of: owner),
                           "The app crashes \(when): \(masks.isEmpty ? "the masks" : masks) have no orientation "
                               + "in common while shouldAutorotate is YES ('\(reason)'); make "
                               + "\(engine.name(of: owner))'s supportedInterfaceOrientations include an "
                               + "orientation the app allows (plist or window method).")
    }

    /// "at launch", "when Player is presented", "when Player is dismissed".
    static func context(_ trigger: String) -> String {
        if trigger == "launch" { return "at launch" }
        if trigger.hasPrefix("present ") { return "when \(trigger.dropFirst(8)) is presented" }
        if trigger.hasPrefix("dismiss ") { return "when \(trigger.dropFirst(8)) is dismissed" }
        return trigger.isEmpty ? "" : "on \(trigger.escapedForOneLine)"
    }

    // MARK: R18: sideways after a pop or tab switch

    /// The screen changed without a presentation and shows an orientation outside the
    /// effective mask the engine now computes: nothing re-evaluated it.
    static func sidewaysAfterNavigation(_ step: Transition) -> Observation? {
        guard let before = step.before else { return nil }
        let after = step.after
        guard after.state.crash == nil, !after.multitasking,
              before.visibleController != after.visibleController,
              before.state.presented == after.state.presented else { return nil }
        let effective = after.currentEffectiveMask()
        let interface = after.state.interface
        guard !effective.isEmpty, !effective.contains(interface) else { return nil }
        let screen = after.visibleController
        // The screen's own answer when it writes one (forwarded to, or asked by a `topmost`
        // window method), else whoever answers for the deciding controller.
        let ownKey = after.model.profile == .ios5 ? "shouldAutorotateTo" : "supported"
        let ownWritten = after.model.profile == .ios5 ? after.spec(screen).shouldAutorotateTo != nil
            : after.spec(screen).supported != nil
        let keyPath = ownWritten ? Keys.of(after, screen, ownKey)
            : Keys.written(after, Keys.answering(after, from: after.decider, \.supported), "supported")
        let name = after.name(of: screen)
        let fix = after.model.profile == .ios16
            ? "call setNeedsUpdateOfSupportedInterfaceOrientations() in \(name)'s viewWillAppear"
            : "set the device orientation by KVC in \(name)'s viewWillAppear (UIDevice.current.setValue(portrait, forKey: \"orientation\"), or the orientation \(name) supports)"
        return Observation("R18", .warning, keyPath: keyPath, subject: name,
                           "\(name) shows sideways content (\(interface.name), outside its effective mask "
                               + "\(effective)) after a push, pop or tab switch, which re-evaluate nothing: \(fix).")
    }

    // MARK: R13: shouldAutorotate no longer stops rotation

    static func shouldAutorotateIgnored(_ step: Transition) -> Observation? {
        guard let before = step.before, before.model.profile == .ios16, !before.multitasking else { return nil }
        switch step.probe {
        case .turn, .systemLock: break
        default: return nil
        }
        guard before.state.crash == nil, step.after.state.interface != before.state.interface,
              !before.liveShouldAutorotate(of: before.decider) else { return nil }
        let owner = Keys.answering(before, from: before.decider, \.shouldAutorotate)
        let name = before.name(of: owner)
        return Observation("R13", .warning, keyPath: Keys.written(before, owner, "shouldAutorotate"), subject: name,
                           "\(name)'s shouldAutorotate NO no longer stops rotation from iOS 16 (the interface "
                               + "turned \(before.state.interface.name) → \(step.after.state.interface.name)): return "
                               + "only the orientations to allow from supportedInterfaceOrientations, and call "
                               + "setNeedsUpdateOfSupportedInterfaceOrientations() when that answer changes.")
    }

    // MARK: R6: upside-down never shows on a Face ID iPhone

    static func upsideDownNeverShown(_ step: Transition) -> Observation? {
        guard case .turn(.portraitUpsideDown) = step.probe else { return nil }
        for decision in step.decisions where decision.candidate == .portraitUpsideDown {
            let masks = decision.rows.filter { $0.label != "device" && $0.label != "effective" }
            guard decision.rows.contains(where: { $0.label == "device" }),
                  masks.reduce(OrientationMask.all, { $0.intersection($1.mask) }).contains(.portraitUpsideDown),
                  !(decision.effective ?? .none).contains(.portraitUpsideDown) else { continue }
            let engine = step.after
            let decider = decision.decider.flatMap { engine.id(of: $0) } ?? engine.decider
            let owner = Keys.answering(engine, from: decider, \.supported)
            let keyPath = engine.spec(owner).supported != nil ? Keys.of(engine, owner, "supported") : Keys.appMask(engine)
            return Observation("R6", .note, keyPath: keyPath, subject: engine.name(of: owner),
                               "portraitUpsideDown in \(engine.name(of: owner))'s mask never shows on a Face ID "
                                   + "iPhone, whatever the masks say: leave it out (allButUpsideDown) or expect it "
                                   + "only on home-button iPhones and iPads.")
        }
        return nil
    }
}
