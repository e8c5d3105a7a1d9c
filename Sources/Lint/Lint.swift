// `lint`: explore the app on every device and iOS version it can run on, in parallel —
// from its root, then locally from each presenter the root's graph does not reach —,
// judge every override at each place the app shows it, and merge what was found into
// findings reported once, with the shortest path and every combination where they happen.

import Foundation
import OrientationEngine
import Scenario

public struct LintOptions: Sendable {
    /// Narrow the exploration: only these devices / iOS versions (empty: all it runs on,
    /// `Coverage.devices(for:)` and `Coverage.versions(from:)`).
    public var devices: [DeviceModel]
    public var versions: [Int]
    public var budget: Budget
    /// How the file loads (the command line's player video probe).
    public var loading: LoadOptions
    /// How lint asks the engine who is consulted (tests replace it).
    public var seam: EngineSeam
    /// States per combination for each local exploration (a presenter the root's graph
    /// does not reach, explored as if it were the root).
    public var localStates: Int

    public init(devices: [DeviceModel] = [], versions: [Int] = [], budget: Budget = Budget(),
                loading: LoadOptions = LoadOptions(), seam: EngineSeam = .engine, localStates: Int = 400) {
        self.devices = devices
        self.versions = versions
        self.budget = budget
        self.loading = loading
        self.seam = seam
        self.localStates = localStates
    }
}

public enum Lint {
    /// Loads and lints one scenario file; an invalid file is the loader's error.
    public static func file(_ path: String, options: LintOptions = LintOptions()) throws(ScenarioError) -> LintResult {
        let scenario = try ScenarioLoader.load(path: path, options: options.loading)
        let text = try? String(contentsOfFile: path, encoding: .utf8)
        return run(scenario, text: text, options: options)
    }

    /// Lints a scenario already loaded (`text`: its file, for line references). Its sites
    /// are read off the model.
    public static func run(_ scenario: ScenarioFile, text: String?, options: LintOptions = LintOptions()) -> LintResult {
        let project = ProjectModel(scenario: scenario, folder: "", sources: [:], sites: ModelSites.of(scenario.model),
                                   unresolved: [])
        return run(project, map: SourceMap(scenario: scenario, text: text), options: options)
    }

    /// Lints a project read from its sources: findings point at the code.
    public static func run(project: ProjectModel, options: LintOptions = LintOptions()) -> LintResult {
        var project = project
        // Every controller shown somewhere: the model's own ways (its root, stacks and
        // tabs) join the code's sites when the reader left them out.
        let known = Set(project.sites.map(\.shown))
        project.sites += ModelSites.of(project.scenario.model).filter { !known.contains($0.shown) }
        // A universal app not read again for the iPad runs there with its iPad masks: the
        // model's Info.plist source gives them when the device changes, as for a hand-written file.
        if let iPad = project.iPadPlist, project.iPadScenario == nil, project.scenario.model.device.isPhone,
           project.scenario.model.infoPlist == nil {
            var model = project.scenario.model
            model.infoPlist = InfoPlistSource(path: project.folder, iPhoneOrientations: model.plist,
                                              iPadOrientations: iPad.isEmpty ? nil : iPad)
            if let universal = try? ScenarioFile(file: project.scenario.file, model: model, steps: []) {
                project.scenario = universal
            }
        }
        var result = run(project, map: SourceMap(scenario: project.scenario, text: nil, project: project), options: options)
        // The project is what was linted: its folder names it (the model has no file).
        result.file = project.folder
        return result
    }

    static func run(_ project: ProjectModel, map: SourceMap, options: LintOptions) -> LintResult {
        let scenario = project.scenario
        let started = Date()
        let deadline = started.addingTimeInterval(options.budget.seconds)
        var devices = options.devices.isEmpty ? Coverage.devices(for: scenario.model) : options.devices
        if options.devices.isEmpty, project.iPadScenario != nil, !devices.contains(.ipad) { devices.append(.ipad) }
        // The oldest iOS the app runs on: the project's deployment target, else the file's.
        let oldest = project.deploymentTarget.map { target in IOSVersion.shipped.first { $0 >= target } ?? target }
            ?? scenario.model.iosVersion
        var variants: [(Combination, ScenarioFile)] = []
        var notApplicable: [(Combination, String)] = []
        for device in devices {
            // The iPad's own reading of a universal app, when scan made one.
            let base = device == .ipad ? project.iPadScenario ?? scenario : scenario
            let versions = options.versions.isEmpty
                ? Coverage.versions(from: oldest, on: device, model: base.model) : options.versions.sorted()
            for ios in versions where ios >= device.firstIOS {
                let combination = Combination(device: device, ios: ios)
                do {
                    variants.append((combination, try base.overriding(ios: ios, device: device.rawValue)))
                } catch {
                    notApplicable.append((combination, error.alone.message))
                }
            }
        }
        let explorations = Parallel.map(variants) { item in
            Explorer(scenario: item.1, combination: item.0, budget: options.budget, deadline: deadline).run()
        }
        let explored = variants.map(\.0)
        let representative = options.versions.isEmpty
        var reach = Reaching(model: scenario.model, sites: project.sites)
        reach.add(explorations, from: nil)
        // A signal that stopped the walk from the root stops the local ones before they start.
        let stopped = explorations.contains { $0.interrupted != nil }
        let locals = stopped ? [] : LocalExploration.run(variants, reach: &reach, options: options, deadline: deadline)
        var verdicts = SiteJudge.judge(scenario, iPad: project.iPadScenario, sites: project.sites, combinations: explored,
                                       seam: options.seam, deadline: deadline)
        for index in verdicts.indices { verdicts[index].reach = reach.reach(of: verdicts[index].name) }
        let judgement = Judgement(model: scenario.model, controllers: verdicts, devices: Array(Set(explored.map(\.device))),
                                  sites: project.sites, complete: project.unresolved.isEmpty, locate: { site in site.location.map(map.resolved) ?? site.key.map(map.location) },
                                  locateKey: { map.location($0) })
        let judged = LintRules.project.flatMap { $0.judge(judgement) }
        // A local exploration's root is a stand-in: what it shows of a screen the root's
        // graph reaches, and what it finds about one, is not the app's.
        let fromRoot = reach.fromRoot
        let scopedLocals = locals.map { ($0.0.keeping { !fromRoot.contains($0) }, $0.1) }
        var findings = merge(explorations.map { ($0, nil) } + scopedLocals.map { ($0.0, $0.1) }, map: map,
                             explored: explored, representative: representative)
        findings += judged.map { observation in
            let hits = Set(explored.filter { observation.devices?.contains($0.device) ?? true })
            return Finding(rule: observation.rule, severity: observation.severity, message: observation.message,
                    location: map.location(observation.key), scenarioLocation: map.fileLocation(observation.key),
                    key: observation.key, path: [], startedFrom: nil,
                    shownOn: explored.first { hits.contains($0) }
                        ?? Combination(device: scenario.model.device, ios: scenario.model.iosVersion),
                    hits: hits, versions: Coverage.describe(hits, explored: explored, representative: representative),
                    related: observation.related)
        }
        findings = withoutRepeats(findings).sortedForReport()
        let all = explorations + scopedLocals.map(\.0)
        var result = LintResult(
            file: scenario.file,
            findings: findings,
            explored: explored, notApplicable: notApplicable,
            screens: screenOrder(all.map(\.screenOrder)),
            shown: shown(all.map { ($0.combination, $0.screens) }),
            states: all.reduce(0) { $0 + $1.states },
            transitions: all.reduce(0) { $0 + $1.transitions },
            seconds: 0,
            budgetNotes: explorations.compactMap { exploration in
                exploration.stopped.map { "\(exploration.combination.device.rawValue) iOS \(exploration.combination.ios): \($0)" }
            },
            representative: representative,
            warnings: scenario.warnings.map(\.description),
            pictures: all.flatMap(\.pictures),
            own: Combination(device: scenario.model.device, ios: scenario.model.iosVersion))
        result.stoppedEarly = explorations.filter { $0.stopped != nil }.map(\.combination)
        result.deciders = screenOrder(all.map(\.deciderOrder))
        result.decided = shown(all.map { ($0.combination, $0.deciders) })
        result.coverage = reach.coverage
        result.coverage.scanned = !project.folder.isEmpty
        result.controllers = verdicts
        result.outside = RotationMap.outside(result.pictures)
        result.sites = project.sites.map { ($0, judgement.locate($0)) }
        result.unresolved = project.unresolved.count
        result.interruption = LintInterruption(explorations, local: locals.map(\.0))
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    /// One finding per identity: the shortest path over every combination (the first
    /// combination in table order on a tie), and every combination where it happened.
    /// A local exploration's crash or R9 is not reported: its root is a stand-in.
    static func merge(_ explorations: [(Exploration, String?)], map: SourceMap, explored: [Combination],
                      representative: Bool) -> [Finding] {
        var best: [String: (Observation, [Probe], Combination, String?)] = [:]
        var hits: [String: Set<Combination>] = [:]
        var order: [String] = []
        for (exploration, local) in explorations {
            for (identity, (observation, path)) in exploration.findings.sorted(by: { $0.key < $1.key }) {
                // A stand-in root or navigation controller is not the app's: its crashes, its
                // containers' choices (R9) and what it decides under a sheet (R15a) are not
                // findings; the per-site judgement says those.
                if local != nil, observation.severity == .error
                    || [ContainerIgnoresChildRule.description.id, SheetOutsideMaskRule.description.id].contains(observation.rule) {
                    continue
                }
                hits[identity, default: []].insert(exploration.combination)
                if let current = best[identity] {
                    let better = (current.3 != nil && local == nil) || (local == nil) == (current.3 == nil) && path.count < current.1.count
                    if better { best[identity] = (observation, path, exploration.combination, local) }
                } else {
                    best[identity] = (observation, path, exploration.combination, local)
                    order.append(identity)
                }
            }
        }
        return order.compactMap { identity -> Finding? in
            guard let (observation, path, combination, local) = best[identity] else { return nil }
            let found = hits[identity] ?? []
            return Finding(
                rule: observation.rule, severity: observation.severity, message: observation.message,
                location: map.location(observation.key), scenarioLocation: map.fileLocation(observation.key),
                key: observation.key, path: path, startedFrom: local, shownOn: combination, hits: found,
                versions: Coverage.describe(found, explored: explored, representative: representative), related: [])
        }
    }

    /// A never-consulted note says again what a warning about the same controller says
    /// (R15a: a sheet never asked; R9: a container never forwarding; R27: multitasking):
    /// the warning stays.
    static func withoutRepeats(_ findings: [Finding]) -> [Finding] {
        let warned = Set(findings.filter { finding in
            [SheetOutsideMaskRule.description, ContainerIgnoresChildRule.description, MultitaskingUnaskedRule.description]
                .contains { $0.id == finding.rule && $0.severity == finding.severity }
        }.compactMap(\.key.controller))
        return findings.filter { finding in
            !(finding.rule == NeverConsultedRule.description.id && finding.key.controller.map(warned.contains) == true)
        }
    }

    static func screenOrder(_ orders: [[String]]) -> [String] {
        var order: [String] = []
        var seen = Set<String>()
        for names in orders {
            for screen in names where seen.insert(screen).inserted { order.append(screen) }
        }
        return order
    }

    static func shown(_ explorations: [(Combination, [String: Set<InterfaceOrientation>])])
        -> [String: [Combination: Set<InterfaceOrientation>]] {
        var result: [String: [Combination: Set<InterfaceOrientation>]] = [:]
        for (combination, screens) in explorations {
            for (screen, orientations) in screens {
                result[screen, default: [:]][combination, default: []].formUnion(orientations)
            }
        }
        return result
    }
}

/// A screen as the exploration first saw it in one orientation: an engine to draw.
public struct Picture: Sendable {
    public var combination: Combination
    public var screen: String
    public var orientation: InterfaceOrientation
    public var engine: Engine
}

/// Runs work on every element on all cores, results in the input's order.
enum Parallel {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ body: @Sendable (T) -> R) -> [R] {
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, body(items[index]))
        }
        return results.values
    }
}

/// `@unchecked Sendable`: each slot is written once, by one iteration, under the lock.
private final class ResultSlots<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [R?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: R) { lock.withLock { slots[index] = value } }
    var values: [R] { lock.withLock { slots.compactMap { $0 } } }
}
