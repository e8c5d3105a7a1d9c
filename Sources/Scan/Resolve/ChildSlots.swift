// A custom container's child slot: a property whose `didSet` adds the controller it holds
// as a child (`open var contentViewController: UIViewController? { didSet { addChild(…) } }`).
// What the class or a subclass stores in it is shown inside it, one at a time, as a page
// container's pages are. Likewise the children an Objective-C container is handed by its
// `init` and adds from the properties that `init` set.

enum ChildSlots {
    /// Objective-C: the controllers a class's constructions hand its `init` under a label whose
    /// parameter it stores in a property it adds as a child are shown inside it.
    static func settleHeld(_ types: inout [TypeFact], _ held: [HeldConstruction]) {
        let byClass = Dictionary(grouping: held, by: \.className)
        var stores: [String: [String: String]] = [:]
        var children: [String: Set<String>] = [:]
        for type in types {
            stores[type.name, default: [:]].merge(type.initStores) { a, _ in a }
            children[type.name, default: []].formUnion(type.childProperties)
        }
        for i in types.indices where !types[i].childProperties.isEmpty {
            let name = types[i].name
            guard let made = byClass[name], let added = children[name] else { continue }
            var seen: Set<Instance> = []
            for construction in made {
                for argument in construction.arguments
                where stores[name]?[argument.label].map(added.contains) == true && seen.insert(argument.value).inserted {
                    types[i].embedded.append(.instance(argument.value))
                }
            }
        }
    }

    /// Each value a type stores in a child slot of its class chain becomes one of its
    /// embedded children (a slot whose setter re-evaluates the orientation is switched by the
    /// code alone: `AppResolver.switchedInCode`).
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
