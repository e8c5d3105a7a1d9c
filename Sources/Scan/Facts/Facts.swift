// What the readers (Swift, Objective-C, storyboards, plists) find in a project, in one
// vocabulary, before anything is resolved: classes, the answers their rotation overrides
// return as the code writes them, and the call sites that build, present or force.

import Foundation
import OrientationEngine
import Scenario

/// Scenario's place in a file (SwiftSyntax has a type of that name too: this one is meant).
typealias SourceLocation = Scenario.SourceLocation

extension SourceLocation {
    /// A place in the scanned project: `path` relative to the project folder, known to
    /// the line (column 0: printed `path:line`).
    init(path: String, line: Int) { self.init(file: path, line: line, column: 0) }
}

/// The three questions UIKit asks a controller (R9, R14).
enum Question: String, Sendable, CaseIterable {
    case supported, shouldAutorotate, preferred
    /// R29: iPadOS 26's `prefersInterfaceOrientationLocked`.
    case prefersOrientationLocked

    /// The selector, for messages.
    var selector: String {
        switch self {
        case .supported: "supportedInterfaceOrientations"
        case .shouldAutorotate: "shouldAutorotate"
        case .preferred: "preferredInterfaceOrientationForPresentation"
        case .prefersOrientationLocked: "prefersInterfaceOrientationLocked"
        }
    }
}

/// An answer as the code writes it. Masks, orientations and bools share one shape: the
/// question says which a literal is.
indirect enum Answer: Sendable, Equatable {
    case mask(OrientationMask)
    case orientation(InterfaceOrientation)
    case bool(Bool)
    /// `UIDevice.current.userInterfaceIdiom == .phone ? a : b` (resolved by `--device`).
    case idiom(phone: Answer, pad: Answer)
    /// A condition on runtime state: becomes a scenario variable.
    case condition(flag: String, negated: Bool, then: Answer, else: Answer, text: String)
    /// A stored property of the controller (a mask or an orientation).
    case property(String, text: String)
    /// `topViewController?.supportedInterfaceOrientations ?? fallback` and the like.
    case top(text: String)
    /// `gameViewController?.supportedInterfaceOrientations`: a controller held in a property
    /// is asked (it forwards when that controller is the container's child).
    case held(property: String, text: String)
    /// `presentedViewController?.supportedInterfaceOrientations ?? fallback`.
    case presented(fallback: Answer, text: String)
    /// `super.supportedInterfaceOrientations`.
    case inherited
    /// An app-defined constant (`static var portraitOnPhone`), looked up by name.
    case constant(String, text: String)
    case union([Answer])
    /// Anything else: a call, a global, an expression no rule reads.
    case unknown(text: String)

    /// The properties and flags the answer reads (`orientationLock`, `keepPortrait`), by their last name.
    var namesRead: [String] {
        switch self {
        case .property(let name, _), .constant(let name, _): [name]
        case .condition(let flag, _, let then, let otherwise, _): [SwiftAnswers.flagName(flag)] + then.namesRead + otherwise.namesRead
        case .idiom(let phone, let pad): phone.namesRead + pad.namesRead
        case .presented(let fallback, _): fallback.namesRead
        case .union(let parts): parts.flatMap(\.namesRead)
        default: []
        }
    }

    /// A value written out: a mask (or a union of them), a bool, an orientation.
    var isLiteral: Bool {
        switch self {
        case .mask, .bool, .orientation: true
        case .union(let parts): parts.allSatisfy(\.isLiteral)
        default: false
        }
    }
}

/// `override var supportedInterfaceOrientations …` (or its Objective-C method) of a class.
struct OverrideFact: Sendable, Equatable {
    var question: Question
    var answer: Answer
    var location: SourceLocation
}

/// What a call site builds: a controller, maybe a container around others.
indirect enum Instance: Sendable, Hashable {
    /// `HomeViewController()`, `storyboard.instantiate…() as! Home`, a storyboard scene.
    case make(String, location: SourceLocation)
    /// `UINavigationController(rootViewController: …)`: the nav class and its stack.
    case nav(String, stack: [Instance], location: SourceLocation)
    /// A tab bar controller and its tabs.
    case tab(String, tabs: [Instance], location: SourceLocation)
    /// A style set on this instance before it was used (`vc.modalPresentationStyle = …`).
    case styled(Instance, PresentationStyleFact)
    case unknown(text: String, location: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .make(_, let l), .nav(_, _, let l), .tab(_, _, let l), .unknown(_, let l): l
        case .styled(let inner, _): inner.location
        }
    }

    /// The instance without a call-site style.
    var bare: Instance {
        if case .styled(let inner, _) = self { return inner.bare }
        return self
    }

    var style: PresentationStyleFact? {
        if case .styled(let inner, let style) = self { return inner.style ?? style }
        return nil
    }

    /// The first style set on the device (`if idiom == .pad { popover } else { fullScreen }`).
    func style(onPhone: Bool) -> PresentationStyleFact? {
        guard case .styled(let inner, let style) = self else { return nil }
        return inner.style(onPhone: onPhone) ?? ((onPhone ? style.phone : style.pad) ? style : nil)
    }
}

/// `modalPresentationStyle = .x`, with the raw case name (UIKit's: `currentContext`, `custom`…).
struct PresentationStyleFact: Sendable, Hashable {
    var name: String
    var location: SourceLocation
    /// Set inside an `if` on the idiom: the devices it is set on.
    var phone = true
    var pad = true
}

/// A function (or Objective-C method) of a class that does something the scenario replays.
struct FunctionFact: Sendable, Equatable {
    var name: String
    var location: SourceLocation
    /// `@IBAction`, `@objc`, an Objective-C `IBAction`: something a person can trigger.
    var isAction: Bool
    var actions: [LocatedAction]
    /// Its signature, returns and calls of other functions, for the navigation pass.
    var flow: FunctionFlow? = nil
    /// One arm of it, as its own way (`tableView (Share)`): its button's title.
    var arm: String? = nil
    /// A storyboard's `custom` segue: the `UIStoryboardSegue` subclass performing it.
    var segueClass: String? = nil
    /// Controllers it adds as children that come from its parameters
    /// (`func register(_ module: Module) { addChild(module.viewController) }`): read at each call.
    var embeds: [ValueFact] = []
    /// An Objective-C method's whole selector (`tableView:didSelectRowAtIndexPath:`): what
    /// tells its overloads apart (`name` is the selector's first part).
    var selector: String? = nil
    /// A property's initializer (named by the property): what its closures hand to the
    /// objects it builds (`NavigationPass.attributeHandedClosures`).
    var isInitializer = false

    /// Whether a call with these argument labels can be this function (parameters with a
    /// default or a closure type may be left out: trailing closures carry no label).
    func accepts(_ labels: [String?]?) -> Bool {
        guard let labels, let parameters = flow?.parameters else { return true }
        var i = 0
        for p in parameters {
            if i < labels.count && labels[i] == p.label { i += 1; continue }
            if p.hasDefault || p.typeName?.contains("->") == true { continue }
            return false
        }
        return i == labels.count
    }

    /// `tableView(_:didSelectRowAt:)`: overloads of one name told apart.
    var signature: String {
        if let selector { return selector }
        return name + "(" + (flow?.parameters.map { ($0.label ?? "_") + ":" }.joined() ?? "") + ")"
    }

    /// `tableView(didSelectRowAt:)`: a button's title when several functions share a name.
    var labelledName: String {
        let labels = flow?.parameters.compactMap(\.label) ?? []
        return labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// A stored property with what it starts as (`var isLocked = false`).
struct PropertyFact: Sendable, Equatable {
    var name: String
    var initial: Answer?
    var location: SourceLocation
    /// `self.allowed = allowed` in an `init(allowed:)`: the argument label that sets it.
    var initLabel: String? = nil
    /// The declared type's name (`let controller: MainViewController` → `MainViewController`).
    var typeName: String? = nil
    /// What it is built as (`let player = PlayerViewController()`).
    var value: Instance? = nil
}

enum Language: String, Sendable { case swift, objc, storyboard }

/// `self.content = Setup()`: a value a type's code stores in one of its properties.
struct PropertyAssignment: Sendable, Hashable {
    var property: String
    var value: ValueFact
}

/// A class or an extension (or Objective-C category) of one.
struct TypeFact: Sendable, Equatable {
    var name: String
    /// The superclass as written (the first inherited type of a class); nil for extensions.
    var superclass: String?
    var isExtension: Bool
    var location: SourceLocation
    var language: Language
    var overrides: [OverrideFact] = []
    var functions: [FunctionFact] = []
    var properties: [PropertyFact] = []
    /// `modalPresentationStyle = .x` in its own `init` (or an overriding getter).
    var ownStyle: PresentationStyleFact?
    /// Every inherited type and conformance as written (extensions' too).
    var inherited: [String] = []
    /// `viewControllers = [...]` / `setViewControllers` / `init(rootViewController:)` on
    /// itself: a container's own children.
    var children: [ValueFact]? = nil
    /// Controllers shown inside it (`addChild`, a pager's pages, a split view's columns).
    var embedded: [ValueFact] = []
    /// Properties whose `didSet` adds the controller they hold as a child: a custom
    /// container's slot (`var contentViewController: UIViewController? { didSet { addChild(…) } }`).
    var childSlots: [String] = []
    /// Properties whose `didSet` asks UIKit to re-evaluate the orientation
    /// (`setNeedsUpdateOfSupportedInterfaceOrientations()`): a child slot that does is not a
    /// tab switch, which re-evaluates nothing, so its children are not read as tabs.
    var reevaluatingSetters: [String] = []
    /// Controllers its code assigns to its own properties (`self.content = Setup()`): those
    /// assigned to a child slot of its class chain are shown inside it.
    var propertyAssignments: [PropertyAssignment] = []
    /// Objective-C: properties its code adds as children (`[self addChildViewController:self.main]`),
    /// and the `init` labels whose parameter it stores in a property (`initWithMain:` → `main`).
    var childProperties: [String] = []
    var initStores: [String: String] = [:]
    /// A SwiftUI view, app or representable: the types it builds (`Name(…)`, `Name { … }`),
    /// for the controllers a hosting controller shows inside it.
    var mentions: [String] = []
    /// A SwiftUI type's `.sheet`/`.fullScreenCover`/`.popover`/links: what each shows.
    var swiftUIShows: [SwiftUIShowFact] = []
    /// A SwiftUI type's names after a dot (`.player(…)`, `.filterDrawer()`): routes and modifiers it may use.
    var swiftUINames: [SwiftUINameUse] = []
    /// Types a SwiftUI type names without building them (`let groups: [any ContentGroup]`).
    var swiftUIReferences: [String] = []
    /// Functions declared to return a view (`func body(with:) -> some View`), each with the types it builds.
    var viewBuilders: [String: [String]] = [:]
    /// Its static factories returning itself with view content: routes views hand to a router.
    var routes: [SwiftUIRouteFact] = []
    /// `extension View { func filterDrawer() -> some View { modifier(Drawer()) } }`: each function's built types.
    var viewExtensions: [String: [String]] = [:]
    /// `class H: UIHostingController<SettingsView>`: the SwiftUI view it hosts.
    var hostedView: String? = nil
    /// `@objc(VLCPlayerViewController) class PlayerViewController`: the name Objective-C code uses.
    var objcName: String? = nil
    /// Containers it holds and fills (`tabBarController.viewControllers = [...]` in a coordinator).
    var fills: [ContainerFill] = []
    /// What a pager it is gets its pages from (`dataSource = viewModel`): that type's
    /// `viewControllers = [...]` are its pages.
    var pageSources: [ValueFact] = []
    /// A SwiftUI `App` (its `WindowGroup` is the app's window).
    var isSwiftUIApp: Bool = false
    /// A SwiftUI `App` without `@main`, started by another type's `main()` (`GardenApp.main()`):
    /// the app's when no `@main` one is.
    var isStartedApp: Bool = false
    /// A protocol: what calls on it reach is in the types that adopt it.
    var isProtocol = false
    /// A struct or an enum: its computed properties are read as functions of no arguments,
    /// and a struct's stored properties are set by its memberwise `init`.
    var isValueType = false
    /// An enum's flags answered per case (`var isOnboarding: Bool { switch self … }`).
    var caseFlags: [CaseFlagFact] = []
}

/// `holder.viewControllers = children`: a container held in a property, filled by its holder.
struct ContainerFill: Sendable, Equatable {
    /// The property holding the container, as written.
    var holder: String
    var children: [ValueFact]
    var location: SourceLocation
}

/// `extension UIInterfaceOrientationMask { static var portraitOnPhone … }`.
struct ConstantFact: Sendable, Equatable {
    var name: String
    var answer: Answer
    var location: SourceLocation
    /// A helper of a type's instances (`var defaultMask: UIInterfaceOrientationMask { … }`,
    /// `func portraitOnPhone() -> UIInterfaceOrientationMask`) and the type it is declared on:
    /// only a controller of that type (or an extension of UIKit's) has it.
    var member: String? = nil
}

/// `window.rootViewController = …` (or a storyboard's initial controller).
struct RootFact: Sendable, Equatable {
    var instance: Instance
    /// Several roots chosen by the idiom: the phone's and the pad's.
    var idiom: (phone: Bool, pad: Bool)
    var location: SourceLocation
    /// The window as written (`window`, `self.window`, `toastWindow`).
    var window: String = "window"
    /// The function and type it is set in (`scene`, `SceneDelegate`).
    var function: String? = nil
    var owner: String? = nil
    /// The value as the code names it, when the reader could not tell the class.
    var value: ValueFact? = nil
    /// The window is put on another screen (`window.screen = externalScreen`): an external
    /// display, which the device's turns never reach.
    var onOtherScreen = false
    /// The window's `windowLevel` as the same body sets it.
    var level: Double? = nil
    /// The arms it is set in (`if ([defaults boolForKey:@"recovery"]) { window.rootViewController = … }`).
    var branch: [BranchStep] = []
    /// The window is a local of the function (`let window = UIWindow(windowScene: scene)`):
    /// outside the launch delegate, a window of its own (a cover, a lock screen).
    var localWindow = false

    static func == (a: Self, b: Self) -> Bool {
        a.instance == b.instance && a.idiom == b.idiom && a.location == b.location && a.window == b.window
    }
}

/// `application(_:supportedInterfaceOrientationsFor:)`, or (R29, iOS 27) a scene
/// delegate's `supportedInterfaceOrientations(for:)`.
struct WindowMethodFact: Sendable, Equatable {
    var answer: Answer
    var location: SourceLocation
    var isScene = false
    /// The class declaring it (the app delegate): whose properties its answer reads.
    var owner: String? = nil
}

/// A place a reader could not read, or an answer it could only name (listed once in
/// the result, with how many times it was met).
typealias Unresolved = ProjectNote

/// Everything one file gave.
struct FileFacts: Sendable {
    /// Files the chosen target does not build though no other target claims them (a vendored
    /// engine's test app, a library's example): their roots and Apps are not the app's while
    /// the target's own are there.
    var unclaimedFiles: Set<String> = []
    var types: [TypeFact] = []
    var constants: [ConstantFact] = []
    var roots: [RootFact] = []
    var windowMethods: [WindowMethodFact] = []
    var unresolved: [Unresolved] = []
    /// Presentations done outside any controller (a coordinator): reported, not guessed.
    var strayActions: [(owner: String, action: LocatedAction)] = []
    var constructions: [ConstructionFact] = []
    /// `+ (NSArray *)pageClasses { return @[[A class], [B class]]; }`: class lists by method name.
    var classLists: [String: [String]] = [:]
    /// A page controller's data source building its pages from a class list
    /// (`[[pageClasses[i] alloc] init…]`): the controller and the list's method name.
    var pagesFromLists: [(owner: String, list: String, location: SourceLocation)] = []
    /// `extension UIStoryboard { static var settings: UIStoryboard { UIStoryboard(name: "Settings", …) } }`:
    /// storyboard file names by the property naming them.
    var storyboardProperties: [String: String] = [:]
    /// SwiftGen's scenes by `Enum.property`, and its storyboards' file names by enum (`SwiftGenScenes`).
    var sceneProperties: [String: SceneProperty] = [:]
    var storyboardNames: [String: String] = [:]
    /// `static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`: properties
    /// that are the idiom, by name, true on the iPad or not.
    var idiomProperties: [String: Bool] = [:]
    var heldConstructions: [HeldConstruction] = []
    var handedValues: [HandedValue] = []
    /// Bodies the file's reader skipped (no action word): read later if they call a
    /// function of the project that acts.
    var deferred: DeferredBodies? = nil
}
