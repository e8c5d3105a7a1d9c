// Storyboards and XIBs: the scenes (their custom classes or UIKit's), the initial
// controller, `relationship` segues (a nav's root, a tab bar's tabs) and the segues that
// present or push, with their `modalPresentationStyle`.

import Foundation
import Scenario

struct StoryboardScene: Sendable {
    var id: String
    /// The custom class, else UIKit's class for the element.
    var className: String
    var uikitClass: String
    var hasCustomClass: Bool
    var line: Int
    var storyboardIdentifier: String?
}

struct StoryboardSegue: Sendable {
    var source: String
    var destination: String
    var kind: String
    var relationship: String?
    var style: String?
    var identifier: String?
    /// A `custom` segue's class: its `perform` says what it does.
    var segueClass: String? = nil
    var line: Int
}

struct Storyboard: Sendable {
    var path: String
    var initial: String?
    var scenes: [String: StoryboardScene] = [:]
    var segues: [StoryboardSegue] = []
    /// Storyboard references (`viewControllerPlaceholder`) by their id: which storyboard
    /// (nil: this one) and which scene of it (nil: its initial controller).
    var references: [String: (storyboard: String?, identifier: String?)] = [:]
    /// The project's storyboards by file name, where references are followed.
    var linked: [String: Storyboard] = [:]

    /// The launch screen is drawn before the app runs: no controller of it is ever on screen.
    var isLaunchScreen: Bool { path.lowercased().contains("launch") }

    /// The file's name without its folder and extension (`PauseMenu`), as references name it.
    var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// The storyboards by name (the first of a name: a localised copy is the same board),
    /// each able to follow references into the others.
    static func linking(_ boards: [Storyboard]) -> [Storyboard] {
        var byName: [String: Storyboard] = [:]
        for board in boards where byName[board.name] == nil && !board.isLaunchScreen { byName[board.name] = board }
        return boards.map { board in
            var linkedBoard = board
            linkedBoard.linked = byName
            return linkedBoard
        }
    }

    /// The element names of controllers → UIKit's class.
    static let elements: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
    ]

    /// `appModules`: the app's module names; a custom class another module provides
    /// (`customModule="Core"` without `customModuleProvider="target"`) is named `Core.Class`,
    /// apart from an app class of the same name. Empty: every class is taken as the app's.
    static func read(text: String, path: String, appModules: Set<String> = []) throws(ScanError) -> Storyboard {
        let tags: [XMLTag]
        do { tags = try XMLTokens.tags(text) } catch {
            throw ScanError(path: path, line: error.line, "damaged storyboard: \(error.message)")
        }
        var board = Storyboard(path: path)
        var controllers: [String?] = []  // the controller of each open element, innermost last
        for tag in tags {
            if tag.isEnd { _ = controllers.popLast(); continue }
            var current = controllers.last ?? nil
            if tag.name == "document" { board.initial = tag.attributes["initialViewController"] }
            if let uikit = elements[tag.name], let id = tag.attributes["id"] {
                var custom = tag.attributes["customClass"]
                if let cls = custom, let module = tag.attributes["customModule"], !appModules.isEmpty,
                   tag.attributes["customModuleProvider"] != "target", !appModules.contains(module) {
                    custom = "\(module).\(cls)"
                }
                board.scenes[id] = StoryboardScene(
                    id: id, className: custom ?? uikit, uikitClass: uikit, hasCustomClass: custom != nil,
                    line: tag.line, storyboardIdentifier: tag.attributes["storyboardIdentifier"])
                current = id
            }
            if tag.name == "viewControllerPlaceholder", let id = tag.attributes["id"] {
                board.references[id] = (tag.attributes["storyboardName"], tag.attributes["referencedIdentifier"])
                current = id
            }
            if tag.name == "segue", let source = current, let destination = tag.attributes["destination"] {
                board.segues.append(StoryboardSegue(
                    source: source, destination: destination, kind: tag.attributes["kind"] ?? "",
                    relationship: tag.attributes["relationship"], style: tag.attributes["modalPresentationStyle"],
                    identifier: tag.attributes["identifier"], segueClass: tag.attributes["customClass"], line: tag.line))
            }
            if !tag.selfClosing { controllers.append(current) }
        }
        return board
    }

    func location(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }

    /// The controller a scene builds, with its relationship children.
    func instance(_ id: String, depth: Int = 0) -> Instance? {
        guard depth < 16 else { return nil }
        if scenes[id] == nil, let reference = references[id] {
            return referenced(reference, depth: depth)
        }
        guard let scene = scenes[id] else { return nil }
        let at = location(scene.line)
        let children = segues.filter { $0.source == id && $0.kind == "relationship" }
        switch scene.uikitClass {
        case "UINavigationController":
            let root = children.first { $0.relationship == "rootViewController" }.flatMap { instance($0.destination, depth: depth + 1) }
            return .nav(scene.className, stack: root.map { [$0] } ?? [], location: at)
        case "UITabBarController":
            let tabs = children.filter { $0.relationship == "viewControllers" }.compactMap { instance($0.destination, depth: depth + 1) }
            return .tab(scene.className, tabs: tabs, location: at)
        default:
            return .make(sceneName(scene), location: at)
        }
    }

    /// The scene a storyboard reference stands for, in the storyboard it names.
    private func referenced(_ reference: (storyboard: String?, identifier: String?), depth: Int) -> Instance? {
        guard var board = reference.storyboard.map({ linked[$0] }) ?? self else { return nil }
        if board.linked.isEmpty { board.linked = linked }
        let scene = reference.identifier.map { id in board.scenes.first { $0.value.storyboardIdentifier == id }?.key } ?? board.initial
        return scene.flatMap { board.instance($0, depth: depth + 1) }
    }

    /// A scene without a custom class is named after UIKit's class and its identifier.
    func sceneName(_ scene: StoryboardScene) -> String {
        if scene.hasCustomClass || scene.uikitClass == "UINavigationController" || scene.uikitClass == "UITabBarController" {
            return scene.className
        }
        let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return "\(scene.uikitClass)(\(file) \(scene.storyboardIdentifier ?? scene.id))"
    }

    /// Facts: custom classes with their UIKit superclass, and each presenting or pushing
    /// segue as an action of its source's class (a button named after the segue).
    var facts: FileFacts {
        var facts = FileFacts()
        var types: [String: TypeFact] = [:]
        for scene in scenes.values.sorted(by: { $0.line < $1.line }) {
            let name = sceneName(scene)
            // A plain navigation or tab bar controller is no class of the app: each is its
            // own instance, named by what it holds.
            if types[name] == nil, scene.hasCustomClass || name != scene.uikitClass {
                types[name] = TypeFact(name: name, superclass: scene.hasCustomClass ? scene.uikitClass : (name == scene.uikitClass ? nil : scene.uikitClass),
                                       isExtension: scene.hasCustomClass, location: location(scene.line), language: .storyboard)
            }
        }
        for segue in segues where segue.kind != "relationship" && segue.kind != "embed" && segue.kind != "unwind" {
            guard let source = scenes[segue.source], let dest = instance(segue.destination) else { continue }
            let at = location(segue.line)
            let made = segue.style.map { Instance.styled(dest, PresentationStyleFact(name: $0, location: at)) } ?? dest
            // A `show` of a navigation or tab bar controller is presented: UIKit shows one
            // modally from a screen in no navigation controller (pushing one raises).
            let container: Bool = { switch dest.bare { case .nav, .tab: true; default: false } }()
            // `showDetail` puts the destination in the split view's detail column (a column of
            // the split holding the source, `SplitDetailColumns`).
            let isPush = segue.kind == "push" || segue.kind == "showDetail" || segue.kind == "show" && !container
            var located = LocatedAction(action: isPush ? .push(made) : .present(made), location: at)
            located.viaShow = segue.kind == "show" && isPush
            if segue.kind == "showDetail" { located.detailInSplitOf = sceneName(source) }
            let title = segue.identifier ?? "segue to \(instanceName(dest))"
            types[sceneName(source)]?.functions.append(FunctionFact(
                name: title, location: at, isAction: true, actions: [located],
                segueClass: segue.kind == "custom" ? segue.segueClass : nil))
        }
        // A container view's controller (`embed`) and a split view's columns (relationships
        // of a scene that is neither a nav nor a tab bar) are shown inside their source.
        for segue in segues where segue.kind == "embed" || segue.kind == "relationship" {
            guard let source = scenes[segue.source], segue.kind == "embed"
                    || !["UINavigationController", "UITabBarController"].contains(source.uikitClass),
                  let dest = instance(segue.destination) else { continue }
            types[sceneName(source)]?.embedded.append(.instance(dest))
        }
        facts.types = types.values.sorted { $0.location < $1.location }
        return facts
    }

    private func instanceName(_ instance: Instance) -> String {
        switch instance.bare {
        case .make(let n, _): n
        // Two plain navigation controllers are told apart by what they hold.
        case .nav(let n, let children, _), .tab(let n, let children, _):
            children.first.map { "\(n)(\(instanceName($0)))" } ?? n
        default: "?"
        }
    }
}
