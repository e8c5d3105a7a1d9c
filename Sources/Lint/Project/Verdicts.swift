// What lint concludes about each controller: how the exploration reached it, and for
// each override it writes, whether the system asks it at each place the app shows it.

import OrientationEngine
import Scenario

/// How the exploration reached a controller.
public enum Reach: Sendable, Equatable {
    /// From the app's root.
    case root
    /// Only from a local exploration rooted at this controller (a presenter the root's
    /// graph does not reach).
    case locally(from: String)
    /// Not reached.
    case never
}

/// The engine's answer for one override at one site on one device and iOS version.
public struct SiteVerdict: Sendable {
    public var site: ShowSite
    public var combination: Combination
    public var override: Override
    /// nil when the site could not be set up (the engine crashed there, or the container
    /// a push goes into is not known and the app has containers that forward).
    public var consultation: Consultation?
}

public struct ControllerVerdict: Sendable {
    public var name: String
    /// The overrides the controller writes.
    public var overrides: [Override]
    public var sites: [ShowSite]
    public var verdicts: [SiteVerdict]
    public var reach: Reach = .never

    /// Whether `override` is asked anywhere among `devices`; nil when some site could
    /// not be judged and none asks it.
    func asked(_ override: Override, on devices: Set<DeviceModel>) -> Bool? {
        let relevant = verdicts.filter { $0.override == override && devices.contains($0.combination.device) }
        if relevant.contains(where: { $0.consultation?.asked == true }) { return true }
        if relevant.isEmpty || relevant.contains(where: { $0.consultation == nil }) { return nil }
        return false
    }
}

/// The injected seam lint asks the engine through: who is asked, for each override.
/// Tests replace it to see a finding follow the engine's answer.
public struct EngineSeam: Sendable {
    public var consult: @Sendable (Engine, ControllerID, Override) -> Consultation

    public init(consult: @escaping @Sendable (Engine, ControllerID, Override) -> Consultation) {
        self.consult = consult
    }

    public static let engine = EngineSeam { engine, id, override in engine.consultation(of: id, override) }
}

/// What the project rules judge.
struct Judgement {
    var model: AppModel
    var controllers: [ControllerVerdict]
    var devices: [DeviceModel]
    /// Every way the app shows a controller.
    var sites: [ShowSite]
    /// Whether the model holds every way the app shows a controller (a hand-written
    /// scenario, or a project read without unresolved constructs).
    var complete: Bool
    var locate: (ShowSite) -> SourceLocation?
    /// Where the code writes a model value (an override's line).
    var locateKey: (ModelKey) -> SourceLocation? = { _ in nil }

    /// One related location per place in the code: a helper many controllers call is one
    /// line, shown "by A, B and 3 more".
    func related(_ sites: [ShowSite]) -> [RelatedSite] {
        var groups: [(site: ShowSite, location: SourceLocation?, by: [String])] = []
        for site in sites {
            let location = locate(site)
            if let index = groups.firstIndex(where: { $0.location == location && $0.site.way == site.way
                                                       && (location != nil || $0.site.by == site.by) }) {
                if let by = site.by, !groups[index].by.contains(by) { groups[index].by.append(by) }
            } else {
                groups.append((site, location, site.by.map { [$0] } ?? []))
            }
        }
        return groups.map { group in
            var site = group.site
            if group.by.count > 1 {
                site.by = group.by.prefix(3).joined(separator: ", ")
                    + (group.by.count > 3 ? " and \(group.by.count - 3) more" : "")
            }
            return RelatedSite(what: SiteWords.way(site), location: group.location, key: group.site.key)
        }
    }

    /// Each place once, in order: "A:12, B:40".
    func places(_ sites: [ShowSite]) -> [String] {
        var seen = Set<String>()
        return sites.compactMap { locate($0)?.description }.filter { seen.insert($0).inserted }
    }
}

/// Sites and reasons in words.
enum SiteWords {
    static func way(_ site: ShowSite) -> String {
        let by = site.by.map { " by \($0)" } ?? ""
        switch site.way {
        case .present(let style): return "presented as \(style.rawValue)\(by)"
        case .push: return "pushed\(by)"
        case .tab: return "a tab of \(site.by ?? "a tab bar controller")"
        case .navStack: return "in \(site.by ?? "a navigation controller")'s stack"
        case .child: return "a child of \(site.by ?? "a container")"
        case .segue(let style?): return "a segue presenting it as \(style.rawValue)\(by)"
        case .segue(nil): return "a segue\(by)"
        case .windowRoot(let window?): return "the root of window \(window)"
        case .windowRoot(nil): return "the window's root"
        }
    }

    static func reason(_ unasked: Unasked) -> String {
        switch unasked {
        case .sheet(let style): "shown as a \(style.rawValue)"
        case .container(SiteJudge.navName, _): "pushed onto a plain UINavigationController, which decides and does not forward"
        case .container(let name, .nav): "in \(name)'s stack, which decides and does not forward"
        case .container(let name, .tab): "a tab of \(name), which decides and does not forward"
        case .container(let name, _): "under \(name), which decides"
        case .notInHierarchy: "a child no container forwards to"
        case .multitasking: "multitasking asks no controller"
        case .onlyWhenNothingInCommon: "from iOS 16 shouldAutorotate is asked only when the masks share nothing"
        case .notThisVersion: "iOS 5 asks shouldAutorotateToInterfaceOrientation: instead"
        case .notPresented: "never presented to fill the window"
        }
    }
}
