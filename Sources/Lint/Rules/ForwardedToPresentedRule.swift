// A sheet's own mask that governs the whole screen while it is up, because the deciding
// controller answers with what it presents (`presentedViewController?.… ?? …`): the one
// case where a sheet's override matters. Said at the sheet's override so it is not
// deleted as dead code.

import OrientationEngine
import Scenario

struct ForwardedToPresentedRule: ProjectRule {
    static let description = RuleDescription(
        id: "forwarded-to-presented", spec: ["R15a"], severity: .note,
        summary: "a sheet's override that matters only because the deciding controller forwards to what it presents",
        examples: [RuleExample("forwarded-to-presented", fixed: "forwarded-to-presented-fixed", ios: 13)])

    static func judge(_ judgement: Judgement) -> [Observation] {
        var found: [Observation] = []
        for controller in judgement.controllers {
            for override in controller.overrides {
                var by: [String] = []
                var sites: [ShowSite] = []
                for verdict in controller.verdicts where verdict.override == override {
                    guard case .throughPresented(let decider)? = verdict.consultation else { continue }
                    if !by.contains(decider) { by.append(decider) }
                    if !sites.contains(verdict.site) { sites.append(verdict.site) }
                }
                guard !by.isEmpty else { continue }
                let at = sites.compactMap { judgement.locate($0)?.description }
                found.append(observation(
                    at: .field(controller.name, override.field), subject: controller.name,
                    "\(controller.name)'s \(override.rawValue) governs the whole screen while it is up"
                        + (at.isEmpty ? "" : " (shown at \(at.prefix(4).joined(separator: ", ")))")
                        + ", although it is not full screen: \(by.joined(separator: " and ")) answers with what it presents; "
                        + "keep it (it is not dead code), and keep it consistent with what the screen underneath allows.",
                    related: judgement.related(sites)))
            }
        }
        return found
    }
}
