// What a turn or a navigation step shows: sideways content after a push, pop or tab
// switch (R18), shouldAutorotate NO ignored from iOS 16 (R13), upside down never shown on
// a Face ID iPhone (R6).

import OrientationEngine

struct SidewaysAfterNavigationRule: StepRule {
    static let description = RuleDescription(
        id: "R18", spec: ["R18"], severity: .warning,
        summary: "after a push, pop or tab switch a screen shows an orientation outside its effective mask (sideways content)",
        examples: [RuleExample("pop", fixed: "pop-fixed-ios16", ios: 17), RuleExample("pop", fixed: "pop-fixed-ios13", ios: 13)])

    /// The screen changed without a presentation and shows an orientation outside the
    /// effective mask the engine now computes: nothing re-evaluated it.
    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        // Most steps fail the first checks: they read the engines in place, not copies.
        guard let box = step.before, step.after.state.crash == nil, !step.after.multitasking,
              box.engine.state.presented == step.after.state.presented,
              box.engine.visibleController != step.after.visibleController else { return [] }
        let after = step.after
        let effective = after.currentEffectiveMask()
        let interface = after.state.interface
        guard !effective.isEmpty, !effective.contains(interface) else { return [] }
        let screen = after.visibleController
        // The screen's own answer when it writes one (forwarded to, or asked by a `topmost`
        // window method), else whoever answers for the deciding controller.
        let ios5 = after.model.profile == .ios5
        let ownWritten = ios5 ? after.spec(screen).shouldAutorotateTo != nil : after.spec(screen).supported != nil
        let key = ownWritten ? Keys.of(after, screen, ios5 ? .shouldAutorotateTo : .supported)
            : Keys.written(after, Keys.answering(after, from: after.decider, \.supported), .supported)
        let name = after.name(of: screen)
        let fix = after.model.profile == .ios16
            ? "call setNeedsUpdateOfSupportedInterfaceOrientations() in \(name)'s viewWillAppear"
            : "set the device orientation by KVC in \(name)'s viewWillAppear (UIDevice.current.setValue(portrait, forKey: \"orientation\"), or the orientation \(name) supports)"
        return [observation(at: key, subject: name,
                            "\(name) shows sideways content (\(interface.name), outside its effective mask "
                                + "\(effective)) after a push, pop or tab switch, which re-evaluate nothing: \(fix).")]
    }
}

struct ShouldAutorotateIgnoredRule: StepRule {
    static let description = RuleDescription(
        id: "R13", spec: ["R13"], severity: .warning,
        summary: "shouldAutorotate NO no longer stops a rotation (iOS 16 and later)",
        examples: [RuleExample("should-autorotate", fixed: "should-autorotate-fixed", ios: 17)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        switch step.probe {
        case .turn, .systemLock: break
        default: return []
        }
        guard let box = step.before, step.after.state.interface != box.engine.state.interface,
              box.engine.model.profile == .ios16, !box.engine.multitasking, box.engine.state.crash == nil else { return [] }
        let before = box.engine
        guard !before.liveShouldAutorotate(of: before.decider) else { return [] }
        // A turn out of an orientation the screen does not support (left sideways by a push
        // or pop, R18) lands in its own mask: iOS 16 un-sticks it, nothing refused got through.
        let mask = before.currentEffectiveMask()
        guard mask.isEmpty || mask.contains(before.state.interface) else { return [] }
        let owner = Keys.answering(before, from: before.decider, \.shouldAutorotate)
        let name = before.name(of: owner)
        return [observation(at: Keys.written(before, owner, .shouldAutorotate), subject: name,
                            "\(name)'s shouldAutorotate NO no longer stops rotation from iOS 16 (the interface "
                                + "turned \(before.state.interface.name) → \(step.after.state.interface.name)): return "
                                + "only the orientations to allow from supportedInterfaceOrientations, and call "
                                + "setNeedsUpdateOfSupportedInterfaceOrientations() when that answer changes.")]
    }
}

struct UpsideDownNeverShownRule: StepRule {
    static let description = RuleDescription(
        id: "R6", spec: ["R6"], severity: .note,
        summary: "upside down in a mask on a Face ID iPhone, which never shows it",
        examples: [RuleExample("upside-down", fixed: "upside-down-fixed", ios: 15)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard case .turn(.portraitUpsideDown) = step.probe else { return [] }
        for decision in step.decisions where decision.candidate == .portraitUpsideDown {
            let masks = decision.rows.filter { $0.source != .device && $0.source != .effective }
            guard decision.rows.contains(where: { $0.source == .device }),
                  masks.reduce(OrientationMask.all, { $0.intersection($1.mask) }).contains(.portraitUpsideDown),
                  !(decision.effective ?? .none).contains(.portraitUpsideDown) else { continue }
            let engine = step.after
            let decider = decision.decider.flatMap { engine.id(of: $0) } ?? engine.decider
            let owner = Keys.answering(engine, from: decider, \.supported)
            // A controller that answers UIKit's default (a sheet's `all`, R5) wrote no mask to
            // fix: the app's mask is the one place, named once for every such controller.
            guard engine.spec(owner).supported != nil else {
                return [observation(at: Keys.appMask(engine), subject: "the app",
                                    "portraitUpsideDown in the app's mask never shows on a Face ID iPhone, whatever "
                                        + "the controllers answer: leave it out of the iPhone's orientations "
                                        + "(UISupportedInterfaceOrientations~iphone) or expect it only on home-button "
                                        + "iPhones and iPads.")]
            }
            return [observation(at: Keys.of(engine, owner, .supported), subject: engine.name(of: owner),
                                "portraitUpsideDown in \(engine.name(of: owner))'s mask never shows on a Face ID "
                                    + "iPhone, whatever the masks say: leave it out (allButUpsideDown) or expect it "
                                    + "only on home-button iPhones and iPads.")]
        }
        return []
    }
}
