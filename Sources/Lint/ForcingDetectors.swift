// Forcing an orientation that does nothing where it runs: device KVC on iOS 16 (R20a), a
// geometry request refused (R20b) or judged by masks asked before they changed (R20e),
// attemptRotationToDeviceOrientation, deprecated from iOS 16 (R19).

import OrientationEngine

/// What the app's actions can do at all, looked up once per exploration.
struct ModelFacts: Sendable {
    var requestsGeometry = false
    var attemptsRotation = false

    init(_ model: AppModel) {
        var actions: [Action] = []
        for spec in model.controllers {
            actions += spec.buttons.flatMap(\.actions) + spec.hooks.values.flatMap { $0 } + spec.methods.values.flatMap { $0 }
        }
        requestsGeometry = actions.contains { $0.key == "requestGeometry" }
        attemptsRotation = actions.contains { $0.key == "attemptRotation" }
    }
}

extension Detectors {
    static func forcing(_ step: Transition, facts: ModelFacts) -> [Observation] {
        // What ran is worked out only when the step shows one of these (most steps show none).
        let lines = step.traceLines
        let kvcIgnored = lines.contains { $0.kind == .console && $0.selector.contains("Setting UIDevice.orientation is not supported") }
        let refused = step.decisions.filter { $0.trigger.hasPrefix("requestGeometryUpdate") && $0.summary.contains("101") }
        let error101 = !refused.isEmpty || (facts.requestsGeometry && lines.contains {
            $0.kind != .query && $0.kind != .lifecycle && $0.selector.contains("Code=101")
        })
        let deprecated = facts.attemptsRotation && step.after.model.profile == .ios16
        guard kvcIgnored || error101 || deprecated else { return [] }
        let sites = ActionSite.ran(in: step)
        guard !sites.isEmpty else { return [] }
        let engine = step.after
        var found: [Observation] = []
        if kvcIgnored {
            for site in sites {
                for keyPath in site.paths(of: "forceDevice").prefix(1) {
                    found.append(Observation(
                        "R20a", .warning, keyPath: keyPath, subject: site.controller,
                        "Setting the device orientation by KVC does nothing from iOS 16 (UIKit logs "
                            + "'Setting UIDevice.orientation is not supported'): in \(site.controller), call "
                            + "setNeedsUpdateOfSupportedInterfaceOrientations() and then "
                            + "UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)) on iOS 16 and later."))
                }
            }
        }
        // Error 101 as the decision says it, or as a line of the trace (UIKit's or the app's handler's).
        if error101 {
            let stale = refused.contains { $0.summary.contains("R20e") } || engine.staleMaskCache != nil
            for site in sites {
                for keyPath in site.paths(of: "requestGeometry").prefix(1) {
                    if stale {
                        found.append(Observation(
                            "R20e", .warning, keyPath: keyPath, subject: site.controller,
                            "requestGeometryUpdate is refused (error 101): the system judges it by the masks it "
                                + "asked before \(site.controller)'s answer changed; call "
                                + "setNeedsUpdateOfSupportedInterfaceOrientations() after changing the mask and "
                                + "before the request."))
                    } else {
                        found.append(Observation(
                            "R20b", .warning, keyPath: keyPath, subject: site.controller,
                            "requestGeometryUpdate is refused (error 101): none of the requested orientations is "
                                + "in the app's and the deciding controller's masks; request one they support, or "
                                + "widen the masks (then call setNeedsUpdateOfSupportedInterfaceOrientations()) first."))
                    }
                }
            }
        }
        // Deprecated API, not an engine rule: what the engine says is that the call ran here.
        if deprecated {
            for site in sites {
                for keyPath in site.paths(of: "attemptRotation").prefix(1) {
                    found.append(Observation(
                        "R19", .note, keyPath: keyPath, subject: site.controller,
                        "attemptRotationToDeviceOrientation is deprecated from iOS 16: call "
                            + "setNeedsUpdateOfSupportedInterfaceOrientations() on \(site.controller) there instead."))
                }
            }
        }
        return found
    }
}
