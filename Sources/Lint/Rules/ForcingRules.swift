// Forcing an orientation that does nothing where it runs: device KVC on iOS 16 (R20a), a
// geometry request refused (R20b) or judged by masks asked before they changed (R20e),
// attemptRotationToDeviceOrientation, deprecated from iOS 16 (R19).

import OrientationEngine

/// The console lines and refusals of a step's output that tell of forcing, in one pass.
struct ForcingSummary {
    var kvcIgnored = false
    /// The app's handler logged the scene error 101 the engine raised.
    var loggedSceneError = false
    var refusedDecision = false
    var staleDecision = false

    init(_ emitted: [Emitted]) {
        for item in emitted {
            switch item {
            case .trace(let line):
                guard let notice = line.notice else { continue }
                if notice == .deviceOrientationKVCUnsupported { kvcIgnored = true }
                if notice == .sceneError(code: 101) { loggedSceneError = true }
            case .decision(let decision):
                guard let refusal = decision.refusal else { continue }
                refusedDecision = true
                if refusal.staleMasks { staleDecision = true }
            case .rotation:
                continue
            }
        }
    }
}

/// What a step shows of forcing, worked out only when it shows any (most steps show none).
struct ForcingFacts {
    var sites: [ActionSite]
    var kvcIgnored: Bool
    var refused: Bool
    var stale: Bool

    init?(_ step: Transition, facts: ModelFacts, needs: (Bool, Bool, Bool) -> Bool) {
        // Every step of the walk asks (three rules each): an app that forces nothing is
        // answered at once; the step's output is read once for all of them.
        guard facts.forcesDevice || facts.requestsGeometry || facts.attemptsRotation else { return nil }
        let summary = step.forcing
        kvcIgnored = summary.kvcIgnored
        refused = summary.refusedDecision || summary.loggedSceneError && facts.requestsGeometry
        stale = summary.staleDecision || refused && step.after.staleMaskCache != nil
        let deprecated = facts.attemptsRotation && step.after.model.profile == .ios16
        guard needs(kvcIgnored, refused, deprecated) else { return nil }
        sites = step.ranForcingSites(facts)
        guard !sites.isEmpty else { return nil }
    }
}

struct KVCIgnoredRule: StepRule {
    static let description = RuleDescription(
        id: "R20a", spec: ["R20a"], severity: .warning,
        summary: "setting the device orientation by KVC, which does nothing from iOS 16",
        examples: [RuleExample("kvc", fixed: "kvc-fixed", ios: 17)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard let forcing = ForcingFacts(step, facts: facts, needs: { kvc, _, _ in kvc }), forcing.kvcIgnored else { return [] }
        return forcing.sites.flatMap { site in
            site.keys(of: .forceDevice).prefix(1).map { key in
                observation(at: key, subject: site.controller,
                            "Setting the device orientation by KVC does nothing from iOS 16 (UIKit logs "
                                + "'Setting UIDevice.orientation is not supported'): in \(site.controller), call "
                                + "setNeedsUpdateOfSupportedInterfaceOrientations() and then "
                                + "UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)) on iOS 16 and later.")
            }
        }
    }
}

struct StaleMaskRequestRule: StepRule {
    static let description = RuleDescription(
        id: "R20e", spec: ["R20e"], severity: .warning,
        summary: "requestGeometryUpdate refused (error 101): judged by masks asked before they changed (no setNeedsUpdate…)",
        examples: [RuleExample("stale-mask", fixed: "stale-mask-fixed", ios: 17)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard let forcing = ForcingFacts(step, facts: facts, needs: { _, refused, _ in refused }),
              forcing.refused, forcing.stale else { return [] }
        return forcing.sites.flatMap { site in
            site.keys(of: .requestGeometry).prefix(1).map { key in
                observation(at: key, subject: site.controller,
                            "requestGeometryUpdate is refused (error 101): the system judges it by the masks it "
                                + "asked before \(site.controller)'s answer changed; call "
                                + "setNeedsUpdateOfSupportedInterfaceOrientations() after changing the mask and "
                                + "before the request.")
            }
        }
    }
}

struct RefusedRequestRule: StepRule {
    static let description = RuleDescription(
        id: "R20b", spec: ["R20b"], severity: .warning,
        summary: "requestGeometryUpdate refused (error 101): it asks for orientations nobody supports",
        examples: [RuleExample("refused-request", fixed: "refused-request-fixed", ios: 17)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard let forcing = ForcingFacts(step, facts: facts, needs: { _, refused, _ in refused }),
              forcing.refused, !forcing.stale else { return [] }
        return forcing.sites.flatMap { site in
            site.keys(of: .requestGeometry).prefix(1).map { key in
                observation(at: key, subject: site.controller,
                            "requestGeometryUpdate is refused (error 101): none of the requested orientations is "
                                + "in the app's and the deciding controller's masks; request one they support, or "
                                + "widen the masks (then call setNeedsUpdateOfSupportedInterfaceOrientations()) first.")
            }
        }
    }
}

/// Deprecated API, not an engine rule: what the engine says is that the call ran here.
struct AttemptRotationRule: StepRule {
    static let description = RuleDescription(
        id: "R19", spec: ["R19"], severity: .note,
        summary: "attemptRotationToDeviceOrientation, deprecated from iOS 16, called",
        examples: [RuleExample("attempt-rotation", fixed: "attempt-rotation-fixed", ios: 17)])

    static func observe(_ step: Transition, facts: ModelFacts) -> [Observation] {
        guard facts.attemptsRotation, step.after.model.profile == .ios16,
              let forcing = ForcingFacts(step, facts: facts, needs: { _, _, deprecated in deprecated }) else { return [] }
        return forcing.sites.flatMap { site in
            site.keys(of: .attemptRotation).prefix(1).map { key in
                observation(at: key, subject: site.controller,
                            "attemptRotationToDeviceOrientation is deprecated from iOS 16: call "
                                + "setNeedsUpdateOfSupportedInterfaceOrientations() on \(site.controller) there instead.")
            }
        }
    }
}
