// A breadth-first walk over the app's settled states on one device and iOS version: from
// each launch orientation, every probe a person can make, each new state once (StateKey).
// Breadth first, so the first path that shows a finding is a shortest one.

import Foundation
import OrientationEngine
import Scenario

/// Limits of one exploration; reaching one is reported, not an error.
public struct Budget: Sendable {
    /// Distinct states per device and iOS version.
    public var states: Int
    /// Wall-clock seconds for the whole lint.
    public var seconds: Double

    public init(states: Int = 20_000, seconds: Double = 60) {
        self.states = states
        self.seconds = seconds
    }
}

/// What one combination gave.
struct Exploration: Sendable {
    var combination: Combination
    /// Finding identity → the observation and the shortest path that showed it.
    var findings: [String: (Observation, [Probe])] = [:]
    /// Screen (visible controller) → interface orientations it was seen in.
    var screens: [String: Set<InterfaceOrientation>] = [:]
    var screenOrder: [String] = []
    /// The first state showing each screen in each orientation, for pictures.
    var pictures: [Picture] = []
    var states = 0
    var transitions = 0
    /// Which budget stopped it, when one did.
    var stopped: String?
}

struct Explorer {
    let scenario: ScenarioFile
    let combination: Combination
    let budget: Budget
    let deadline: Date

    /// A node of the walk: its engine (until expanded: then only its path is needed) and
    /// how it was reached (parent node, probe).
    private struct Node {
        var engine: Engine?
        var parent: Int
        var probe: Probe
    }

    func run() -> Exploration {
        var result = Exploration(combination: combination)
        var nodes: [Node] = []
        var seen = Set<StateKey>()
        var usage = AnswerUsage()
        var layout: StateKey.Layout?
        let facts = ModelFacts(scenario.model)

        func path(_ index: Int) -> [Probe] {
            var probes: [Probe] = []
            var current = index
            while current >= 0 {
                probes.append(nodes[current].probe)
                current = nodes[current].parent
            }
            return probes.reversed()
        }
        func record(_ observations: [Observation], at index: Int, extra: Probe? = nil) {
            for observation in observations where result.findings[observation.identity] == nil {
                result.findings[observation.identity] = (observation, path(index) + (extra.map { [$0] } ?? []))
            }
        }
        /// A settled state: new ones are kept for expansion and looked at once.
        func arrive(_ engine: Engine, parent: Int, probe: Probe) {
            let keyLayout = layout ?? StateKey.Layout(engine)
            layout = keyLayout
            guard seen.insert(StateKey(engine, layout: keyLayout)).inserted else { return }
            nodes.append(Node(engine: engine, parent: parent, probe: probe))
            let index = nodes.count - 1
            result.states += 1
            guard engine.state.crash == nil else { return }
            let screen = engine.name(of: engine.visibleController)
            if result.screens[screen] == nil { result.screenOrder.append(screen) }
            if result.screens[screen, default: []].insert(engine.state.interface).inserted {
                result.pictures.append(Picture(combination: combination, screen: screen,
                                               orientation: engine.state.interface, engine: engine))
            }
            record(Detectors.observe(state: engine), at: index)
            usage.note(engine, node: index)
        }

        for orientation in launchOrientations {
            var model = scenario.model
            model.orientation = orientation
            guard var engine = try? Engine(model: model) else { continue }
            var emitted = (try? engine.send(.launch, at: 0)) ?? []
            emitted += engine.settle()
            let probe = Probe.launch(orientation)
            let step = Transition(before: nil, probe: probe, after: engine, emitted: emitted)
            let observations = Detectors.observe(step, facts: facts)
            arrive(engine, parent: -1, probe: probe)
            for observation in observations where result.findings[observation.identity] == nil {
                result.findings[observation.identity] = (observation, [probe])
            }
        }

        var next = 0
        while next < nodes.count {
            if result.states >= budget.states {
                result.stopped = "the state budget (\(budget.states) states) was reached"
                break
            }
            if Date() >= deadline {
                result.stopped = "the time budget (\(Self.seconds(budget.seconds))) was reached"
                break
            }
            let index = next
            next += 1
            guard let engine = nodes[index].engine else { continue }
            nodes[index].engine = nil
            guard engine.state.crash == nil else { continue }
            for probe in Probe.available(in: engine) {
                guard let event = probe.event else { continue }
                var after = engine
                guard var emitted = try? after.send(event, at: engine.state.time + 1) else { continue }
                emitted += after.settle()
                result.transitions += 1
                let step = Transition(before: engine, probe: probe, after: after, emitted: emitted)
                record(Detectors.observe(step, facts: facts), at: index, extra: probe)
                arrive(after, parent: index, probe: probe)
            }
        }
        for (observation, index) in usage.findings where result.findings[observation.identity] == nil {
            result.findings[observation.identity] = (observation, path(index))
        }
        return result
    }

    /// The file's own orientation first (the usual launch), then the other upright ones.
    private var launchOrientations: [DeviceOrientation] {
        var list = [scenario.model.orientation]
        for orientation in [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
        where !list.contains(orientation) {
            list.append(orientation)
        }
        return list
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
