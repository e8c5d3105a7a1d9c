// A storyboard's `custom` segue does what its class's `perform` does. One that shows
// nothing itself sets a container's child — a reveal or drawer controller's front and rear
// (`[rvc setFrontViewController:dvc]`): the destination is shown inside its source, and
// that source, not a presentation, is what UIKit asks about rotation.

enum CustomSegues {
    /// Moves each custom segue whose class the project declares, and whose `perform`
    /// presents, pushes or forces nothing, from its source's buttons to its embedded
    /// children; every segue class's `perform` is then spent.
    static func settle(_ types: inout [TypeFact]) {
        let declared = Set(types.filter { !$0.isExtension || $0.superclass != nil }.map(\.name))
        let showing = Set(types.filter { type in
            type.functions.contains { $0.name == "perform" && $0.actions.contains { $0.action.isNavigationOrForcing } }
        }.map(\.name))
        // What `perform` shows is the storyboard segue's own destination, read there.
        let segueClasses = Set(types.flatMap { $0.functions.compactMap(\.segueClass) })
        for i in types.indices where segueClasses.contains(types[i].name) || types[i].superclass == "UIStoryboardSegue" {
            types[i].functions.removeAll { $0.name == "perform" }
        }
        for i in types.indices where types[i].functions.contains(where: { $0.segueClass != nil }) {
            var children: [ValueFact] = []
            types[i].functions.removeAll { function in
                guard let segue = function.segueClass, declared.contains(segue), !showing.contains(segue),
                      case .present(let destination)? = function.actions.first?.action else { return false }
                children.append(.instance(destination.bare))
                return true
            }
            types[i].embedded += children
        }
    }
}
