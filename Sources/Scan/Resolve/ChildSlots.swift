// A custom container's child slot: a property whose `didSet` adds the controller it holds
// as a child (`open var contentViewController: UIViewController? { didSet { addChild(…) } }`).
// What the class or a subclass stores in it is shown inside it, one at a time, as a page
// container's pages are.

enum ChildSlots {
    /// Each value a type stores in a child slot of its class chain becomes one of its
    /// embedded children.
    static func settle(_ types: inout [TypeFact]) {
        var slots: [String: Set<String>] = [:]
        var superclass: [String: String] = [:]
        for type in types {
            if !type.childSlots.isEmpty { slots[type.name, default: []].formUnion(type.childSlots) }
            if let parent = type.superclass, superclass[type.name] == nil { superclass[type.name] = parent }
        }
        guard !slots.isEmpty else { return }
        for i in types.indices where !types[i].propertyAssignments.isEmpty {
            let held = slotNames(of: types[i].name, slots: slots, superclass: superclass)
            for assignment in types[i].propertyAssignments where held.contains(assignment.property) {
                types[i].embedded.append(assignment.value)
            }
        }
    }

    /// The child slots `cls` and its superclasses declare.
    static func slotNames(of cls: String, slots: [String: Set<String>], superclass: [String: String]) -> Set<String> {
        var out: Set<String> = []
        var seen: Set<String> = []
        var current: String? = cls
        while let name = current, seen.insert(name).inserted {
            out.formUnion(slots[name] ?? [])
            current = superclass[name]
        }
        return out
    }
}
