// An override the system never asks at any place the app shows its controller: a sheet,
// a form sheet, a popover, pushed under a container that decides without forwarding, a
// plain navigation controller, a child. Its author believes the screen is locked to it;
// it is so only because whoever decides is.

import OrientationEngine
import Scenario

struct NeverConsultedRule: ProjectRule {
    static let description = RuleDescription(
        id: "never-consulted", spec: ["R9", "R13", "R15a", "R27"], severity: .note,
        summary: "an override (supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation) the system never asks anywhere the app shows its controller, with each site as a related location",
        examples: [RuleExample("never-consulted", fixed: "never-consulted-fixed", ios: 13)])

    static func judge(_ judgement: Judgement) -> [Observation] {
        var unasked: [NeverAsked] = []
        let families = DeviceFamily.of(judgement.devices)
        for controller in judgement.controllers where !controller.sites.isEmpty {
            for override in controller.overrides {
                let never = families.filter { controller.asked(override, on: $0.devices) == false }
                guard !never.isEmpty else { continue }
                let devices = Set(never.flatMap(\.devices))
                let verdicts = controller.verdicts.filter { $0.override == override && devices.contains($0.combination.device) }
                unasked.append(NeverAsked(controller: controller.name, override: override, never: never, verdicts: verdicts,
                                       source: judgement.locateKey(.field(controller.name, override.field))))
            }
        }
        // One note per line of code: a class shown as several screens (`Nav(Settings)`,
        // `Nav(Share)`) whose one override is never asked on any of them.
        var groups: [[NeverAsked]] = []
        for item in unasked {
            if let source = item.source, let index = groups.firstIndex(where: {
                $0[0].source == source && $0[0].override == item.override && $0[0].on == item.on
            }) {
                groups[index].append(item)
            } else {
                groups.append([item])
            }
        }
        return groups.map { observe($0, judgement) }
    }

    /// An override never asked on some devices, with the verdicts that say so.
    private struct NeverAsked {
        var controller: String
        var override: Override
        var never: [DeviceFamily]
        var verdicts: [SiteVerdict]
        var source: SourceLocation?
        var on: String { never.map(\.name).joined(separator: " or ") }
    }

    private static func observe(_ group: [NeverAsked], _ judgement: Judgement) -> Observation {
        let first = group[0]
        // Each site once, with the reasons it gave (a site may be a sheet on one version
        // and full screen on another: it would then be asked).
        var reasons: [String: [ShowSite]] = [:]
        var order: [String] = []
        var sites: [ShowSite] = []
        var firstReason: Unasked?
        for verdict in group.flatMap(\.verdicts) {
            guard case .notAsked(let why)? = verdict.consultation else { continue }
            if firstReason == nil { firstReason = why }
            let words = SiteWords.reason(why)
            if reasons[words] == nil { order.append(words) }
            if !(reasons[words] ?? []).contains(verdict.site) { reasons[words, default: []].append(verdict.site) }
            if !sites.contains(verdict.site) { sites.append(verdict.site) }
        }
        let because = order.map { words in
            let at = judgement.places(reasons[words, default: []])
            return at.isEmpty ? words : "\(words) at \(at.prefix(4).joined(separator: ", "))"
                + (at.count > 4 ? " and \(at.count - 4) more" : "")
        }.joined(separator: "; ")
        let names = group.map(\.controller)
        let subject = names.count == 1 ? first.controller : className(names)
        let screens = names.count == 1 ? "" : " as \(names.count) screens ("
            + names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "") + ")"
        var finding = observation(
            at: .field(first.controller, first.override.field), subject: first.controller,
            "\(subject)'s \(first.override.rawValue) is never consulted on \(first.on)\(screens): \(because); "
                + advice(firstReason, subject),
            related: judgement.related(sites))
        finding.devices = Set(group.flatMap { $0.never.flatMap(\.devices) })
        return finding
    }

    /// `Nav(Settings)`, `Nav(Share)` → `Nav`: the class the screens share.
    private static func className(_ names: [String]) -> String {
        let bare = Set(names.map { String($0.prefix { $0 != "(" }) })
        return bare.count == 1 ? bare.first! : names[0]
    }
}

/// What to do, for the first reason a site gave.
private func advice(_ why: Unasked?, _ name: String) -> String {
    switch why {
    case .sheet?:
        "the presenter decides, so it neither locks nor frees this screen: present \(name) full screen "
            + "(modalPresentationStyle = .fullScreen) if it must decide, else remove the override."
    case .container(SiteJudge.navName, _)?:
        "the navigation controller decides, so it neither locks nor frees this screen: push it onto a navigation "
            + "controller that forwards to its top child, else remove the override."
    case .container(let container, _)?:
        "\(container) decides, so it neither locks nor frees this screen: make \(container) forward to its "
            + "visible child (return the child's answer), else remove the override."
    case .notInHierarchy?:
        "its container decides, so it neither locks nor frees this screen: answer from the container, else remove "
            + "the override."
    case .onlyWhenNothingInCommon?:
        "return only the orientations to allow from supportedInterfaceOrientations, and remove it."
    case .multitasking?:
        "the interface follows the device: set UIRequiresFullScreen if the masks must count, else remove the override."
    case .notThisVersion?, .notPresented?, nil:
        "it is asked only of a controller presented full screen, or of the deciding one when what it presented "
            + "goes away: remove it, or present \(name) full screen."
    }
}

/// iPhone and iPad: where "never" is said.
struct DeviceFamily {
    var name: String
    var devices: Set<DeviceModel>

    static func of(_ devices: [DeviceModel]) -> [DeviceFamily] {
        var families: [DeviceFamily] = []
        let phones = Set(devices.filter(\.isPhone))
        if !phones.isEmpty { families.append(DeviceFamily(name: "iPhone", devices: phones)) }
        if devices.contains(.ipad) { families.append(DeviceFamily(name: "iPad", devices: [.ipad])) }
        return families
    }
}
