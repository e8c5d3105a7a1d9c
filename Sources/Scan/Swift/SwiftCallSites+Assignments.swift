// What an assignment in a body tells the call-site reader: a window's root, a presentation
// style, a container's children, a player view's transform, a flag the answers read.

import OrientationEngine
import SwiftSyntax

extension SwiftCallSites {
    /// `target = value`: a window's root, a presentation style, a container's children,
    /// a player view's transform, a local assigned after its declaration, a flag.
    func readAssignment(_ node: SequenceExprSyntax) {
        // Most sequences are arithmetic or comparisons: only assignments matter here.
        guard node.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
              case .binary("=", let lhs, let rhs)? = SwiftExpr.fold(Array(node.elements)) else {
            return
        }
        let target = SwiftExpr.sequence(lhs)
        let value = SwiftExpr.sequence(rhs)
        let targetText = SwiftExpr.text(target)
        let property = SwiftExpr.lastName(target)
        let receiver = SwiftExpr.unwrapped(target).as(MemberAccessExprSyntax.self)?.base.map { SwiftExpr.unwrapped($0) }
        let receiverName = receiver.flatMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }.map { aliases[$0] ?? $0 }
        let explicitSelf = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let onSelf = receiver == nil || explicitSelf
        /// A container's children as assigned: the elements as parsed (a sequence rebuilt from
        /// them would lose their lines), or a local array's as built (`var tabs = [a]; tabs.append(b)`).
        func listed() -> [ValueFact]? {
            let local = SwiftExpr.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text
            return local.flatMap { arrayLocals[$0] } ?? (rhs.count == 1 ? children(rhs[0]) : sum(rhs))
        }
        if let local = SwiftExpr.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text, locals[local] != nil,
           let alias = property, alias != local, locals[alias] == nil, onSelf {
            aliases[alias] = local
        }
        switch property {
        case "windowLevel" where receiver != nil:
            if let level = WindowLevelText.value(SwiftExpr.text(value)) { windowLevels[SwiftExpr.text(receiver!)] = level }
        case "screen" where receiver != nil && !ScreenAssignment.isMain(SwiftExpr.text(value)):
            otherScreens.insert(receiver.map { SwiftExpr.text($0) } ?? "window")
        // `window.rootViewController = …`, or `rootViewController = …` in an extension of
        // UIWindow (`func swapRoot(to:)`: the window it is called on; a subclass is another window).
        case "rootViewController" where targetText.contains("window") || targetText.contains("Window")
            || onSelf && visitor.currentType == "UIWindow":
            if let name = SwiftExpr.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
               let branches = branchLocals[name], branches.count > 1 {
                for b in branches { roots.append(RootFact(instance: b.instance, idiom: (b.phone, b.pad), location: loc(node))) }
                return
            }
            let made = instance(value) ?? .unknown(text: SwiftExpr.text(value), location: loc(value))
            let window = receiver.map { SwiftExpr.text($0) } ?? "window"
            roots.append(RootFact(instance: made, idiom: idiomBranch, location: loc(node), window: window,
                                  value: made == .unknown(text: SwiftExpr.text(value), location: loc(value)) ? self.value(value) : nil,
                                  branch: branch, localWindow: receiverName.map(declaredLocals.contains) ?? false))
        case "modalPresentationStyle":
            // Set only for one height class (`if traitCollection.verticalSizeClass != .compact`):
            // on an iPhone that is one orientation, which a style cannot say; the other arm's
            // style (the controller's own) is the one a turned phone presents with.
            guard !branch.contains(where: { $0.subject.holds("verticalSizeClass") }) else { return }
            // `vc.modalPresentationStyle = accounts == 0 ? .fullScreen : .automatic`: two ways to
            // show it, one per arm.
            if let name = receiverName, let bound = locals[name], let arms = runtimeStyles(value, at: loc(node)) {
                guardedLocals[name] = arms.map { ValueFact.Guarded(branch: branch + [$0.step], value: .instance(.styled(bound, $0.fact))) }
                return
            }
            for fact in styleFacts(value, at: loc(node)) {
                if onSelf {
                    // The phone's first: `style(onPhone:)` reads the innermost that applies.
                    if selfStyle == nil || fact.phone { selfStyle = fact }
                } else if let name = receiverName, let bound = locals[name] {
                    locals[name] = .styled(bound, fact)
                } else if let name = receiverName {
                    styles[name, default: []].append((branch, fact))
                }
            }
        case "dataSource" where onSelf:
            pageSources.append(self.value(value))
        case "tabs" where receiver == nil && !declaredLocals.contains("tabs") || explicitSelf:
            // iOS 18's tabs (`tabs = [UITab(…) { _ in library }, …] + [searchTab]`): what they
            // provide; a property of that name holding something else is not the tab bar's.
            let kids = listed()
            if tabsBuilt { selfChildren = kids }
        case "viewControllers" where onSelf:
            selfChildren = listed()
        case "viewControllers" where receiverName.map { locals[$0] == nil && !declaredLocals.contains($0) } ?? false:
            // A container another object holds (a coordinator's `tabBarController`): filled here.
            if let children = listed() {
                fills.append(ContainerFill(holder: receiverName!, children: children, location: loc(node)))
            }
        case "viewControllers":
            guard let name = receiverName, let bound = locals[name],
                  let array = SwiftExpr.unwrapped(value).as(ArrayExprSyntax.self) else { return }
            let children = array.elements.map { element -> Instance in
                if let made = instance(element.expression) { return made }
                // A local made by a builder method (`let chats = makeChatsNav()`): named by the
                // call, which the navigation pass reads in the method's type.
                if let name = SwiftExpr.unwrapped(element.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                   case .call(let call)? = symbolic[name], call.receiver == nil, call.arguments.isEmpty {
                    return .unknown(text: "\(call.name)()", location: loc(element))
                }
                return .unknown(text: SwiftExpr.text(element.expression), location: loc(element))
            }
            if case .make(let cls, let l) = bound.bare { locals[name] = .tab(cls, tabs: children, location: l) }
        case "transform":
            guard targetText.lowercased().contains("player") || targetText.lowercased().contains("video"),
                  let turn = Self.quarterTurn(SwiftExpr.text(value)) else { return }
            append(.transformPlayer(turn), loc(node))
        default:
            // `(UIApplication.shared.delegate as! AppDelegate).orientationLock = .portrait`,
            // `AppDelegate.keepPortrait = false`: the app delegate's state, which its window
            // method may read (the resolver keeps only what it reads).
            if let property, let receiver, !onSelf, Self.namesAppDelegate(SwiftExpr.text(receiver)) {
                let answer = SwiftAnswers(kind: .mask).expression(value)
                append(.setAppState(property, answer.isLiteral ? answer : nil), loc(node), value: answer.isLiteral ? nil : self.value(value))
                return
            }
            // `gate.portraitOnly = true` on a controller made here: its flag where it is made.
            if let name = receiverName, !onSelf, let property, case .make(let cls, _)? = locals[name]?.bare,
               let answer = Self.flagValue(SwiftExpr.text(value)) {
                visitor.facts.constructions.append(ConstructionFact(className: cls, arguments: [:], location: loc(node), set: [property: answer]))
                return
            }
            // `root = viewController` in a branch: a local assigned after its declaration.
            if let local = SwiftExpr.unwrapped(target).as(DeclReferenceExprSyntax.self)?.baseName.text {
                // `tabs = [a, b, c]` in each arm of a feature flag: every arm's elements.
                if declaredLocals.contains(local), idiomBranch.phone, let array = SwiftExpr.unwrapped(value).as(ArrayExprSyntax.self) {
                    var list = branch.isEmpty ? [] : arrayLocals[local] ?? []
                    for element in array.elements.map({ self.value($0.expression) }) where !list.contains(element) { list.append(element) }
                    arrayLocals[local] = list
                    return
                }
                if let made = instance(value) ?? implicitInit(value, of: local) {
                    locals[local] = made
                    branchLocals[local, default: []].append((idiomBranch.phone, idiomBranch.pad, made))
                    guardedLocals[local, default: []].append(ValueFact.Guarded(branch: branch, value: .instance(made)))
                    // `content = Setup()` with no local of that name: the property of `self`.
                    if !declaredLocals.contains(local) { propertyAssignments.append(PropertyAssignment(property: local, value: .instance(made))) }
                    return
                }
                if declaredLocals.contains(local) {
                    let flowed = self.value(value)
                    guardedLocals[local, default: []].append(ValueFact.Guarded(branch: branch, value: flowed))
                    symbolic[local] = flowed
                    return
                }
            }
            // `isLocked = true`, `self.isLocked = !isLocked`: a flag the answers may read.
            guard let name = SwiftExpr.ownProperty(target) ?? Self.weakSelfProperty(target) else { return }
            let valueText = SwiftExpr.text(value)
            if let first = valueText.first, first.isLetter || first == "_", !["nil", "true", "false"].contains(valueText) {
                propertyAssignments.append(PropertyAssignment(property: name, value: self.value(value)))
            }
            let flag: Bool?? = valueText == "true" ? true : valueText == "false" ? false : valueText.hasPrefix("!") ? .some(nil) : nil
            if let flag { append(.setFlag(name, flag), loc(node)) }
        }
    }

    /// Whether a receiver names the app delegate: `UIApplication.shared.delegate as? AppDelegate`,
    /// a local or property named after it (`appDelegate`, `delegate`), its type (`AppDelegate.x`).
    static func namesAppDelegate(_ text: String) -> Bool {
        text.contains("AppDelegate") || text.contains("appDelegate") || text.contains("application.delegate")
            || text.contains(".shared.delegate") || text == "delegate"
    }

    /// `picker = .init(forOpeningContentTypes: …)` on a local declared `let picker: UIDocumentPickerViewController`:
    /// an instance of the declared class.
    func implicitInit(_ value: ExprSyntax, of local: String) -> Instance? {
        guard case .typed(let cls, _)? = symbolic[local],
              let call = SwiftExpr.unwrapped(value).as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init" else { return nil }
        return .make(cls, location: loc(value))
    }

    /// A flag's value as written: `true`, `false`, or the idiom (`userInterfaceIdiom == .phone`).
    static func flagValue(_ text: String) -> Answer? {
        if text == "true" || text == "false" { return .bool(text == "true") }
        guard let padTrue = SwiftAnswers.padTakesThen(text) else { return nil }
        return .idiom(phone: .bool(!padTrue), pad: .bool(padTrue))
    }

    /// The styles an assignment sets, each with the devices it is set on: one, or one per
    /// idiom for `idiom == .phone ? .overFullScreen : .formSheet`.
    func styleFacts(_ value: ExprSyntax, at: SourceLocation) -> [PresentationStyleFact] {
        if let choice = Self.styleChoice(value), let padThen = SwiftAnswers.padTakesThen(choice.condition) {
            let (padStyle, phoneStyle) = padThen ? (choice.then, choice.else) : (choice.else, choice.then)
            return [PresentationStyleFact(name: padStyle, location: at, phone: false, pad: idiomBranch.pad),
                    PresentationStyleFact(name: phoneStyle, location: at, phone: idiomBranch.phone, pad: false)]
        }
        guard let style = SwiftTypeVisitor.styleName(SwiftExpr.text(value)) else { return [] }
        return [PresentationStyleFact(name: style, location: at, phone: idiomBranch.phone, pad: idiomBranch.pad)]
    }

    /// A style chosen at run time (`count == 0 ? .fullScreen : .automatic`): each arm's,
    /// with the arm; nil for one style, an idiom's choice, or arms that name the same style.
    func runtimeStyles(_ value: ExprSyntax, at: SourceLocation) -> [(step: BranchStep, fact: PresentationStyleFact)]? {
        guard let choice = Self.styleChoice(value), SwiftAnswers.padTakesThen(choice.condition) == nil,
              choice.then != choice.else else { return nil }
        let (thenStyle, elseStyle) = (choice.then, choice.else)
        points += 1
        let subject = SwiftText.clip(choice.condition)
        func fact(_ name: String) -> PresentationStyleFact {
            PresentationStyleFact(name: name, location: at, phone: idiomBranch.phone, pad: idiomBranch.pad)
        }
        return [(BranchStep(point: points, subject: subject, arm: "then", isCase: false), fact(thenStyle)),
                (BranchStep(point: points, subject: subject, arm: "else", isCase: false), fact(elseStyle))]
    }

    /// `cond ? .overFullScreen : .formSheet`: the condition's text and each arm's style.
    static func styleChoice(_ value: ExprSyntax) -> (condition: String, then: String, else: String)? {
        let elements = SwiftExpr.unwrapped(value).as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        guard let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), mark > 0, mark == elements.count - 2,
              let ternary = elements[mark].as(UnresolvedTernaryExprSyntax.self), let other = elements.last,
              let thenStyle = SwiftTypeVisitor.styleName(SwiftExpr.text(ternary.thenExpression)),
              let elseStyle = SwiftTypeVisitor.styleName(SwiftExpr.text(other)) else { return nil }
        return (elements[..<mark].map { SwiftExpr.text($0) }.joined(separator: " "), thenStyle, elseStyle)
    }

    /// `self?.content`, in a closure holding its owner weakly.
    static func weakSelfProperty(_ target: ExprSyntax) -> String? {
        guard let member = SwiftExpr.unwrapped(target).as(MemberAccessExprSyntax.self),
              let base = member.base?.as(OptionalChainingExprSyntax.self),
              base.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// `CGAffineTransform(rotationAngle: .pi / 2)`: the interface side a player view is turned
    /// to (R20d: clockwise is landscapeRight); `.identity` is nil. Other values: no turn.
    static func quarterTurn(_ text: String) -> InterfaceOrientation?? {
        let t = text.replacingOccurrences(" ", "")
        if t.hasSuffix(".identity") || t == "CGAffineTransformIdentity" { return .some(nil) }
        guard t.contains("rotationAngle:") || t.contains("CGAffineTransformMakeRotation") else { return nil }
        let quarter = t.contains("pi/2") || t.contains("M_PI_2") || t.contains("pi*0.5") || t.contains("pi/2.0")
        guard quarter else { return nil }
        return t.contains("-") ? .landscapeLeft : .landscapeRight
    }
}
