// The call sites of an Objective-C method body, statement by statement: locals built
// with `[[Cls alloc] init…]`, styles, presents, pushes, device KVC and `setOrientation:`
// through NSInvocation, the window's root, flags flipped.

import Foundation
import OrientationEngine

struct ObjCCallSites {
    let body: ObjCBody
    var actions: [LocatedAction] = []
    var roots: [RootFact] = []
    var unresolved: [Unresolved] = []
    var selfStyle: PresentationStyleFact?
    private var locals: [String: Instance] = [:]

    init(body: ObjCBody) { self.body = body }

    mutating func run() {
        let source = body.source
        for statement in body.statements {
            read(statement, whole: source)
        }
    }

    private mutating func read(_ s: ObjCStatement, whole: String) {
        let t = s.text
        let at = body.location(s.offset)
        func add(_ action: ActionFact) { actions.append(LocatedAction(action: action, location: at)) }
        // `Cls *name = EXPR`
        if let eq = t.firstIndex(of: "="), !t[..<eq].contains("."), !t[..<eq].contains("["), t[..<eq].contains("*") {
            let decl = t[..<eq].split(separator: "*")
            let type = decl.first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
            let name = decl.last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
            let rhs = String(t[t.index(after: eq)...])
            var made = instance(rhs, at: at)
            if made == nil || made.map({ if case .unknown = $0 { true } else { false } }) == true, type.hasSuffix("Controller"), !type.hasPrefix("UIViewController"),
               type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                made = .make(type, location: at)
            }
            if let made { locals[name] = made }
        }
        if let eq = t.firstIndex(of: "="), t[..<eq].hasSuffix(".modalPresentationStyle ") || t[..<eq].hasSuffix(".modalPresentationStyle") {
            let target = String(t[..<eq]).replacingOccurrences(" ", "").replacingOccurrences(".modalPresentationStyle", "")
            if let style = Self.style(String(t[t.index(after: eq)...])) {
                let fact = PresentationStyleFact(name: style, location: at)
                if target == "self" { selfStyle = fact } else if let bound = locals[target] { locals[target] = .styled(bound, fact) }
            }
            return
        }
        if let eq = t.firstIndex(of: "="), t[..<eq].contains("rootViewController"), t[..<eq].lowercased().contains("window") {
            let rhs = String(t[t.index(after: eq)...])
            roots.append(RootFact(instance: instance(rhs, at: at) ?? .unknown(text: rhs, location: at), idiom: (true, true), location: at))
            return
        }
        if let r = t.range(of: "presentViewController:") {
            let arg = Self.argument(t[r.upperBound...])
            add(.present(instance(arg, at: at) ?? .unknown(text: arg, location: at)))
        } else if let r = t.range(of: "pushViewController:") {
            let arg = Self.argument(t[r.upperBound...])
            add(.push(instance(arg, at: at) ?? .unknown(text: arg, location: at)))
        } else if t.contains("dismissViewControllerAnimated:") {
            add(.dismiss)
        } else if t.contains("popViewControllerAnimated:") {
            add(.pop)
        } else if t.contains("forKey:@\"orientation\""), let r = t.range(of: "setValue:") {
            let arg = Self.argument(t[r.upperBound...])
            if let device = Self.deviceOrientation(arg) { add(.forceDevice(device)) }
            else { unresolved.append(Unresolved(location: at, expression: t, note: "the forced orientation is not a literal: left out")) }
        } else if t.hasSuffix(" invoke]"), whole.contains("setOrientation:") {
            // NSInvocation: the orientation is the argument set later in the same method.
            if let device = Self.invocationOrientation(whole) { add(.forceDevice(device)) }
            else { unresolved.append(Unresolved(location: at, expression: t, note: "setOrientation: through NSInvocation with no literal orientation: left out")) }
        } else if t.contains("attemptRotationToDeviceOrientation") {
            add(.attemptRotation)
        } else if t.contains("setNeedsUpdateOfSupportedInterfaceOrientations") {
            add(.setNeedsUpdate)
        } else if let eq = t.firstIndex(of: "="), t[..<eq].hasSuffix("transform "), t[..<eq].lowercased().contains("player") || t[..<eq].lowercased().contains("video"),
                  let turn = SwiftCallSites.quarterTurn(String(t[t.index(after: eq)...])) {
            add(.transformPlayer(turn))
        } else if let eq = t.firstIndex(of: "="), !t.contains("=="), !t[..<eq].contains("*") {
            let target = t[..<eq].trimmingCharacters(in: .whitespaces).replacingOccurrences("self.", "")
            let value = t[t.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
            if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty {
                if value == "YES" || value == "true" { add(.setFlag(name, true)) }
                else if value == "NO" || value == "false" { add(.setFlag(name, false)) }
                else if value.hasPrefix("!") { add(.setFlag(name, nil)) }
            }
        } else if t.hasPrefix("[self ") {
            let name = t.dropFirst(6).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { add(.call(String(name))) }
        }
    }

    /// The first argument after a selector part: up to the next ` word:` at depth 0.
    static func argument(_ rest: Substring) -> String {
        var depth = 0
        var out = ""
        for ch in rest {
            if ch == "[" || ch == "(" { depth += 1 }
            if ch == "]" || ch == ")" { if depth == 0 { break }; depth -= 1 }
            if ch == " ", depth == 0 { break }
            out.append(ch)
        }
        return out
    }

    /// `[[Cls alloc] init…]`, `[Cls new]`, `[[UINavigationController alloc] initWithRootViewController:x]`, a local.
    func instance(_ raw: String, at: SourceLocation) -> Instance? {
        let t = raw.trimmingCharacters(in: .whitespaces)
        if let local = locals[t] { return local }
        if t.hasPrefix("[[") , let alloc = t.range(of: " alloc]") {
            let cls = String(t[t.index(t.startIndex, offsetBy: 2)..<alloc.lowerBound])
            // `[[NSClassFromString(name) alloc] init]`, `[[self.class alloc] init]`: not a class name.
            guard cls.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), cls.first?.isUppercase == true else { return nil }
            if let r = t.range(of: "initWithRootViewController:") {
                let arg = Self.argument(t[r.upperBound...])
                return .nav(cls, stack: [instance(arg, at: at) ?? .unknown(text: arg, location: at)], location: at)
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

    static func style(_ raw: String) -> String? {
        let t = raw.replacingOccurrences(" ", "")
        guard t.hasPrefix("UIModalPresentationStyle") || t.hasPrefix("UIModalPresentation") else { return nil }
        let name = t.hasPrefix("UIModalPresentationStyle") ? String(t.dropFirst("UIModalPresentationStyle".count)) : String(t.dropFirst("UIModalPresentation".count))
        return ObjCExpr.lowerFirst(name)
    }

    /// `@(UIInterfaceOrientationLandscapeRight)`, `[NSNumber numberWithInt:UIDeviceOrientationPortrait]`.
    static func deviceOrientation(_ raw: String) -> DeviceOrientation? {
        var t = raw.replacingOccurrences(" ", "").replacingOccurrences("@(", "").replacingOccurrences(")", "")
        if let colon = t.lastIndex(of: ":") { t = String(t[t.index(after: colon)...]) }
        t = t.replacingOccurrences("]", "")
        if let n = Int(t) { return DeviceOrientation(rawValue: n) }
        if t.hasPrefix("UIInterfaceOrientation") {
            return InterfaceOrientation(name: ObjCExpr.lowerFirst(String(t.dropFirst("UIInterfaceOrientation".count))))
                .flatMap { DeviceOrientation(rawValue: $0.rawValue) }
        }
        if t.hasPrefix("UIDeviceOrientation") {
            return DeviceOrientation(name: ObjCExpr.lowerFirst(String(t.dropFirst("UIDeviceOrientation".count))))
        }
        return nil
    }

    /// The orientation constant assigned in a method that calls `setOrientation:` through NSInvocation.
    static func invocationOrientation(_ body: String) -> DeviceOrientation? {
        for word in body.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) where
            word.hasPrefix("UIInterfaceOrientation") || word.hasPrefix("UIDeviceOrientation") {
            if let device = deviceOrientation(String(word)) { return device }
        }
        return nil
    }
}
