// A breadth-first walk over the app's settled states on one device and iOS version: from
// each launch orientation, every probe a person can make, each new state once (StateKey).
// Breadth first, so the first path that shows a finding is a shortest one. A state costs
// a 16-byte fingerprint and an 8-byte node (parent, probe); engines are made again along
// a node's path when it is expanded (EngineChain), so a million states fit in a few tens
// of MB.

import OrientationEngine
import Scenario

struct Walk {
    var result: Exploration
    let facts: ModelFacts

    /// A state of the walk, 8 bytes: how it was reached (parent node, probe by its number
    /// in the walk's table of probes). What it is lives in `seen` as a fingerprint; its
    /// engine is made again along its path when it is expanded.
    struct Node {
        var parent: Int32
        var probe: UInt32
    }

    private(set) var nodes: [Node] = []
    private var seen = Set<StateKey>()
    private var layout: StateKey.Layout?
    private(set) var probes: [Probe] = []
    private var probeNumbers: [Probe: UInt32] = [:]
    private var chain = EngineChain()
    private var usage = AnswerUsage()
    /// The next node to expand, breadth first.
    private var next = 0

    /// The deepest state walked on (`Budget.depth`).
    let depth: Int

    init(combination: Combination, facts: ModelFacts, depth: Int = .max) {
        result = Exploration(combination: combination)
        self.facts = facts
        self.depth = depth
    }

    /// The app launched in `orientation`: the first state of one branch of the walk.
    mutating func launch(_ launched: Engine, in orientation: DeviceOrientation) {
        var engine = launched
        var emitted = (try? engine.send(.launch, at: 0)) ?? []
        emitted += engine.settle()
        let probe = Probe.launch(orientation)
        let observations = Detectors.observe(Transition(before: nil, probe: probe, after: engine, emitted: emitted),
                                             facts: facts)
        let keyLayout = layout ?? StateKey.Layout(engine)
        layout = keyLayout
        let controllers = StateKey.Controllers(engine, layout: keyLayout)
        if let index = arrive(engine, controllers: controllers, parent: -1, probe: probe), engine.state.crash == nil {
            chain.launches[index] = (engine, controllers)
        }
        for observation in observations where result.findings[observation.identity] == nil {
            result.findings[observation.identity] = (observation, [probe])
        }
    }

    /// The next state to expand, breadth first; nil when every one was.
    mutating func nextToExpand() -> Int? {
        guard next < nodes.count else { return nil }
        next += 1
        return next - 1
    }

    /// Every probe from a state: each step is looked at, each new state numbered.
    mutating func expand(_ index: Int) {
        guard let layout, let (made, controllers) = chain.engine(of: index, nodes: nodes, probes: probes, layout: layout),
              made.state.crash == nil else { return }
        result.enginesHeld = max(result.enginesHeld, chain.held)
        let before = EngineBox(made)
        for probe in Probe.available(in: before.engine) {
            guard let (after, emitted) = EngineChain.step(before.engine, probe) else { continue }
            result.transitions += 1
            let transition = Transition(before: before, probe: probe, after: after, emitted: emitted)
            record(Detectors.observe(transition, facts: facts), at: index, extra: probe)
            guard transition.after.shownDepth <= depth else { continue }
            let reached = controllers.updated(from: before.engine, to: transition.after, layout: layout)
            if let new = arrive(transition.after, controllers: reached, parent: index, probe: probe) {
                chain.keep(transition.after, controllers: reached, for: new)
            }
        }
    }

    /// The exploration, with what only the whole walk shows (answers never used).
    mutating func finished() -> Exploration {
        for (observation, index) in usage.findings where result.findings[observation.identity] == nil {
            result.findings[observation.identity] = (observation, path(index))
        }
        return result
    }

    /// A settled state (`controllers`: its controllers' sum): new ones are numbered for
    /// expansion and looked at once. The index of the new node, nil for a state seen before.
    @discardableResult
    private mutating func arrive(_ engine: Engine, controllers: StateKey.Controllers, parent: Int, probe: Probe) -> Int? {
        guard let layout, seen.insert(StateKey(engine, layout: layout, controllers: controllers)).inserted else { return nil }
        nodes.append(Node(parent: Int32(parent), probe: number(probe)))
        let index = nodes.count - 1
        result.states += 1
        guard engine.state.crash == nil else { return index }
        noteScreen(engine)
        record(Detectors.observe(state: engine), at: index)
        usage.note(engine, node: index)
        return index
    }

    /// The screen a person sees (R28: the topmost window's, an overlay over the main one)
    /// in the orientation it shows, and its first picture.
    private mutating func noteScreen(_ engine: Engine) {
        let top = engine.visibleWindows.last
        let onTop = top.map { $0.name == WindowSpec.mainName ? engine.visibleController : $0.root } ?? engine.visibleController
        let screen = engine.name(of: onTop)
        let shown = top?.interface ?? engine.state.interface
        if result.screens[screen] == nil { result.screenOrder.append(screen) }
        if result.screens[screen, default: []].insert(shown).inserted {
            result.pictures.append(Picture(combination: result.combination, screen: screen, orientation: shown, engine: engine))
        }
        // An answer that forwards to the presenter (an alert's) leaves the decision to it.
        var deciding = engine.decider
        while engine.model.controllers[deciding].supported == .presenting, let presenter = engine.presentingController(of: deciding) {
            deciding = presenter
        }
        let decider = engine.name(of: deciding)
        if result.deciders[decider] == nil { result.deciderOrder.append(decider) }
        result.deciders[decider, default: []].insert(shown)
    }

    private mutating func record(_ observations: [Observation], at index: Int, extra: Probe? = nil) {
        for observation in observations where result.findings[observation.identity] == nil {
            result.findings[observation.identity] = (observation, path(index) + (extra.map { [$0] } ?? []))
        }
    }

    private mutating func number(_ probe: Probe) -> UInt32 {
        if let known = probeNumbers[probe] { return known }
        probes.append(probe)
        probeNumbers[probe] = UInt32(probes.count - 1)
        return UInt32(probes.count - 1)
    }

    /// The probes from a launch to `index`, launch first.
    func path(_ index: Int) -> [Probe] {
        var path: [Probe] = []
        var current = index
        while current >= 0 {
            path.append(probes[Int(nodes[current].probe)])
            current = Int(nodes[current].parent)
        }
        return path.reversed()
    }
}

/// The engines along the last path made again, launch first. Breadth first, the next node
/// is most often a sibling (one step from the same parent) or shares most of the path, so
/// each expansion makes about one engine again.
struct EngineChain {
    /// The launches' engines and their controllers' sums: every other engine is made again
    /// from one of them.
    var launches: [Int: (Engine, StateKey.Controllers)] = [:]
    private var chain: [(node: Int, engine: Engine, controllers: StateKey.Controllers)] = []
    /// The engines of states found but not yet expanded, up to `aheadLimit`: breadth first,
    /// most are expanded soon after they are found, and then need no making again. Copies
    /// of an engine share what the step left alone, so each costs what its step changed.
    private var ahead: [Int: (Engine, StateKey.Controllers)] = [:]
    static let aheadLimit = 2_048

    /// The most engines held at once: the walk's memory beyond its nodes and fingerprints.
    var held: Int { chain.count + launches.count + ahead.count }

    /// Keeps the engine of a new state for its expansion, while there is room.
    mutating func keep(_ engine: Engine, controllers: StateKey.Controllers, for node: Int) {
        guard ahead.count < Self.aheadLimit, engine.state.crash == nil else { return }
        ahead[node] = (engine, controllers)
    }

    /// A node's engine and its controllers' sum, made again from its launch's by the probes
    /// of its path: the same steps from the same engine as when it was found, so the same state.
    mutating func engine(of node: Int, nodes: [Walk.Node], probes: [Probe],
                         layout: StateKey.Layout) -> (Engine, StateKey.Controllers)? {
        if let kept = ahead.removeValue(forKey: node) { return kept }
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
            chain.append((lineage[0], launched.0, launched.1))
        }
        for index in lineage[chain.count...] {
            guard let last = chain.last, let (made, _) = Self.step(last.engine, probes[Int(nodes[index].probe)]) else {
                return nil
            }
            chain.append((index, made, last.controllers.updated(from: last.engine, to: made, layout: layout)))
        }
        return chain.last.map { ($0.engine, $0.controllers) }
    }

    /// The engine after a probe, settled; nil when the engine refuses the event.
    static func step(_ engine: Engine, _ probe: Probe) -> (Engine, [Emitted])? {
        guard let event = probe.event else { return nil }
        var after = engine
        guard var emitted = try? after.send(event, at: engine.state.time + 1) else { return nil }
        emitted += after.settle()
        return (after, emitted)
    }
}
