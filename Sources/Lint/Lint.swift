// `lint FILE`: explore the app of a scenario file on every device and iOS version it can
// run on, in parallel, and merge what each exploration found into findings reported once,
// with the shortest path and every combination where they happen.

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

    public init(devices: [DeviceModel] = [], versions: [Int] = [], budget: Budget = Budget(),
                loading: LoadOptions = LoadOptions()) {
        self.devices = devices
        self.versions = versions
        self.budget = budget
        self.loading = loading
    }
}

public struct LintResult: Sendable {
    public var file: String
    public var findings: [Finding]
    /// Every combination explored, in table order.
    public var explored: [Combination]
    /// Combinations the file cannot run on (an iOS 16-only call under iOS 13), with why.
    public var notApplicable: [(Combination, String)]
    /// Screen → combination → orientations shown: the rotation map.
    public var screens: [String]
    public var shown: [String: [Combination: Set<InterfaceOrientation>]]
    public var states: Int
    public var transitions: Int
    public var seconds: Double
    /// The budgets reached, a line each ("iphone-home iOS 13: the state budget … was reached").
    public var budgetNotes: [String]
    /// Whether each explored version stands for the versions up to the next one (the
    /// default list), or only for itself (`--ios`).
    public var representative: Bool
    /// What the file refers to that is wrong without stopping it (a video that cannot
    /// play), a line each, as every command prints them on stderr.
    public var warnings: [String] = []
    /// A settled state for each screen, orientation and combination (the contact sheet's).
    public var pictures: [Picture] = []
    /// The device and iOS the file is written for.
    public var own: Combination
    /// Set when a signal stopped the exploration before it ended.
    public var interruption: LintInterruption? = nil

    public func count(atLeast severity: Severity) -> Int { findings.filter { $0.severity >= severity }.count }
}

public enum Lint {
    /// Loads and lints one scenario file; an invalid file is the loader's error.
    public static func file(_ path: String, options: LintOptions = LintOptions()) throws(ScenarioError) -> LintResult {
        let scenario = try ScenarioLoader.load(path: path, options: options.loading)
        let text = try? String(contentsOfFile: path, encoding: .utf8)
        return run(scenario, text: text, options: options)
    }

    /// Lints a scenario already loaded (`text`: its file, for line references).
    public static func run(_ scenario: ScenarioFile, text: String?, options: LintOptions = LintOptions()) -> LintResult {
        let started = Date()
        let deadline = started.addingTimeInterval(options.budget.seconds)
        let devices = options.devices.isEmpty ? Coverage.devices(for: scenario.model.device) : options.devices
        let versions = options.versions.isEmpty
            ? Coverage.versions(from: scenario.model.iosVersion) : options.versions.sorted()
        var variants: [(Combination, ScenarioFile)] = []
        var notApplicable: [(Combination, String)] = []
        for device in devices {
            for ios in versions where ios >= device.firstIOS {
                let combination = Combination(device: device, ios: ios)
                do {
                    variants.append((combination, try scenario.overriding(ios: ios, device: device.rawValue)))
                } catch {
                    notApplicable.append((combination, error.alone.message))
                }
            }
        }
        let explorations = Parallel.map(variants) { item in
            Explorer(scenario: item.1, combination: item.0, budget: options.budget, deadline: deadline).run()
        }
        let map = SourceMap(scenario: scenario, text: text)
        let explored = variants.map(\.0)
        let representative = options.versions.isEmpty
        return LintResult(
            file: scenario.file,
            findings: merge(explorations, map: map, explored: explored, representative: representative),
            explored: explored, notApplicable: notApplicable,
            screens: screenOrder(explorations),
            shown: shown(explorations),
            states: explorations.reduce(0) { $0 + $1.states },
            transitions: explorations.reduce(0) { $0 + $1.transitions },
            seconds: Date().timeIntervalSince(started),
            budgetNotes: explorations.compactMap { exploration in
                exploration.stopped.map { "\(exploration.combination.device.rawValue) iOS \(exploration.combination.ios): \($0)" }
            },
            representative: representative,
            warnings: scenario.warnings.map(\.description),
            pictures: explorations.flatMap(\.pictures),
            own: Combination(device: scenario.model.device, ios: scenario.model.iosVersion),
            interruption: LintInterruption(explorations))
    }

    /// One finding per identity: the shortest path over every combination (the first
    /// combination in table order on a tie), and every combination where it happened.
    static func merge(_ explorations: [Exploration], map: SourceMap, explored: [Combination],
                      representative: Bool) -> [Finding] {
        var best: [String: (Observation, [Probe], Combination)] = [:]
        var hits: [String: Set<Combination>] = [:]
        var order: [String] = []
        for exploration in explorations {
            for (identity, (observation, path)) in exploration.findings.sorted(by: { $0.key < $1.key }) {
                hits[identity, default: []].insert(exploration.combination)
                if let current = best[identity] {
                    if path.count < current.1.count { best[identity] = (observation, path, exploration.combination) }
                } else {
                    best[identity] = (observation, path, exploration.combination)
                    order.append(identity)
                }
            }
        }
        let findings = order.compactMap { identity -> Finding? in
            guard let (observation, path, combination) = best[identity] else { return nil }
            let found = hits[identity] ?? []
            return Finding(
                rule: observation.rule, severity: observation.severity, message: observation.message,
                location: map.location(observation.keyPath), scenarioLocation: map.scenarioLocation(observation.keyPath),
                keyPath: observation.keyPath, path: path, shownOn: combination, hits: found,
                versions: Coverage.describe(found, explored: explored, representative: representative))
        }
        return findings.sortedForReport()
    }

    static func screenOrder(_ explorations: [Exploration]) -> [String] {
        var order: [String] = []
        for exploration in explorations {
            for screen in exploration.screenOrder where !order.contains(screen) { order.append(screen) }
        }
        return order
    }

    static func shown(_ explorations: [Exploration]) -> [String: [Combination: Set<InterfaceOrientation>]] {
        var result: [String: [Combination: Set<InterfaceOrientation>]] = [:]
        for exploration in explorations {
            for (screen, orientations) in exploration.screens {
                result[screen, default: [:]][exploration.combination] = orientations
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
