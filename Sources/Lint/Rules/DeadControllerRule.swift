// A controller with rotation overrides that nothing can show: no code presents, pushes or
// contains it, and it is no window's root. Its overrides decide nothing.

import OrientationEngine
import Scenario

struct DeadControllerRule: ProjectRule {
    static let description = RuleDescription(
        id: "dead-controller", spec: [], severity: .note,
        summary: "a controller with rotation overrides that no site, container or window root shows",
        examples: [RuleExample("dead-controller", fixed: "dead-controller-fixed", ios: 17)])

    static func judge(_ judgement: Judgement) -> [Observation] {
        judgement.controllers.filter { $0.sites.isEmpty && $0.name != judgement.model.root }.map { controller in
            let names = controller.overrides.map(\.rawValue).joined(separator: ", ")
            return observation(
                at: .controller(controller.name), subject: controller.name,
                "\(controller.name) is never shown: no code presents, pushes or contains it and it is no window's "
                    + "root, so its \(names) decide\(controller.overrides.count == 1 ? "s" : "") nothing; remove "
                    + "\(controller.overrides.count == 1 ? "it" : "them") or show the controller.")
        }
    }
}
