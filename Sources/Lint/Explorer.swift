// A breadth-first walk over the app's settled states on one device and iOS version: from
// each launch orientation, every probe a person can make, each new state once (StateKey).
// Breadth first, so the first path that shows a finding is a shortest one. A state costs
// a 16-byte fingerprint and an 8-byte node (parent, probe); engines are made again along
// a node's path when it is expanded, so a million states fit in a few tens of MB.

import Foundation
import OrientationEngine
import Scenario

/// Limits of one exploration; reaching one is reported, not an error.
public struct Budget: Sendable {
    /// Distinct states per device and iOS version.
    public var states: Int
    /// Wall-clock seconds for the whole lint.
    public var seconds: Double
    /// Asked between states: the name of a signal that asks the walk to stop now
    /// ("SIGINT"), or nil to go on. The walk then ends with what it found so far.
    public var interruption: @Sendable () -> String?

    public init(states: Int = 20_000, seconds: Double = 60, interruption: @escaping @Sendable () -> String? = { nil }) {
        self.states = states
        self.seconds = seconds
        self.interruption = interruption
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
    /// The signal that stopped it before it ended, when one did ("SIGINT").
    var interrupted: String?
    /// The most engines held at once (launches and one path): the walk's memory beyond
    /// its 8-byte nodes and 16-byte fingerprints.
    var enginesHeld = 0
}

struct Explorer {
    let scenario: ScenarioFile
    let combination: Combination
    let budget: Budget
    let deadline: Date

    /// A state of the walk, 8 bytes: how it was reached (parent node, probe by its number
    /// in the walk's table of probes). What it is lives in `seen` as a fingerprint; its
    /// engine is made again along its path when it is expanded.
    private struct Node {
        var parent: Int32
        var probe: UInt32
    }

    func run() -> Exploration {
        var result = Exploration(combination: combination)
        var nodes: [Node] = []
        var seen = Set<StateKey>()
        /// The launches' engines: every other engine is made again from one of them.
        var launches: [Int: Engine] = [:]
        /// The engines along the last path made again, launch first. Breadth first, the
        /// next node is most often a sibling (one step from the same parent) or shares
        /// most of the path, so each expansion makes about one engine again.
        var chain: [(node: Int, engine: Engine)] = []
        var probes: [Probe] = []
        var probeNumbers: [Probe: UInt32] = [:]
        var usage = AnswerUsage()
        var layout: StateKey.Layout?
        let facts = ModelFacts(scenario.model)

        func number(_ probe: Probe) -> UInt32 {
            if let known = probeNumbers[probe] { return known }
            probes.append(probe)
            probeNumbers[probe] = UInt32(probes.count - 1)
            return UInt32(probes.count - 1)
        }
        func path(_ index: Int) -> [Probe] {
            var path: [Probe] = []
            var current = index
            while current >= 0 {
                path.append(probes[Int(nodes[current].probe)])
                current = Int(nodes[current].parent)
            }
            return path.reversed()
        }
        func record(_ observations: [Observation], at index: Int, extra: Probe? = nil) {
            for observation in observations where result.findings[observation.identity] == nil {
                result.findings[observation.identity] = (observation, path(index) + (extra.map { [$0] } ?? []))
            }
        }
        /// A settled state: new ones are numbered for expansion and looked at once. The
        /// index of the new node, nil for a state seen before.
        @discardableResult
        func arrive(_ engine: Engine, parent: Int, probe: Probe) -> Int? {
            let keyLayout = layout ?? StateKey.Layout(engine)
            layout = keyLayout
            guard seen.insert(StateKey(engine, layout: keyLayout)).inserted else { return nil }
            nodes.append(Node(parent: Int32(parent), probe: number(probe)))
            let index = nodes.count - 1
            result.states += 1
            guard engine.state.crash == nil else { return index }
            // R28: the screen a person sees is the topmost window's (an overlay over the main one).
            let top = engine.visibleWindows.last
            let onTop = top.map { $0.name == WindowSpec.mainName ? engine.visibleController : $0.root } ?? engine.visibleController
            let screen = engine.name(of: onTop)
            let shown = top?.interface ?? engine.state.interface
            if result.screens[screen] == nil { result.screenOrder.append(screen) }
            if result.screens[screen, default: []].insert(shown).inserted {
                result.pictures.append(Picture(combination: combination, screen: screen, orientation: shown, engine: engine))
            }
            record(Detectors.observe(state: engine), at: index)
            usage.note(engine, node: index)
            return index
        }
        /// A node's engine, made again from its launch's by the probes of its path: the same
        /// steps from the same engine as when it was found, so the same state.
        func engine(of node: Int) -> Engine? {
            var lineage: [Int] = []
            var current = node
            while current >= 0 {
                lineage.append(current)
                current = Int(nodes[current].parent)
            }
            lineage.reverse()
            var common = 0
            while common < chain.count, common < lineage.count, chain[common].node == lineage[common] { common += 1 }
            chain.removeSubrange(common...)
            if chain.isEmpty {
                guard let launched = launches[lineage[0]] else { return nil }
                chain.append((lineage[0], launched))
            }
            for index in lineage[chain.count...] {
                guard let last = chain.last, let (made, _) = step(last.engine, probes[Int(nodes[index].probe)]) else { return nil }
                chain.append((index, made))
            }
            result.enginesHeld = max(result.enginesHeld, chain.count + launches.count)
            return chain.last?.engine
        }
        /// The engine after a probe, settled; nil when the engine refuses the event.
        func step(_ engine: Engine, _ probe: Probe) -> (Engine, [Emitted])? {
            guard let event = probe.event else { return nil }
            var after = engine
            guard var emitted = try? after.send(event, at: engine.state.time + 1) else { return nil }
            emitted += after.settle()
            return (after, emitted)
        }

        for orientation in launchOrientations {
            if let signal = budget.interruption() {
                result.interrupted = signal
                break
            }
            var model = scenario.model
            model.orientation = orientation
            guard var engine = try? Engine(model: model) else { continue }
            var emitted = (try? engine.send(.launch, at: 0)) ?? []
            emitted += engine.settle()
            let probe = Probe.launch(orientation)
            let step = Transition(before: nil, probe: probe, after: engine, emitted: emitted)
            let observations = Detectors.observe(step, facts: facts)
            if let index = arrive(engine, parent: -1, probe: probe), engine.state.crash == nil {
                launches[index] = engine
            }
            for observation in observations where result.findings[observation.identity] == nil {
                result.findings[observation.identity] = (observation, [probe])
            }
        }

        var next = 0
        while next < nodes.count, result.interrupted == nil {
            if let signal = budget.interruption() {
                result.interrupted = signal
                break
            }
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
            guard let engine = engine(of: index), engine.state.crash == nil else { continue }
            for probe in Probe.available(in: engine) {
                guard let (after, emitted) = step(engine, probe) else { continue }
                result.transitions += 1
                let transition = Transition(before: engine, probe: probe, after: after, emitted: emitted)
                record(Detectors.observe(transition, facts: facts), at: index, extra: probe)
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

/// A lint stopped from outside (SIGINT, SIGTERM) before it ended: how far it got. Its
/// findings are those found until then.
public struct LintInterruption: Sendable, Equatable, CustomStringConvertible {
    /// "SIGINT", "SIGTERM".
    public var signal: String
    /// Device/iOS combinations explored to their end (or to a budget) before the signal.
    public var finished: Int
    public var combinations: Int

    /// "stopped by a signal (SIGINT): 3 of 9 device/iOS combinations explored to the end, findings so far".
    public var description: String {
        "stopped by a signal (\(signal)): \(finished) of \(combinations) device/iOS combination"
            + "\(combinations == 1 ? "" : "s") explored to the end, findings so far"
    }

    /// `explorations`: one per combination, from the app's launch; `local`: those started
    /// elsewhere (stopped by the same signal, counted in no combination).
    init?(_ explorations: [Exploration], local: [Exploration] = []) {
        guard let signal = (explorations + local).lazy.compactMap(\.interrupted).first else { return nil }
        self.signal = signal
        finished = explorations.filter { $0.interrupted == nil }.count
        combinations = explorations.count
    }
}
