// The call sites of an Objective-C method body, statement by statement: locals built
// with `[[Cls alloc] init…]`, styles, presents, pushes, device KVC and `setOrientation:`
// through NSInvocation, the window's root, flags flipped.

import Foundation
import OrientationEngine

struct ObjCCallSites {
    let body: ObjCBody
    var actions: [LocatedAction] = []
    var roots: [RootFact] = []
    /// Controllers shown inside this one: the pages set on a page controller it holds
    /// (`[pager setViewControllers:@[a] direction:…]`), a child it adds (`[self addChildViewController:hud]`).
    var pages: [Instance] = []
    /// Windows this body puts on a screen other than the main one.
    var otherScreens: Set<String> = []
    /// `self.overlay.windowLevel = UIWindowLevelAlert + 1;`: each window's level, as written.
    var windowLevels: [String: Double] = [:]
    var unresolved: [Unresolved] = []
    var selfStyle: PresentationStyleFact?
    private var locals: [String: Instance] = [:]
    /// The `if`/`else` arms being read (a nil step: a block that is no arm), and the arm
    /// just closed (an `else` after it is its other arm).
    private var frames: [BranchStep?] = []
    private var pendingIf: String?
    private var closedThen: BranchStep?
    private var sawElse = false
    /// `switch (subject) {`: the frame its braces opened and the `case …:` arm being read.
    private var pendingSwitch: String?
    private var switches: [(frame: Int, point: Int, subject: String, arm: BranchStep?)] = []
    /// A braceless `if (c) statement;`: the one statement's arm.
    private var bracelessArm: BranchStep?
    /// `if (@available(…))` just read; the frames its available arms opened; the one just
    /// closed; the depth from which the other arm's statements are not read.
    private var availableThen = false
    private var availableFrames: Set<Int> = []
    private var closedAvailable = false
    private var skipFrom: Int?
    private var points = 0
    /// `UIViewController *vc = [[NSClassFromString(name) alloc] init]`: the local, the
    /// string it is made from, and the class point its alternatives share.
    var byName: [String: (string: String, point: Int)] = [:]
    var byNameStyle: [String: PresentationStyleFact] = [:]

    /// `UIViewController *vc = [Factory makePlayerWithItem:item]`: the class message a local holds.
    private var messages: [String: CallFact] = [:]
    /// Locals made from a storyboard (`[[UIStoryboard storyboardWithName:@"About" bundle:nil] instantiateInitialViewController]`).
    private var scenes: [String: ValueFact] = [:]
    /// `NSArray *tabs = @[feed, search]`: the elements of the array literal a local holds.
    var arrays: [String: [String]] = [:]
    /// The class this method belongs to (not a category's): what `self` is when it is handed on
    /// (`[[RootNav alloc] initWithRootViewController:self]`).
    var ownerClass: String?
    /// `[self setViewControllers:@[a, b] animated:NO]`, `self.viewControllers = tabs`: the
    /// children a container sets on itself.
    var selfChildren: [Instance]?

    /// `(PlayerViewController *)player` in the method's signature: a parameter's class.
    var parameterTypes: [String: String] = [:]
    /// `[child didMoveToParentViewController:parent]`, `[parent addChildViewController:child]`
    /// on other objects (a coordinator adding a controller to the root): the parent's class and the child.
    var adoptions: [(parent: String, child: Instance)] = []
    /// `[[Container alloc] initWithMain:nav side:tags]`: controllers handed to an `init`.
    var held: [HeldConstruction] = []
    /// `[self addChildViewController:self.main]`: own properties added as children.
    var childProperties: [String] = []
    /// `self.main = main;` / `_main = main;`: a property set from a local or parameter.
    var stores: [(property: String, value: String)] = []
    /// `[self.turner goLandscape]`: messages to an object an own property holds, for the
    /// navigation pass to follow into that class's method (a rotation manager's forcing).
    var calls: [CallFact] = []
    /// `self.frontController = nav;`: a controller stored in an own property (a child slot's
    /// setter may add it as a child: `ChildSlots.settle`).
    var propertyAssignments: [PropertyAssignment] = []
    /// The file's argument-less methods (getters), for `self.player` / `[self player]`.
    let getters: ObjCGetters

    init(body: ObjCBody, getters: ObjCGetters = ObjCGetters()) {
        self.body = body
        self.getters = getters
    }

    mutating func run() {
        let source = body.source
        // No directive reaches here: ObjCFileReader read the file through the preprocessor.
        for var statement in body.statements {
            var t = statement.text
            // `if (@available(iOS 16.0, *)) { … } else { … }`: the available arm is the scanned
            // system's (as Swift's `#available` is read); the older system's arm is not read.
            if let skipped = skipFrom {
                if t == "{" { frames.append(nil) } else if t == "}" {
                    _ = frames.popLast()
                    if frames.count == skipped { skipFrom = nil }
                }
                continue
            }
            if t == "{", availableThen {
                availableThen = false
                frames.append(nil)
                availableFrames.insert(frames.count - 1)
                continue
            }
            if t == "{", sawElse, closedAvailable {
                sawElse = false
                closedAvailable = false
                skipFrom = frames.count
                frames.append(nil)
                continue
            }
            if t == "{" {
                if let subject = pendingSwitch {
                    points += 1
                    frames.append(nil)
                    switches.append((frames.count - 1, points, subject, nil))
                    pendingSwitch = nil
                    continue
                }
                if let condition = pendingIf {
                    points += 1
                    frames.append(BranchStep(point: points, subject: condition, arm: "then", isCase: false))
                } else if sawElse, let then = closedThen {
                    frames.append(BranchStep(point: then.point, subject: then.subject, arm: "else", isCase: false))
                } else {
                    frames.append(nil)
                }
                pendingIf = nil
                sawElse = false
                closedThen = nil
                continue
            }
            if t == "}" {
                let closed = frames.popLast() ?? nil
                if let open = switches.last, open.frame == frames.count { switches.removeLast() }
                closedThen = closed?.arm == "then" ? closed : nil
                closedAvailable = availableFrames.remove(frames.count) != nil
                continue
            }
            if t == "else" { sawElse = true; continue }
            if let subject = Self.switchSubject(t) { pendingSwitch = subject; continue }
            // `case 0:` / `default:` directly in a switch's braces: the statements up to the next are that arm.
            if let open = switches.last, open.frame == frames.count - 1, let (label, rest) = Self.caseLabel(t) {
                switches[switches.count - 1].arm = BranchStep(point: open.point, subject: open.subject, arm: label, isCase: true)
                guard !rest.isEmpty else { continue }
                t = rest
                statement.text = rest
            }
            if let condition = Self.ifCondition(t) {
                // `@available`: the scanned system's path, not a person's choice.
                let available = condition.hasPrefix("@available")
                pendingIf = available || condition.contains("@available") ? nil : condition
                availableThen = available
                sawElse = false
                closedThen = nil
                closedAvailable = false
                continue
            }
            if let condition = pendingIf {
                points += 1
                bracelessArm = BranchStep(point: points, subject: condition, arm: "then", isCase: false)
                pendingIf = nil
            } else if sawElse, let then = closedThen {
                bracelessArm = BranchStep(point: then.point, subject: then.subject, arm: "else", isCase: false)
            }
            sawElse = false
            closedThen = nil
            read(statement, whole: source)
            if bracelessArm?.arm == "then" { closedThen = bracelessArm }
            bracelessArm = nil
        }
    }

    /// The arms a statement is in that a person's choice or the app's state decides (the
    /// idiom's are the device's: `idiom`).
    var branch: [BranchStep] { steps.filter { !Self.isIdiom($0) } }

    private static func isIdiom(_ step: BranchStep) -> Bool {
        !step.isCase && (SwiftAnswers.isIdiom(step.subject) || step.subject.contains("UIUserInterfaceIdiom"))
    }

    private var steps: [BranchStep] {
        var out: [BranchStep] = []
        for (index, frame) in frames.enumerated() {
            if let frame { out.append(frame) }
            if let arm = switches.first(where: { $0.frame == index })?.arm { out.append(arm) }
        }
        return out + (bracelessArm.map { [$0] } ?? [])
    }

    /// `action` as run in the current arms of the idiom (`LocatedAction.onPhone`, `onPad`).
    private func onDevices(_ action: LocatedAction) -> LocatedAction {
        var a = action
        (a.onPhone, a.onPad) = idiom
        return a
    }

    /// The devices the current arms run on: an arm of `if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)` on one.
    private var idiom: (phone: Bool, pad: Bool) {
        var out = (phone: true, pad: true)
        for step in steps where Self.isIdiom(step) {
            var pad = step.subject.contains("Pad") || step.subject.contains(".pad")
            if step.subject.contains("!=") { pad.toggle() }
            if step.arm == "else" { pad.toggle() }
            if pad { out.phone = false } else { out.pad = false }
        }
        return out
    }

    private mutating func read(_ s: ObjCStatement, whole: String) {
        // `@selector(popViewControllerAnimated:)` (a swizzle's set-up) names a method, calls none.
        let t = s.text.holds("@selector(") ? Self.withoutSelectors(s.text) : s.text
        let at = body.location(s.offset)
        readHolding(t, at: at)
        func add(_ action: ActionFact) { actions.append(onDevices(LocatedAction(action: action, location: at, branch: branch))) }
        // `Cls *name = EXPR`
        if let eq = t.firstIndex(of: "="), !t[..<eq].contains("."), !t[..<eq].contains("["), t[..<eq].contains("*") {
            let decl = t[..<eq].split(separator: "*")
            let type = decl.first.map { String($0).trimmedSpaces } ?? ""
            let name = decl.last.map { String($0).trimmedSpaces } ?? ""
            let rhs = String(t[t.index(after: eq)...])
            if let string = Self.classFromString(rhs) {
                points += 1
                byName[name] = (string, points)
                return
            }
            if let scene = Self.storyboardScene(rhs, declared: type, at: at) {
                scenes[name] = scene
                return
            }
            if let elements = Self.arrayElements(rhs) {
                arrays[name] = elements
                return
            }
            var made = instance(rhs, at: at)
            if made == nil || made.map({ if case .unknown = $0 { true } else { false } }) == true, type.hasSuffix("Controller"), !type.hasPrefix("UIViewController"),
               type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                made = .make(type, location: at)
            }
            if let made { locals[name] = made } else if let call = Self.classMessage(rhs, at: at) { messages[name] = call }
        }
        if let eq = t.firstIndex(of: "="), t[..<eq].hasSuffix(".modalPresentationStyle ") || t[..<eq].hasSuffix(".modalPresentationStyle") {
            let target = String(t[..<eq]).replacingOccurrences(" ", "").replacingOccurrences(".modalPresentationStyle", "")
            if let style = Self.style(String(t[t.index(after: eq)...])) {
                let devices = idiom
                let fact = PresentationStyleFact(name: style, location: at, phone: devices.phone, pad: devices.pad)
                if target == "self" { selfStyle = fact } else if let bound = locals[target] { locals[target] = .styled(bound, fact) }
                else if byName[target] != nil { byNameStyle[target] = fact }
            }
            return
        }
        if let set = Self.windowSetting(t, "windowLevel") {
            if let level = WindowLevelText.value(set.value.replacingOccurrences(";", "")) { windowLevels[set.window] = level }
            return
        }
        if let set = Self.windowSetting(t, "screen") {
            if !ScreenAssignment.isMain(set.value) { otherScreens.insert(set.window) }
            return
        }
        if let eq = t.firstIndex(of: "="), t[..<eq].contains("rootViewController"), t[..<eq].lowercased().contains("window") {
            let rhs = String(t[t.index(after: eq)...])
            let window = String(t[..<eq]).replacingOccurrences(" ", "").replacingOccurrences(".rootViewController", "")
            addRoot(rhs, window: window, at: at)
            return
        }
        if t.hasPrefix("["), let r = t.find(" setRootViewController:"), t[..<r.lowerBound].lowercased().contains("window") {
            // `[window setRootViewController:nav]`: the message form of the assignment above.
            let window = String(t[t.index(after: t.startIndex)..<r.lowerBound]).replacingOccurrences(" ", "")
            addRoot(Self.argument(t[r.upperBound...]), window: window, at: at)
            return
        }
        if readOwnChildren(t, at: at) { return }
        if let r = t.find("presentViewController:") {
            show(Self.argument(t[r.upperBound...]), way: .present, at: at)
        } else if let r = t.find("pushViewController:") {
            show(Self.argument(t[r.upperBound...]), way: .push, at: at)
        } else if let r = t.find("showViewController:"), t.holds(" sender:") {
            show(Self.argument(t[r.upperBound...]), way: .show, at: at)
        } else if t.holds("dismissViewControllerAnimated:") {
            add(.dismiss)
        } else if t.holds("popViewControllerAnimated:") {
            add(.pop)
        } else if t.holds("forKey:@\"orientation\""), let r = t.find("setValue:") {
            let arg = Self.argument(t[r.upperBound...])
            if let device = Self.deviceOrientation(arg) { add(.forceDevice(device)) }
            else { unresolved.append(Unresolved(location: at, expression: t, note: "the forced orientation is not a literal: left out")) }
        } else if t.hasSuffix(" invoke]"), whole.holds("setOrientation:") {
            // NSInvocation: the orientation is the argument set later in the same method.
            if let device = Self.invocationOrientation(whole) { add(.forceDevice(device)) }
            else { unresolved.append(Unresolved(location: at, expression: t, note: "setOrientation: through NSInvocation with no literal orientation: left out")) }
        } else if t.holds("attemptRotationToDeviceOrientation") {
            add(.attemptRotation)
        } else if t.holds("setNeedsUpdateOfSupportedInterfaceOrientations") {
            add(.setNeedsUpdate)
        } else if let eq = t.firstIndex(of: "="), t[..<eq].hasSuffix("transform "), t[..<eq].lowercased().contains("player") || t[..<eq].lowercased().contains("video"),
                  let turn = SwiftCallSites.quarterTurn(String(t[t.index(after: eq)...])) {
            add(.transformPlayer(turn))
        } else if t.hasPrefix("["), let list = t.find(" setViewControllers:"), t.holds(" direction:") {
            // A page controller this one holds: its pages are shown inside this one.
            for element in elements(Self.argument(t[list.upperBound...])) ?? [] {
                if let page = instance(element, at: at) { pages.append(page) }
            }
        } else if let r = t.find(" didMoveToParentViewController:"), t.hasPrefix("[") {
            let child = String(t[t.index(after: t.startIndex)..<r.lowerBound])
            adopt(parent: Self.argument(t[r.upperBound...]), child: child, at: at)
        } else if t.hasPrefix("[self addChildViewController:"),
                  let made = instance(Self.argument(t.dropFirst("[self addChildViewController:".count)), at: at),
                  !SwiftCallSites.holdsUnknown(made) {
            // `hud = [[Hud alloc] init]; [self addChildViewController:hud];`: shown inside this one.
            pages.append(made)
        } else if let r = t.find(" addChildViewController:"), t.hasPrefix("["), !t.hasPrefix("[self ") {
            let parent = String(t[t.index(after: t.startIndex)..<r.lowerBound])
            adopt(parent: parent, child: Self.argument(t[r.upperBound...]), at: at)
        } else if let eq = t.firstIndex(of: "="), !t.holds("=="), !t[..<eq].contains("*"),
                  let made = instance(String(t[t.index(after: eq)...]), at: at), !SwiftCallSites.holdsUnknown(made) {
            // `_player = [[PlayerViewController alloc] init]`: a value later statements use.
            let target = t[..<eq].trimmedSpaces
            locals[target] = made
            if let property = ObjCText.ownProperty(target) {
                propertyAssignments.append(PropertyAssignment(property: property, value: .instance(made)))
            }
        } else if let eq = t.firstIndex(of: "="), !t.holds("=="), !t[..<eq].contains("*") {
            let target = t[..<eq].trimmedSpaces.replacingOccurrences("self.", "")
            let value = t[t.index(after: eq)...].trimmedSpaces
            let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
            if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty {
                // `editing = 1;` on a C flag (`static int editing`) as `YES` on a BOOL.
                if ["YES", "true", "TRUE", "1"].contains(value) { add(.setFlag(name, true)) }
                else if ["NO", "false", "FALSE", "0"].contains(value) { add(.setFlag(name, false)) }
                else if value.hasPrefix("!") { add(.setFlag(name, nil)) }
            }
        } else if t.hasPrefix("[self ") {
            let name = t.dropFirst(6).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { add(.call(String(name), labels: nil)) }
        } else if let (property, selector) = Self.messageToProperty(t) {
            calls.append(CallFact(receiver: .member(.name("self"), property), name: selector, arguments: [], location: at,
                                  branch: branch, order: actions.count, forcingOnly: true))
        }
    }

    private enum ShowWay { case present, push, show }

    /// `presentViewController:`, `pushViewController:`, `showViewController:sender:` (as
    /// Swift's `show(_:sender:)`: a navigation or tab bar controller presented — pushing one
    /// raises —, anything else pushed).
    private mutating func show(_ arg: String, way: ShowWay, at: SourceLocation) {
        if byName[arg] != nil { addByName(arg, at: at, push: way != .present); return }
        let made = instance(arg, at: at)
        let shown = made ?? .unknown(text: arg, location: at)
        let action: ActionFact
        switch (way, shown.bare) {
        case (.present, _), (.show, .nav), (.show, .tab): action = .present(shown)
        default: action = .push(shown)
        }
        var located = LocatedAction(action: action, location: at, value: made == nil ? message(arg, at: at) : nil, branch: branch)
        if way == .show, case .push = action { located.viaShow = true }
        actions.append(onDevices(located))
    }

    /// `window.rootViewController = value`: what it is, or, when that cannot be told here
    /// (a storyboard's scene, a class message), what the navigation pass follows.
    private mutating func addRoot(_ value: String, window: String, at: SourceLocation) {
        // `[window setRootViewController:self]` in the controller's own method: that class.
        let made = value.trimmedSpaces == "self" ? ownerClass.map { Instance.make($0, location: at) } : instance(value, at: at)
        roots.append(RootFact(instance: made ?? .unknown(text: value.trimmedSpaces, location: at), idiom: idiom, location: at,
                              window: window, value: made == nil ? message(value.trimmedSpaces, at: at) : nil, branch: branch))
    }

    /// What a class message shown directly or through a local returns, for the navigation
    /// pass to follow into the project's function of that name (an `@objc` Swift factory).
    private func message(_ arg: String, at: SourceLocation) -> ValueFact? {
        if let scene = scenes[arg] ?? Self.storyboardScene(arg, declared: "", at: at) { return scene }
        return (messages[arg] ?? Self.classMessage(arg, at: at)).map { .call($0) }
    }

    private mutating func adopt(parent: String, child: String, at: SourceLocation) {
        let parentName = parent.trimmedSpaces
        guard parentName != "self", let made = instance(child, at: at), case .make = made else { return }
        let parentClass: String?
        if case .make(let cls, _)? = instance(parentName, at: at) { parentClass = cls } else { parentClass = parameterTypes[parentName] }
        if let parentClass { adoptions.append((parentClass, made)) }
    }

    /// `[[Cls alloc] init…]`, `[Cls new]`, `[[UINavigationController alloc] initWithRootViewController:x]`, a local.
    func instance(_ raw: String, at: SourceLocation) -> Instance? {
        let t = raw.trimmedSpaces
        if let local = locals[t] { return local }
        if t.hasPrefix("_"), let local = locals["self." + t.dropFirst()] { return local }
        if let made = getters.instance(t, at: at) { return made }
        if t.hasPrefix("[[") , let alloc = t.range(of: " alloc]") {
            let cls = String(t[t.index(t.startIndex, offsetBy: 2)..<alloc.lowerBound])
            // `[[NSClassFromString(name) alloc] init]`, `[[self.class alloc] init]`: not a class name.
            guard cls.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), cls.first?.isUppercase == true else { return nil }
            if let r = t.range(of: "initWithRootViewController:") {
                let arg = Self.argument(t[r.upperBound...])
                // `initWithRootViewController:self`: the class whose method this is, in a nav.
                let root = arg == "self" ? ownerClass.map { Instance.make($0, location: at) } : instance(arg, at: at)
                return .nav(cls, stack: [root ?? .unknown(text: arg, location: at)], location: at)
            }
            return .make(cls, location: at)
        }
        if t.hasPrefix("["), t.hasSuffix(" new]") {
            let cls = String(t.dropFirst().dropLast(5))
            guard cls.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), cls.first?.isUppercase == true else { return nil }
            return .make(cls, location: at)
        }
        return nil
    }
}
