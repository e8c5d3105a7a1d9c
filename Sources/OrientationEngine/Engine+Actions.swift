// Running the app's own code: actions in hooks, methods and buttons (SCENARIOS.md "Actions").

/// A button on the simulated screen, with what a tap on it does.
public struct ScreenButton: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        /// A button the file defines.
        case defined([Action])
        /// The nav bar's back button.
        case back(nav: ControllerID)
        /// R26's lock button of a `lockable` controller.
        case lock(Bool)
        /// A player control (P1, P3, P6).
        case player(PlayerControl)
    }

    public var title: String
    public var owner: ControllerID
    public var role: Role
}

/// Nesting deeper than this is an app whose hooks trigger themselves.
let maximumActionDepth = 64

extension Engine {
    /// Runs actions as `actor` (nil: the app delegate) until done or crashed.
    mutating func run(_ actions: [Action], by actor: ControllerID?) {
        guard actionDepth < maximumActionDepth else {
            return console("[Sandbox] stopped: actions nested deeper than \(maximumActionDepth) "
                + "(a hook that triggers itself?)")
        }
        actionDepth += 1
        defer { actionDepth -= 1 }
        for action in actions {
            guard state.crash == nil else { return }
            perform(action, by: actor)
        }
    }

    mutating func perform(_ action: Action, by actor: ControllerID?) {
        switch action {
        case .set(let assignments):
            for (name, operand) in assignments {
                assign(name, operand, in: actor)
                guard tracing, let value = lookup(name, in: actor) else { continue }
                let who = actor.map { names[$0] } ?? model.delegate
                output.append(.trace(TraceEvent(time: state.time, kind: .console, receiver: who,
                                                selector: "[Set] \(name) = \(value) (\(who))", value: value.description,
                                                overridden: false)))
            }
        case .call(let method):
            guard let actor else { return }
            call(method, on: actor)
        case .forceDevice(let orientation):
            forceDevice(orientation)
        case .attemptRotation:
            attemptRotation()
        case .setNeedsUpdate:
            if model.profile == .ios16 { setNeedsUpdate() }
        case .requestGeometry(let expr):
            if model.profile == .ios16 {
                requestGeometry(evaluate(expr, query: .supported, in: actor, fallback: .none),
                                by: actor.map { names[$0] })
            }
        case .setStatusBar(let orientation):
            setStatusBar(orientation)
        case .transform(let view, let orientation, let animated):
            let target: TransformTarget
            if case .this = view {
                target = actor.map { .controller(names[$0]) } ?? .window
            } else {
                target = view
            }
            transform(target, to: orientation, animated: animated)
        case .push(let name):
            guard let id = ids[name] else { return }
            guard let nav = navigationController(for: actor) else {
                return console("[Sandbox] push \(name) ignored: no navigation controller")
            }
            push(id, onto: nav)
        case .pop:
            guard let nav = navigationController(for: actor) else {
                return console("[Sandbox] pop ignored: no navigation controller")
            }
            pop(nav)
        case .present(let name, let style):
            if let id = ids[name] { present(id, style: style) }
        case .dismiss:
            dismiss()
        case .selectTab(let index):
            guard let tab = tabController(for: actor) else {
                return console("[Sandbox] selectTab ignored: no tab bar controller")
            }
            selectTab(index, of: tab)
        case .lock(let on):
            guard let actor else { return }
            setLock(on, of: actor, catchUp: model.controllers[actor].player?.catchUpOnUnlock ?? true)
        case .showWindow(let name):
            if let index = window(named: name) { showWindow(index) }
        case .hideWindow(let name):
            if let index = window(named: name) { hideWindow(index) }
        }
    }

    mutating func call(_ method: String, on id: ControllerID) {
        guard let actions = model.controllers[id].methods[method] else { return }
        trace(.method, names[id], method)
        run(actions, by: id)
    }

    private mutating func assign(_ name: String, _ operand: Operand, in actor: ControllerID?) {
        let value: Value?
        switch operand {
        case .literal(let literal): value = literal
        case .variable(let other): value = lookup(other, in: actor)
        }
        guard let value else { return }
        if let actor, state.controllers[actor].vars[name] != nil {
            state.controllers[actor].vars[name] = value
        } else if state.appVars[name] != nil {
            state.appVars[name] = value
        }
    }

    // MARK: The buttons on screen

    /// Every button the user can tap now, outermost controller first.
    public var screenButtons: [ScreenButton] {
        var result: [ScreenButton] = []
        visitButtons { result.append($0); return true }
        return result
    }

    /// The screen's buttons in order, until `body` returns false.
    private func visitButtons(_ body: (ScreenButton) -> Bool) {
        guard state.crash == nil else { return }
        // R28: the extra windows' controllers are on screen too.
        for id in visibleChain + windowsBottomFirst.flatMap({ chain(from: windowRoots[$0]) }) {
            // Field by field: a copy of the spec retains every field of it.
            let kind = model.controllers[id].kind
            if kind == .nav, state.controllers[id].children.count > 1 {
                guard body(ScreenButton(title: "Back", owner: id, role: .back(nav: id))) else { return }
            }
            if kind == .player {
                for button in playerButtons(id) { guard body(button) else { return } }
            }
            for button in model.controllers[id].buttons {
                guard body(ScreenButton(title: button.title, owner: id, role: .defined(button.actions))) else { return }
            }
            if model.controllers[id].lockable {
                let locked = state.controllers[id].lockedTo != nil
                guard body(ScreenButton(title: locked ? "Unlock" : "Lock", owner: id, role: .lock(!locked))) else { return }
            }
        }
    }

    /// The first button on screen with this title. Its own bytes first: `==` compares
    /// non-ASCII text by canonical equivalence, which costs a normalisation per button,
    /// and a title tapped is nearly always the screen's own string.
    public func screenButton(titled title: String) -> ScreenButton? {
        var found: ScreenButton?
        visitButtons { button in
            guard button.title.sameBytes(as: title) else { return true }
            found = button
            return false
        }
        if found == nil {
            visitButtons { button in
                guard button.title == title else { return true }
                found = button
                return false
            }
        }
        return found
    }

    /// The titles `tap` accepts now.
    public var visibleButtons: [String] { screenButtons.map(\.title) }

    mutating func tap(_ title: String) throws(StepError) {
        guard let button = screenButton(titled: title) else {
            let shown = visibleButtons.isEmpty ? "none" : visibleButtons.map { "'\($0)'" }.joined(separator: ", ")
            throw StepError("no button '\(title)' on screen (visible: \(shown))")
        }
        press(button)
    }

    /// What a tap on a button does.
    mutating func press(_ button: ScreenButton) {
        switch button.role {
        case .defined(let actions): run(actions, by: button.owner)
        case .back(let nav): pop(nav)
        case .lock(let on): setLock(on, of: button.owner, catchUp: true)
        case .player(let control): playerControl(control, of: button.owner)
        }
    }

    /// R26 / P6: the app lock of the player or of the visible controller.
    public func isLocked(_ id: ControllerID) -> Bool { state.controllers[id].lockedTo != nil }
}
