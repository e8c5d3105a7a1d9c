// What one lint gives: the findings, what was explored and reached, each controller's
// verdicts, and the rotation map.

import OrientationEngine
import Scenario

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
    /// The controllers that decided (the root, a full-screen presentation, an extra
    /// window's root) → combination → orientations they held the interface in.
    public var deciders: [String] = []
    public var decided: [String: [Combination: Set<InterfaceOrientation>]] = [:]
    public var states: Int
    public var transitions: Int
    public var seconds: Double
    /// The budgets reached, a line each ("iphone-home iOS 13: the state budget … was reached").
    public var budgetNotes: [String]
    /// The device/iOS combinations whose exploration stopped at the budget: what it did not
    /// see there is unknown, not absent.
    public var stoppedEarly: [Combination] = []
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
    /// How much of the app was reached, from the root and locally.
    public var coverage = ReachSummary(total: 0, fromRoot: [], locally: [], never: [])
    /// Each controller that writes an override: its reach and the engine's verdict at each site.
    public var controllers: [ControllerVerdict] = []
    /// Screen → combination → orientations it showed outside its own answer.
    public var outside: [String: [Combination: Set<InterfaceOrientation>]] = [:]
    /// Every way the app shows a controller, with where (the code's line, else the scenario's).
    public var sites: [(ShowSite, SourceLocation?)] = []
    /// Constructs the project reader could not read.
    public var unresolved = 0
    /// Set when a signal stopped the exploration before it ended.
    public var interruption: LintInterruption? = nil

    public func count(atLeast severity: Severity) -> Int { findings.filter { $0.severity >= severity }.count }

    /// The controllers that put the interface in landscape, per device (the summary's
    /// first lines): what shows over them turns with them.
    public var landscape: [(DeviceModel, [String])] {
        DeviceModel.allCases.compactMap { device in
            guard explored.contains(where: { $0.device == device }) else { return nil }
            return (device, Self.landscape(in: deciders, decided, on: device))
        }
    }

    /// Every screen seen in landscape, per device: the deciders and what showed over them.
    public var landscapeScreens: [(DeviceModel, [String])] {
        DeviceModel.allCases.compactMap { device in
            guard explored.contains(where: { $0.device == device }) else { return nil }
            return (device, Self.landscape(in: screens, shown, on: device))
        }
    }

    private static func landscape(in names: [String], _ seen: [String: [Combination: Set<InterfaceOrientation>]],
                                  on device: DeviceModel) -> [String] {
        names.filter { name in
            (seen[name] ?? [:]).contains { $0.key.device == device && $0.value.contains(where: \.isLandscape) }
        }
    }

    /// Where the app shows `screen` first (for the summary).
    public func firstSite(of screen: String) -> (ShowSite, SourceLocation?)? {
        sites.first { $0.0.shown == screen && $0.1 != nil } ?? sites.first { $0.0.shown == screen }
    }
}
