// A controller with rotation overrides that nothing can show: no code presents, pushes or
// contains it, it is no window's root, the exploration never reached it and it shows
// nothing itself. Its overrides decide nothing.

import OrientationEngine
import Scenario

struct DeadControllerRule: ProjectRule {
    static let description = RuleDescription(
        id: "dead-controller", spec: [], severity: .note,
        summary: "a controller with rotation overrides that no site, container or window root shows",
        examples: [RuleExample("dead-controller", fixed: "dead-controller-fixed", ios: 17)])

    static func judge(_ judgement: Judgement) -> [Observation] {
        // Not when the exploration reached it (a presenter explored locally), nor when it shows
        // other controllers itself: code the reader could not follow likely shows it.
        // A project the reader could not read whole may show it where the reader lost track
        // (a class made from its name, a library's own window): nothing is said then.
        guard judgement.complete else { return [] }
        let presenters = Set(judgement.sites.compactMap(\.by))
        return judgement.controllers.filter {
            $0.sites.isEmpty && $0.name != judgement.model.root && $0.reach == .never && !presenters.contains($0.name)
        }.map { controller in
            let names = controller.overrides.map(\.rawValue).joined(separator: ", ")
            return observation(
                at: .controller(controller.name), subject: controller.name,
                "\(controller.name) is never shown: no code presents, pushes or contains it and it is no window's "
                    + "root, so its \(names) decide\(controller.overrides.count == 1 ? "s" : "") nothing; remove "
                    + "\(controller.overrides.count == 1 ? "it" : "them") or show the controller.")
        }
    }
}
