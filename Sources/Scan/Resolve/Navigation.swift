// The navigation pass: between the readers and the resolver, it reads the app the way a
// user moves through it. Values are followed through code (a parameter, a property's
// declared type, a call's return, an enum-driven factory read with the case the call site
// passes); presentations made by coordinators and protocol extensions become the actions of
// the controllers that call into them; a container's own children are read; each arm of a
// `switch`/`if` that shows something is its own button; the root is the window the app
// makes key, other windows are listed. Depth-limited and memoized; what stays unknown is
// left as the readers gave it (the resolver lists it once).

import Foundation
import OrientationEngine

struct NavigationResult {
    /// A container class → the children it sets on itself.
    var children: [String: [Instance]] = [:]
    /// Controllers (not containers) that show the children above inside themselves.
    var embedding: Set<String> = []
    /// The key window's roots, best first (the launch delegate's, then `window.rootViewController`).
    var roots: [RootFact] = []
    /// When no window root and no storyboard is found: a SwiftUI `App`'s window.
    var fallbackRoots: [RootFact] = []
    /// Windows made outside the launch (toasts, overlays, pickers): R28's other windows.
    var otherWindows: [RootFact] = []
    /// A hosting controller → the presentations its SwiftUI views make, as buttons.
    var hosted: [String: [FunctionFact]] = [:]
    /// What objects that are not controllers present on the window's root or the top
    /// controller (`window.rootViewController`, `SceneHelper.rootViewController()`): the root's buttons.
    var rootPresented: [FunctionFact] = []
    var handedStacks: [SourceLocation: [Instance]] = [:]
    var notes: [Unresolved] = []
}

struct NavigationPass {
    struct FunctionID: Hashable, CustomStringConvertible {
        var type: Int
        var function: Int
        var description: String { "\(type).\(function)" }
    }

    var types: [TypeFact]
    var table: ClassTable
    var typeIndexes: [String: [Int]] = [:]
    var byName: [String: [FunctionID]] = [:]
    /// Functions by their type's name, then their own: a call on a known receiver looks only
    /// in its types (a name every screen declares — `viewDidAppear` — is no scan of them all).
    var byOwnerAndName: [String: [String: [FunctionID]]] = [:]
    /// A call's candidates by name and argument labels, and the distinct types declaring them.
    var candidatesMemo: [CallShape: (ids: [FunctionID], owners: Int)] = [:]
    /// The types a receiver type's call can reach: its chains, protocols and their adopters.
    var scopeMemo: [String: Set<String>] = [:]

    struct CallShape: Hashable {
        var name: String
        var labels: [String?]
    }
    var memo: [MemoKey: [LocatedAction]] = [:]
    var inProgress: Set<MemoKey> = []
    let storyboards: [Storyboard]
    /// Storyboard file names by the `UIStoryboard` property naming them.
    let storyboardProperties: [String: String]
    /// SwiftGen's scenes by `Enum.property`, as storyboard scenes (`SwiftGenScenes`).
    var generatedScenes: [String: ValueFact] = [:]
    /// The controllers each class's constructions hand its `init`.
    let held: [String: [HeldConstruction]]
    /// Values handed to a construction's labels naming a controller, by class.
    let handed: [String: [HandedValue]]

    struct MemoKey: Hashable {
        var id: FunctionID
        var bindings: [String: ValueFact]
    }
    var protocolMemo: [String: Set<String>] = [:]
    /// Properties whose stored values are being followed (`storedValues`).
    var storing: Set<String> = []
    /// `Type.property` → what the type first pushes onto that property's navigation controller.
    var pushedFirstMemo: [String: [Instance]] = [:]
    var armsMemo: [FunctionID: [Int: Set<String>]] = [:]
    var adoptersMemo: [String: [String]] = [:]
    /// The project's declared controller classes, by name (made on first need).
    var declaredControllers: [String]?
    /// Functions that show a parameter, read at their callers with the argument bound.
    var boundCallees: Set<FunctionID> = []
    /// Enums' flags answered per case, by the flag's name.
    var caseFlags: [String: [CaseFlagFact]] = [:]
    /// Sites inside called functions whose shown controller could not be read, with how
    /// many calls reached them.
    var unread: [SourceLocation: (expression: String, count: Int)] = [:]
    /// Functions of non-controllers whose actions some controller now replays.
    var used: Set<FunctionID> = []
    static let maxDepth = 8
    /// `FileFacts.unclaimedFiles`.
    var unclaimedFiles: Set<String> = []

    /// Writes to the app delegate's properties that its window method does not read are
    /// nothing to the rotation (`appDelegate.sessionHandler = nil`): dropped before any
    /// function is split by what it does.
    static func keepReadAppState(_ all: inout FileFacts) {
        let read = Set(all.windowMethods.flatMap { $0.answer.namesRead })
        for t in all.types.indices {
            for f in all.types[t].functions.indices {
                all.types[t].functions[f].actions.removeAll { action in
                    if case .setAppState(let property, _) = action.action { return !read.contains(property) }
                    return false
                }
            }
        }
    }

    /// Runs the pass over every file's facts (their deferred bodies read first).
    static func run(_ all: inout FileFacts, deferred: [DeferredBodies], storyboards: [Storyboard]) -> NavigationResult {
        readDeferred(&all, deferred)
        keepReadAppState(&all)
        var pass = NavigationPass(types: all.types, constants: all.constants, storyboards: storyboards,
                                  storyboardProperties: all.storyboardProperties, held: all.heldConstructions, handed: all.handedValues)
        pass.unclaimedFiles = all.unclaimedFiles
        for (key, scene) in all.sceneProperties {
            let file = all.storyboardNames[scene.storyboardType] ?? scene.storyboardType
            pass.generatedScenes[key] = .storyboard(.file(file), identifier: scene.identifier, scene.location, cast: scene.cast)
        }
        var result = NavigationResult()
        pass.settleDetailColumns()
        pass.attributeAll()
        pass.attributeToReceivers()
        pass.attributeHandedClosures()
        result.rootPresented = pass.attributeToPresenters()
        pass.splitBranches()
        (result.children, result.embedding) = pass.containerChildren()
        result.handedStacks = pass.handedStacks()
        let hosting = pass.swiftUIHosting()
        for (host, kids) in hosting.children where result.children[host] == nil {
            result.children[host] = kids
            result.embedding.insert(host)
        }
        result.hosted = hosting.buttons
        result.notes += hosting.notes
        pass.roots(all.roots, into: &result)
        pass.dropUsedActions()
        pass.dropBoundSites()
        pass.resolveOwnValues()
        for (at, site) in pass.unread.sorted(by: { $0.key < $1.key }) {
            result.notes.append(Unresolved(location: at, expression: site.expression,
                note: "shown through a call whose arguments do not say which controller: left out", count: site.count))
        }
        all.types = pass.types
        return result
    }

    init(types: [TypeFact], constants: [ConstantFact], storyboards: [Storyboard], storyboardProperties: [String: String] = [:],
         held: [HeldConstruction] = [], handed: [HandedValue] = []) {
        var types = types
        // With no `@main` App, an App another type starts (`GardenApp.main()`) is the app's.
        if !types.contains(where: \.isSwiftUIApp) {
            for index in types.indices where types[index].isStartedApp { types[index].isSwiftUIApp = true }
        }
        self.types = types
        self.storyboards = storyboards
        self.storyboardProperties = storyboardProperties
        self.held = Dictionary(grouping: held, by: \.className)
        self.handed = Dictionary(grouping: handed, by: \.className)
        table = ClassTable(types, constants: constants)
        for (t, type) in types.enumerated() {
            typeIndexes[type.name, default: []].append(t)
            // A storyboard's segues are buttons, never functions code can call (`core.pause()`
            // is not the segue named "pause").
            for (f, function) in type.functions.enumerated() where type.language != .storyboard {
                byName[function.name, default: []].append(FunctionID(type: t, function: f))
                byOwnerAndName[type.name, default: [:]][function.name, default: []].append(FunctionID(type: t, function: f))
            }
            for flag in type.caseFlags { caseFlags[flag.name, default: []].append(flag) }
        }
    }

    // MARK: deferred bodies

    /// Bodies the readers skipped that call a function which acts (transitively), read
    /// until no new name appears (a few rounds at most).
    static func readDeferred(_ all: inout FileFacts, _ deferred: [DeferredBodies]) {
        guard !deferred.isEmpty else { return }
        var asked: Set<String> = ["init"]
        for _ in 0..<4 {
            let acting = actingNames(all.types).subtracting(asked)
            guard !acting.isEmpty else { return }
            asked.formUnion(acting)
            let words = WordSet(acting.map { $0 + "(" })
            let box = FoundBox()
            DispatchQueue.concurrentPerform(iterations: deferred.count) { i in box.add(deferred[i].read(words)) }
            let found = box.all
            guard !found.isEmpty else { return }
            var index: [String: Int] = [:]
            for (t, type) in all.types.enumerated() where index[type.name] == nil { index[type.name] = t }
            for (type, function) in found {
                if let t = index[type] { all.types[t].functions.append(function) }
            }
        }
    }

    /// Names of functions that show, dismiss or force something, directly or through a call.
    static func actingNames(_ types: [TypeFact]) -> Set<String> {
        var acting: Set<String> = []
        var functions: [FunctionFact] = []
        for type in types { functions += type.functions }
        // Adding a child the caller passes acts too: the caller names the child.
        for f in functions where !f.embeds.isEmpty || f.actions.contains(where: { $0.action.isNavigationOrForcing }) { acting.insert(f.name) }
        var changed = true
        while changed {
            changed = false
            for f in functions where !acting.contains(f.name) {
                if f.flow?.calls.contains(where: { acting.contains($0.name) }) == true
                    || f.actions.contains(where: { if case .call(let g, _) = $0.action { acting.contains(g) } else { false } }) {
                    acting.insert(f.name)
                    changed = true
                }
            }
        }
        return acting
    }

    func function(_ id: FunctionID) -> FunctionFact { types[id.type].functions[id.function] }
    func owner(_ id: FunctionID) -> String { types[id.type].name }
}

/// Functions found by the deferred readers, added from the pool's threads.
final class FoundBox: @unchecked Sendable {
    // Appended under the lock; read after every reader is done.
    var found: [(type: String, function: FunctionFact)] = []
    let lock = NSLock()

    func add(_ list: [(type: String, function: FunctionFact)]) {
        guard !list.isEmpty else { return }
        lock.lock()
        found += list
        lock.unlock()
    }

    var all: [(type: String, function: FunctionFact)] { found.sorted { ($0.function.location, $0.type) < ($1.function.location, $1.type) } }
}
