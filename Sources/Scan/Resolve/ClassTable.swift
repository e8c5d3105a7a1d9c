// Every type the readers found, merged by name (a class with its extensions and
// categories), with the inheritance chain resolved and each class's kind.

import Foundation
import OrientationEngine

struct ClassTable {
    /// Merged facts by class name (declaration first, then extensions in file order).
    private(set) var types: [String: [TypeFact]] = [:]
    var constants: [String: ConstantFact] = [:]
    /// Where each class is built with literal arguments.
    var constructions: [String: [ConstructionFact]] = [:]
    /// A container class → the children it sets on itself (the navigation pass reads them).
    var children: [String: [Instance]] = [:]
    /// Properties that are the idiom (`UIDevice.isPad`), true on the iPad or not.
    var idiomProperties: [String: Bool] = [:]
    /// Controllers that show their `children` inside themselves (not containers by class).
    var embedding: Set<String> = []
    /// A hosting controller → the presentations its SwiftUI views make (the navigation pass reads them).
    var hosted: [String: [FunctionFact]] = [:]
    /// Presentations non-controllers make on the window's root or top controller.
    var rootPresented: [FunctionFact] = []
    /// Navigation controllers handed to a coordinator that pushes onto them, by where each is
    /// built: the controller it pushes first (its root).
    var handedStacks: [SourceLocation: [Instance]] = [:]

    /// UIKit's containers and the controller bases a chain may end in.
    static let navBases: Set<String> = ["UINavigationController"]
    static let tabBases: Set<String> = ["UITabBarController"]

    init(_ facts: [TypeFact], constants: [ConstantFact]) {
        for fact in facts { types[fact.name, default: []].append(fact) }
        for name in types.keys {
            types[name]!.sort { a, b in
                (a.isExtension ? 1 : 0, a.location) < (b.isExtension ? 1 : 0, b.location)
            }
        }
        for constant in constants {
            if constant.member == nil, self.constants[constant.name] == nil { self.constants[constant.name] = constant }
            if constant.member != nil { members[constant.name, default: []].append(constant) }
        }
        for fact in facts where !fact.isExtension {
            if let objc = fact.objcName, objc != fact.name, !isDeclared(objc) { aliases[objc] = fact.name }
        }
        // The resolver asks for chains again and again; `types` is fixed from here on.
        for name in types.keys { chains[name] = walkChain(name) }
    }

    /// Instance helpers returning a mask, by name (`ConstantFact.member`).
    private var members: [String: [ConstantFact]] = [:]

    /// The value `name` stands for in an answer of `className`'s: its own helper or its
    /// superclasses' (the nearest), an extension's of one of UIKit's classes, else a static
    /// constant of that name.
    func constant(_ name: String, for className: String) -> ConstantFact? {
        if let found = members[name] {
            for owner in chain(className) {
                if let own = found.first(where: { $0.member == owner }) { return own }
            }
            if let shared = found.first(where: { !isDeclared($0.member ?? "") }) { return shared }
        }
        return constants[name]
    }

    /// Objective-C names of Swift classes (`@objc(VLCPlayerViewController)`) → their Swift names.
    private(set) var aliases: [String: String] = [:]

    /// The class's Swift name when Objective-C code names it by its `@objc` name.
    func canonical(_ name: String) -> String { aliases[name] ?? name }

    /// `chain` of every declared or extended name.
    private var chains: [String: [String]] = [:]

    func facts(_ name: String) -> [TypeFact] { types[name] ?? [] }

    /// A protocol the project declares.
    func isProtocol(_ name: String) -> Bool { facts(name).contains(where: \.isProtocol) }

    /// A struct or enum the project declares.
    func isValueType(_ name: String) -> Bool { facts(name).contains(where: \.isValueType) }

    /// Declared in the project (Swift or Objective-C class, not only extended).
    func isDeclared(_ name: String) -> Bool {
        facts(name).contains { !$0.isExtension && $0.language != .storyboard }
    }

    // Lookups below go by index: a `for` over the facts copies each TypeFact (a retain of
    // every field), and the resolver asks them for every controller.
    func superclass(of name: String) -> String? {
        let facts = self.facts(name)
        if let i = facts.firstIndex(where: { !$0.isExtension && $0.superclass != nil }) { return facts[i].superclass }
        if let i = facts.firstIndex(where: { $0.superclass != nil }) { return facts[i].superclass }
        return nil
    }

    /// The class, its superclasses, up to the first one the project does not know.
    func chain(_ name: String) -> [String] {
        chains[name] ?? [name]
    }

    private func walkChain(_ name: String) -> [String] {
        var out = [name]
        var seen: Set<String> = [name]
        var current = name
        while let next = superclass(of: current), !seen.contains(next), out.count < 64 {
            out.append(next)
            seen.insert(next)
            current = next
        }
        return out
    }

    func kind(of name: String) -> ControllerKind {
        let chain = chain(name)
        if chain.contains(where: Self.navBases.contains) || chain.last?.hasSuffix("NavigationController") == true { return .nav }
        if chain.contains(where: Self.tabBases.contains) || chain.last?.hasSuffix("TabBarController") == true { return .tab }
        return .vc
    }

    /// A view controller class: its chain ends in a class named …Controller that the
    /// project does not declare (UIKit's, or a library's).
    func isController(_ name: String) -> Bool {
        guard let last = chain(name).last else { return false }
        if isDeclared(last) {
            // An Objective-C class whose superclass sits in a header the project does not
            // have: its name is all there is (noted by the caller).
            return facts(last).contains { $0.language == .objc } && last.hasSuffix("ViewController")
        }
        return (last.hasSuffix("Controller") || last.hasSuffix("ViewController")) && !Self.notScreens.contains(last)
            && !last.hasPrefix("NS")
    }

    /// Libraries' and UIKit's classes named …Controller that are no view controller of an
    /// iPhone's screen: an alert is UIKit's own (read apart), the others show nothing
    /// themselves (IGListKit's section controllers, a watch app's interface controllers).
    static let notScreens: Set<String> = [
        "UIAlertController", "UISearchController", "UIDocumentInteractionController", "UIPresentationController",
        "UIPopoverPresentationController", "UISheetPresentationController", "UIPrintInteractionController",
        "SKStoreReviewController", "WKUserContentController",
        "ListSectionController", "IGListSectionController", "ListBindingSectionController", "ListGenericSectionController",
        "WKInterfaceController", "WKUserNotificationInterfaceController", "WKHostingController",
    ]

    /// The first override of `question` along the chain (categories on UIKit classes
    /// included), with the class it sits on.
    func override(_ question: Question, for name: String, from start: Int = 0) -> (fact: OverrideFact, owner: String, index: Int)? {
        let chain = chain(name)
        guard start < chain.count else { return nil }
        for index in start..<chain.count {
            let facts = self.facts(chain[index])
            for t in facts.indices {
                if let found = facts[t].overrides.last(where: { $0.question == question }) {
                    return (found, chain[index], index)
                }
            }
        }
        // A category on UIViewController changes every controller's default.
        if !chain.contains("UIViewController") {
            let facts = self.facts("UIViewController")
            for t in facts.indices {
                if let found = facts[t].overrides.last(where: { $0.question == question }) { return (found, "UIViewController", chain.count) }
            }
        }
        return nil
    }

    func properties(_ name: String) -> [PropertyFact] {
        chain(name).flatMap { facts($0).flatMap(\.properties) }
    }

    /// The child slots of the class and its superclasses (`ChildSlots`).
    func childSlots(_ name: String) -> Set<String> {
        Set(chain(name).flatMap { facts($0).flatMap(\.childSlots) })
    }

    /// Child slots whose setter asks UIKit to re-evaluate the orientation: the code switches
    /// the child and re-evaluates at once, which no tab bar does.
    func reevaluatingSlots(_ name: String) -> Set<String> {
        childSlots(name).intersection(chain(name).flatMap { facts($0).flatMap(\.reevaluatingSetters) })
    }

    func functions(_ name: String) -> [FunctionFact] {
        facts(name).flatMap(\.functions)
    }

    /// `HomeController.instantiate(title: "Games")` as the reader wrote it: the controller a
    /// declared controller class's static factory returns by its signature (`-> Self`,
    /// `-> HomeController`, or another controller class of the project); nil otherwise.
    func factoryClass(_ text: String) -> String? {
        guard let paren = text.firstIndex(of: "(") else { return nil }
        let parts = text[..<paren].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let type = parts.first.map(String.init), type.first?.isUppercase == true,
              isController(type), isDeclared(type) else { return nil }
        let name = String(parts[1])
        for owner in chain(type) {
            for f in functions(owner) where f.name == name {
                guard let flow = f.flow, flow.isStatic, let returned = flow.returnType else { continue }
                if returned == "Self" || returned == owner { return type }
                if isController(returned) && isDeclared(returned) { return returned }
            }
        }
        return nil
    }

    func ownStyle(_ name: String) -> PresentationStyleFact? {
        for cls in chain(name) {
            let facts = self.facts(cls)
            for t in facts.indices { if let style = facts[t].ownStyle { return style } }
        }
        return nil
    }

    func location(_ name: String) -> SourceLocation? {
        let facts = self.facts(name)
        if let i = facts.firstIndex(where: { !$0.isExtension && $0.language != .storyboard }) { return facts[i].location }
        return facts.isEmpty ? nil : facts[0].location
    }
}
