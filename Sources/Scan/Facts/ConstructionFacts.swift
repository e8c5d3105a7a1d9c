// What a construction hands its class: literal arguments, controllers, values by label.

import OrientationEngine

/// `MoviePlayerViewController(allowed: .landscape)`: a class built with literal arguments.
/// `SidebarContainer(main: nav, sidebar: tags)`: the controllers a construction hands its
/// `init`, by label (what the class stores and adds as children is read through them).
struct HeldConstruction: Sendable, Equatable {
    struct Argument: Sendable, Equatable {
        var label: String
        var value: Instance
    }
    var className: String
    /// In the order written.
    var arguments: [Argument]
}

/// `TabItem(title: t, controller: nav)` built in `owner`: a value handed to a label naming a
/// controller, for a struct's stored property of that name (its memberwise `init`).
struct HandedValue: Sendable, Equatable {
    var className: String
    var label: String
    var value: ValueFact
    var owner: String
}

struct ConstructionFact: Sendable, Equatable {
    var className: String
    var arguments: [String: Answer]
    var location: SourceLocation
    /// Set on the instance right after it is made (`gate.portraitOnly = idiom == .phone`):
    /// the property's value where it is made, by the property's name.
    var set: [String: Answer] = [:]
}
