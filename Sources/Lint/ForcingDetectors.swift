// Forcing an orientation that does nothing where it runs: device KVC on iOS 16 (R20a), a
// geometry request refused (R20b) or judged by masks asked before they changed (R20e),
// attemptRotationToDeviceOrientation, deprecated from iOS 16 (R19).

import OrientationEngine

extension Detectors {
    static func forcing(_ step: Transition) -> [Observation] {
        let sites = ActionSite.ran(in: step)
        guard !sites.isEmpty else { return [] }
        var found: [Observation] = []
        let engine = step.after
        let lines = step.traceLines
        if sites.contains(where: { !$0.paths(of: "forceDevice").isEmpty }),
           lines.contains(where: { $0.kind == .console && $0.selector.contains("Setting UIDevice.orientation is not supported") }) {
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
        let refused = sites.contains(where: { !$0.paths(of: "requestGeometry").isEmpty })
            ? step.decisions.filter { $0.trigger.hasPrefix("requestGeometryUpdate") && $0.summary.contains("101") } : []
        // Error 101 as the decision says it, or as a line of the trace (UIKit's or the app's handler's).
        if !refused.isEmpty || (sites.contains(where: { !$0.paths(of: "requestGeometry").isEmpty })
            && lines.contains(where: { $0.selector.contains("Code=101") })) {
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
        if engine.model.profile == .ios16 {
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
