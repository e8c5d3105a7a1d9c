// Events in, time forward: the dispatch and the scheduled ends of transitions.

extension Engine {
    static func initialState(model: AppModel, ids: [String: ControllerID]) -> EngineState {
        EngineState(
            physical: model.orientation,
            lastUpright: model.orientation.isUpright ? model.orientation : .portrait,
            device: model.orientation, root: ids[model.root] ?? 0, deciderChain: [ids[model.root] ?? 0],
            controllers: ControllerStates(model.controllers.map { freshState(of: $0, ids: ids) }), appVars: model.vars)
    }

    static func freshState(of spec: ControllerSpec, ids: [String: ControllerID]) -> ControllerState {
        let names = spec.kind == .nav ? spec.stack : (spec.kind == .tab ? spec.tabs : [])
        return ControllerState(
            children: names.compactMap { ids[$0] }, selected: spec.selected, vars: spec.vars,
            lockedTo: nil, player: spec.kind == .player ? PlayerState() : nil)
    }

    mutating func schedule(_ work: Completion.Work, at due: Double) {
        sequence += 1
        state.pending.append(Completion(due: due, sequence: sequence, work: work))
    }

    /// Runs every completion due by `time`, in order, each at its own time.
    mutating func advance(to time: Double) {
        while let index = nextDueIndex(by: time) {
            let completion = state.pending.remove(at: index)
            state.time = max(state.time, completion.due)
            run(completion.work)
        }
        state.time = max(state.time, time)
    }

    private func nextDueIndex(by time: Double) -> Int? {
        var best: Int?
        for (index, completion) in state.pending.enumerated() where completion.due <= time {
            if let current = best {
                let other = state.pending[current]
                if (completion.due, completion.sequence) < (other.due, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best
    }

    private mutating func run(_ work: Completion.Work) {
        switch work {
        case .rotationEnded(let from, let receivers, let traitChange):
            rotationEnded(from: from, receivers: receivers, traitChange: traitChange)
        case .didDisappear(let ids):
            lifecycle(.viewDidDisappear, ids)
        case .didAppear(let ids):
            lifecycle(.viewDidAppear, ids)
        case .navigationEnded:
            if let navigation = state.navigation, navigation.start + navigation.duration <= state.time {
                state.navigation = nil
            }
        }
    }

    mutating func handle(_ event: Event) throws(StepError) {
        if state.crash != nil {
            // R17: a crashed app only relaunches; time passing is fine.
            switch event {
            case .relaunch: break
            case .tick, .turn, .systemLock:
                if case .turn(let orientation) = event { notePhysical(orientation) }
                if case .systemLock(let on) = event { state.systemLock = on }
                return
            default:
                throw StepError("the app has crashed; only relaunch is possible")
            }
        }
        if !state.launched, event != .launch, event != .relaunch, event != .tick {
            throw StepError("the app is not launched yet")
        }
        switch event {
        case .launch:
            if !state.launched { launch() }
        case .relaunch:
            let physical = state.physical
            let lastUpright = state.lastUpright
            let lock = state.systemLock
            let time = state.time
            state = Engine.initialState(model: model, ids: ids)
            hierarchyChanged()
            state.time = time
            state.physical = physical
            state.lastUpright = lastUpright
            state.device = lock && model.device.isPhone ? .portrait : physical
            state.systemLock = lock
            launch()
        case .turn(let orientation):
            turn(to: orientation)
        case .systemLock(let on):
            setSystemLock(on)
        case .push(let name):
            let id = try controller(name)
            guard let nav = visibleChain.last(where: { model.controllers[$0].kind == .nav }) else {
                throw StepError("push \(name): no navigation controller on screen")
            }
            push(id, onto: nav)
        case .pop:
            guard let nav = visibleChain.last(where: {
                model.controllers[$0].kind == .nav && state.controllers[$0].children.count > 1
            }) else {
                throw StepError("pop: no navigation controller on screen with something to pop")
            }
            pop(nav)
        case .present(let name):
            let id = try controller(name)
            guard !isLoaded(id) else { throw StepError("present \(name): it is already on screen") }
            present(id)
        case .dismiss:
            guard !state.presented.isEmpty else { throw StepError("dismiss: nothing is presented") }
            dismiss()
        case .selectTab(let index):
            guard let tab = tabBarOnScreen else {
                throw StepError("selectTab \(index): no tab bar controller on screen")
            }
            let count = state.controllers[tab].children.count
            guard (0..<count).contains(index) else {
                throw StepError("selectTab \(index): tab index out of range (\(names[tab]) has \(count) tabs)")
            }
            selectTab(index, of: tab)
        case .call(let name, let method):
            let id = try controller(name)
            guard model.controllers[id].methods[method] != nil else {
                throw StepError("call \(name).\(method): no such method")
            }
            call(method, on: id)
        case .tap(let title):
            try tap(title)
        case .seek(let seconds):
            try seek(to: seconds)
        case .perform(let action, let actorName):
            let actor = try actorName.map { (name: String) throws(StepError) in try controller(name) }
            run([action], by: actor)
        case .tick:
            break
        }
    }

    private func controller(_ name: String) throws(StepError) -> ControllerID {
        guard let id = ids[name] else { throw StepError("no controller named '\(name)'") }
        return id
    }
}
