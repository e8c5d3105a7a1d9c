// Whether the system asks a controller's own overrides now, and why not (R9, R13, R15a,
// R27) as values: the answer comes from running the engine's own evaluation on a copy
// and seeing whom it asks, so a change of the rules changes the answer.

/// An override the system may ask.
public enum Override: String, Sendable, CaseIterable {
    case supported = "supportedInterfaceOrientations"
    case shouldAutorotate
    case preferred = "preferredInterfaceOrientationForPresentation"

    var query: Query {
        switch self {
        case .supported: .supported
        case .shouldAutorotate: .shouldAutorotate
        case .preferred: .preferred
        }
    }

    /// The model field that defines it.
    public var field: ControllerField {
        switch self {
        case .supported: .supported
        case .shouldAutorotate: .shouldAutorotate
        case .preferred: .preferred
        }
    }
}

/// Why an override is not asked.
public enum Unasked: Sendable, Equatable {
    /// R15a: presented as a sheet (or a context style): never asked, never decides.
    case sheet(PresentationStyle)
    /// R9: this container decides and does not forward to it.
    case container(String, ControllerKind)
    /// Not in a chain any container forwards along (a child of a plain controller).
    case notInHierarchy
    /// R27: an iPad app under multitasking asks no controller.
    case multitasking
    /// R13: from iOS 16 `shouldAutorotate` is asked only when the masks share nothing.
    case onlyWhenNothingInCommon
    /// iOS 5 asks `shouldAutorotateToInterfaceOrientation:` instead.
    case notThisVersion
    /// R14/R15: `preferred…` is asked of a controller presented to fill the window.
    case notPresented
}

public enum Consultation: Sendable, Equatable {
    /// Asked, and its answer decides.
    case decides
    /// Asked because a container forwards to it.
    case forwarded(by: String)
    /// Asked because the deciding controller answers with what it presents.
    case throughPresented(by: String)
    case notAsked(Unasked)

    public var asked: Bool {
        if case .notAsked = self { false } else { true }
    }
}

extension Engine {
    /// The controllers (by name) whose `override` the engine asked in `emitted`.
    public static func asked(_ override: Override, in emitted: [Emitted]) -> Set<String> {
        var names = Set<String>()
        for case .trace(let event) in emitted where event.kind == .query && event.selector == override.query.rawValue {
            names.insert(event.receiver)
        }
        return names
    }

    /// Whether the system asks `id`'s `override` at the next evaluation of this state,
    /// through whom, or why not.
    public func consultation(of id: ControllerID, _ override: Override) -> Consultation {
        if model.profile == .ios5 { return .notAsked(.notThisVersion) }
        if multitasking { return .notAsked(.multitasking) }
        if override == .preferred { return presentationConsultation(of: id) }
        var copy = self
        copy.tracing = true
        copy.output = []
        // The evaluation a turn runs (what it asks does not depend on the candidate).
        copy.state.device = .portrait
        copy.evaluate(trigger: "consultation", animated: false, callbacks: false)
        if Self.asked(override, in: copy.output).contains(names[id]) {
            if id == decider { return .decides }
            let chain = deciderChain
            if let index = chain.firstIndex(of: id), index > 0 { return .forwarded(by: names[chain[index - 1]]) }
            return .throughPresented(by: names[decider])
        }
        if override == .shouldAutorotate, model.profile == .ios16 { return .notAsked(.onlyWhenNothingInCommon) }
        return .notAsked(unaskedReason(of: id))
    }

    /// `preferred…`: asked of a controller presented to fill the window (R15), and of the
    /// deciding controller when what it presented goes away (R16).
    private func presentationConsultation(of id: ControllerID) -> Consultation {
        if id == decider { return .decides }
        guard state.presented.contains(id) else { return .notAsked(.notPresented) }
        let style = presentationStyle(of: id)
        return style.fillsWindow ? .decides : .notAsked(.sheet(style))
    }

    /// Why a controller's answers are not asked now.
    private func unaskedReason(of id: ControllerID) -> Unasked {
        if let presented = state.presented.last(where: { chain(from: $0).contains(id) }) {
            let style = presentationStyle(of: presented)
            if !style.fillsWindow { return .sheet(style) }
        }
        for top in [state.root] + state.presented {
            let members = chain(from: top)
            guard let index = members.firstIndex(of: id) else { continue }
            // The outermost member above it that answers for itself: forwarding stops there.
            for member in members[..<index] where model.controllers[member].supported != .top {
                return .container(names[member], model.controllers[member].kind)
            }
        }
        return .notInHierarchy
    }
}
