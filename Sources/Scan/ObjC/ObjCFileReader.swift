// Objective-C, read by a focused reader (no compiler, no headers): `@interface NAME :
// SUPER` and categories `@interface NAME (CAT)` give the classes; each `@implementation`'s
// methods are split by their balanced braces; the rotation selectors' bodies are read as
// `return` statements, and every other method's body for the call sites the scenario
// replays (present, push, KVC or NSInvocation `setOrientation:`, root). What it does not
// read — macros, C functions, blocks passed to other objects — stays out, and answers it
// cannot read become variables like Swift's.

import Foundation
import OrientationEngine

enum ObjCFileReader {
    /// `definitions`: the macros an iOS build of the target defines; the arms of `#if`s
    /// it does not compile, and every directive line, are read as empty lines.
    static func read(source: String, path: String, definitions: [String: String] = CPreprocessor.iOSDevice) -> FileFacts {
        let code = CPreprocessor.hasDirectiveLine(source) ? CPreprocessor.evaluate(source, definitions: definitions).text : source
        var reader = ObjCReader(text: ObjCText(code), path: path)
        reader.run()
        if source.holds("UIUserInterfaceIdiom") || source.holds("userInterfaceIdiom") {
            reader.facts.idiomProperties.merge(idiomNames(source)) { a, _ in a }
        }
        return reader.facts
    }
}

struct ObjCReader {
    let text: ObjCText
    let path: String
    var facts = FileFacts()
    private var types: [String: TypeFact] = [:]
    private var order: [String] = []
    /// Methods of an implementation that return a child (`return nav.topViewController;`):
    /// an answer asking one of them forwards, as ZFPlayer's tab category does.
    private var forwardingHelpers: Set<String> = []
    /// Argument-less getters and the own properties their `return` names
    /// (`return self.isSidebarVisible ? self.sidebarViewController : self.mainViewController`).
    private var returnedProperties: [String: Set<String>] = [:]
    /// The current implementation's argument-less methods, read first (a getter may follow its use).
    private var getters = ObjCGetters()
    /// Other classes' facts this file gives: a controller it adds to one of them.
    private var adopted: [TypeFact] = []

    init(text: ObjCText, path: String) {
        self.text = text
        self.path = path
    }

    func at(_ offset: Int) -> SourceLocation { SourceLocation(path: path, line: text.line(of: offset)) }

    mutating func run() {
        let code = text.code
        var i = 0
        while i < code.count {
            guard code[i] == UInt8(ascii: "@") else { i += 1; continue }
            if text.word(at: i + 1) == "interface" {
                i = readInterface(at: i)
            } else if text.word(at: i + 1) == "implementation" {
                i = readImplementation(at: i)
            } else {
                i += 1
            }
        }
        facts.types = order.compactMap { types[$0] } + adopted
    }

    /// `@interface Name : Super <…>` or `@interface Name (Category)`.
    private mutating func readInterface(at start: Int) -> Int {
        let header = text.lineText(from: start + "@interface".count + 1)
        let name = header.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return start + 1 }
        let rest = header.dropFirst(name.count).trimmedSpaces
        let key = String(name) + (rest.hasPrefix("(") ? " (category)" : "")
        if types[key] == nil {
            let superclass: String? = rest.hasPrefix(":")
                ? String(rest.dropFirst().trimmedSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                : nil
            types[key] = TypeFact(name: String(name), superclass: superclass, isExtension: rest.hasPrefix("("),
                                  location: at(start), language: .objc)
            order.append(key)
        } else if rest.hasPrefix(":"), types[key]?.superclass == nil {
            types[key]?.superclass = String(rest.dropFirst().trimmedSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        // `@property (nonatomic) Turner *turner;`: what its properties hold, for messages sent to them.
        if !rest.hasPrefix("(") || rest.hasPrefix("()") {
            let known = Set(types[key]?.properties.map(\.name) ?? [])
            let here = at(start)
            let declared = Self.declaredProperties(text, from: start).filter { !known.contains($0.0) }
            types[key]?.properties += declared.map { PropertyFact(name: $0.0, initial: nil, location: here, typeName: $0.1) }
        }
        // `<UIApplicationDelegate, …>`: the protocols it adopts (a launch delegate is one by them).
        if let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let adopted = rest[rest.index(after: open)..<close].split(separator: ",").map { $0.trimmedSpaces }
                .filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            for p in adopted where types[key]?.inherited.contains(p) == false { types[key]?.inherited.append(p) }
        }
        return start + 1
    }

    /// `@implementation Name` … `@end`: each method's body.
    private mutating func readImplementation(at start: Int) -> Int {
        let header = text.lineText(from: start + "@implementation".count + 1)
        let name = String(header.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let isCategory = header.dropFirst(name.count).trimmedSpaces.hasPrefix("(")
        let key = name + (isCategory ? " (category)" : "")
        if types[key] == nil {
            types[key] = TypeFact(name: name, superclass: nil, isExtension: isCategory, location: at(start), language: .objc)
            order.append(key)
        }
        let code = text.code
        var i = start + 1
        forwardingHelpers = []
        returnedProperties = [:]
        defer { resolveForwardingHelpers(in: key) }
        getters = ObjCGetters(implementation: self, from: start + 1)
        while i < code.count {
            if code[i] == UInt8(ascii: "@"), text.word(at: i + 1) == "end" { return i + 4 }
            if (code[i] == UInt8(ascii: "-") || code[i] == UInt8(ascii: "+")), text.isLineStart(i) {
                guard let open = text.next(UInt8(ascii: "{"), from: i), let close = text.matching(open) else { return code.count }
                let signature = text.string(i, open)
                let body = ObjCBody(text: text, start: open + 1, end: close, path: path)
                readMethod(signature: signature, body: body, typeKey: key, at: at(i))
                i = close + 1
                continue
            }
            i += 1
        }
        return code.count
    }

    /// `[[self viewControllerRotation] supportedInterfaceOrientations]`, where that helper
    /// returns the selected or top child: the answer forwards (`top`), not a runtime guess.
    private mutating func resolveForwardingHelpers(in key: String) {
        guard var type = types[key] else { return }
        // A getter returning only children the class adds (`activeViewController`) is one too.
        let children = Set(type.childProperties)
        let helpers = forwardingHelpers.union(returnedProperties.filter { !children.isEmpty && $0.value.isSubset(of: children) }.keys)
        guard !helpers.isEmpty else { return }
        func forwards(_ compact: Substring) -> Bool {
            helpers.contains { compact.hasPrefix("[[self\($0)]") || compact.hasPrefix("[self.\($0)") }
        }
        for index in type.overrides.indices {
            guard case .unknown(let text) = type.overrides[index].answer else { continue }
            let compact = text.replacingOccurrences(of: " ", with: "")
            if forwards(compact[...]) {
                type.overrides[index].answer = .top(text: text)
            } else if type.overrides[index].question == .shouldAutorotate, let (flag, rest) = Self.notFlagAnd(compact), forwards(rest) {
                // `!self.isPanning && [self.activeViewController shouldAutorotate]`: NO while the flag holds.
                type.overrides[index].answer = .condition(flag: flag, negated: false, then: .bool(false), else: .top(text: text), text: text)
            }
        }
        types[key] = type
    }

    /// `!self.flag&&rest` (or `!_flag&&rest`): the flag and the rest.
    static func notFlagAnd(_ compact: String) -> (String, Substring)? {
        guard compact.hasPrefix("!"), let and = compact.range(of: "&&") else { return nil }
        let written = compact[compact.index(after: compact.startIndex)..<and.lowerBound]
        guard let flag = ObjCText.ownProperty(written) ?? ObjCText.ownProperty("self." + written) else { return nil }
        return (flag, compact[and.upperBound...])
    }

    /// The own properties (`self.x`, `_x`) a one-statement getter's `return` names, when it
    /// names some and nothing but them and its condition's flags; nil for any other body.
    static func ownPropertiesReturned(_ source: String) -> Set<String>? {
        let statements = source.split(separator: ";").map { $0.trimmedLines }.filter { !$0.isEmpty }
        guard statements.count == 1, statements[0].hasPrefix("return ") else { return nil }
        var expression = Substring(statements[0].dropFirst(7))
        // `cond ? a : b`: the arms are what is returned.
        if let question = expression.firstIndex(of: "?") { expression = expression[expression.index(after: question)...] }
        var names: Set<String> = []
        for part in expression.split(separator: ":") {
            guard let name = ObjCText.ownProperty(part.trimmedSpaces) else { return nil }
            names.insert(name)
        }
        return names.isEmpty ? nil : names
    }

    /// Each method of the implementation starting at `start`: its signature and body.
    func methods(from start: Int) -> [(signature: String, body: ObjCBody)] {
        let code = text.code
        var out: [(signature: String, body: ObjCBody)] = []
        var i = start
        while i < code.count {
            if code[i] == UInt8(ascii: "@"), text.word(at: i + 1) == "end" { break }
            if (code[i] == UInt8(ascii: "-") || code[i] == UInt8(ascii: "+")), text.isLineStart(i) {
                guard let open = text.next(UInt8(ascii: "{"), from: i), let close = text.matching(open) else { break }
                out.append((text.string(i, open), ObjCBody(text: text, start: open + 1, end: close, path: path)))
                i = close + 1
                continue
            }
            i += 1
        }
        return out
    }

    private mutating func readMethod(signature: String, body: ObjCBody, typeKey: String, at loc: SourceLocation) {
        let selector = ObjCText.selector(of: signature)
        if signature.hasPrefix("+"), !selector.contains(":"), let classes = ObjCFileReader.classList(body.source) {
            facts.classLists[selector] = classes
        }
        if selector.hasPrefix("pageViewController:viewController"), let owner = types[typeKey]?.name,
           let list = ObjCFileReader.pageListName(body.source) {
            facts.pagesFromLists.append((owner, list, loc))
        }
        if let question = Question.allCases.first(where: { $0.selector == selector }) {
            let answer = body.answer(kind: AnswerKind(question))
            types[typeKey]?.overrides.append(OverrideFact(question: question, answer: answer, location: loc))
            return
        }
        if !selector.contains(":"), ObjCText.returnType(of: signature) == "UIInterfaceOrientationMask" {
            // `- (UIInterfaceOrientationMask)portraitOnPhoneMask`: a helper the answers call.
            facts.constants.append(ConstantFact(name: selector, answer: body.answer(kind: .mask), location: loc,
                                                member: signature.hasPrefix("+") ? nil : types[typeKey]?.name))
            return
        }
        if selector == "shouldAutorotateToInterfaceOrientation:" {
            // iOS 5's question (R10): iOS 6 and later never ask it, and its body is not read.
            facts.unresolved.append(Unresolved(location: loc, expression: "-shouldAutorotateToInterfaceOrientation:",
                note: "iOS 5's question (R10), never asked from iOS 6: left out (iOS 5 scenarios take UIKit's default, portrait)"))
            return
        }
        if selector == "application:supportedInterfaceOrientationsForWindow:" {
            facts.windowMethods.append(WindowMethodFact(answer: body.answer(kind: .mask), location: loc, owner: types[typeKey]?.name))
            return
        }
        // A helper without arguments that returns a container's child (read whatever its order).
        if !selector.contains(":"), body.source.contains("return"),
           ["topViewController", "selectedViewController", "visibleViewController"].contains(where: body.source.contains) {
            forwardingHelpers.insert(selector)
        }
        if !selector.contains(":"), let returned = Self.ownPropertiesReturned(body.source) { returnedProperties[selector] = returned }
        var sites = ObjCCallSites(body: body, getters: getters)
        sites.parameterTypes = ObjCText.parameterTypes(of: signature)
        if !typeKey.hasSuffix(" (category)") { sites.ownerClass = types[typeKey]?.name }
        sites.run()
        // The tabs it sets on itself: those of `init` or `viewDidLoad` over any other method's.
        if let children = sites.selfChildren, types[typeKey]?.children == nil || selector.hasPrefix("init") || selector == "viewDidLoad" {
            types[typeKey]?.children = children.map { .instance($0) }
        }
        // A controller added to another's view by a third object: shown inside that one.
        for (parent, child) in sites.adoptions {
            adopted.append(TypeFact(name: parent, superclass: nil, isExtension: true, location: loc, language: .objc,
                                        embedded: [.instance(child)]))
        }
        types[typeKey]?.embedded += sites.pages.map { .instance($0) }
        facts.heldConstructions += sites.held
        types[typeKey]?.childProperties += sites.childProperties
        types[typeKey]?.propertyAssignments += sites.propertyAssignments
        if let slot = Self.childSlot(selector: selector, signature: signature, body: body.source) { types[typeKey]?.childSlots.append(slot) }
        if selector.hasPrefix("init") {
            for (label, name) in ObjCText.labelledParameters(of: signature) {
                if let stored = sites.stores.first(where: { $0.value == name }) { types[typeKey]?.initStores[label] = stored.property }
            }
        }
        let name = selector.split(separator: ":").first.map(String.init) ?? selector
        // Where the root is set ranks it (a launch delegate's window before an overlay's).
        facts.roots += sites.roots.map {
            var r = $0
            r.function = name
            r.owner = types[typeKey]?.name
            r.onOtherScreen = sites.otherScreens.contains(r.window)
            r.level = sites.windowLevels[r.window]
            return r
        }
        facts.unresolved += sites.unresolved
        if selector.hasPrefix("init") || selector == "awakeFromNib", let style = sites.selfStyle {
            types[typeKey]?.ownStyle = style
        }
        if signature.hasPrefix("+") {
            // A class method (`+handleRequest:topViewController:`) is no screen's button: what it
            // shows is shown by whoever calls it, on whatever it is handed.
            for located in sites.actions {
                switch located.action {
                case .present(let shown), .push(let shown):
                    facts.unresolved.append(Unresolved(location: located.location, expression: "+\(name)",
                        note: "presents \(NavigationPass.className(shown)) from a class method of \(types[typeKey]?.name ?? "?"): no button"))
                case .forceDevice:
                    facts.unresolved.append(Unresolved(location: located.location, expression: "+\(name)",
                        note: "forces the orientation from a class method of \(types[typeKey]?.name ?? "?"): no button"))
                default: break
                }
            }
        } else if !sites.actions.isEmpty || !sites.calls.isEmpty {
            let isAction = signature.contains("IBAction")
            var flow: FunctionFlow?
            if !sites.calls.isEmpty { flow = FunctionFlow(); flow?.calls = sites.calls }
            types[typeKey]?.functions.append(FunctionFact(name: name, location: loc, isAction: isAction, actions: sites.actions, flow: flow,
                                                          selector: selector))
        }
    }
}

extension ObjCFileReader {
    /// `return @[[A class], [B class], …];`: the classes, in order; nil for any other body.
    static func classList(_ source: String) -> [String]? {
        guard let open = source.range(of: "return @["), let close = source.range(of: "];", range: open.upperBound..<source.endIndex)
        else { return nil }
        var classes: [String] = []
        for element in source[open.upperBound..<close.lowerBound].split(separator: ",") {
            let text = element.trimmedLines
            guard !text.isEmpty else { continue }
            guard text.hasPrefix("["), text.hasSuffix(" class]") else { return nil }
            let name = text.dropFirst().dropLast(" class]".count)
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            classes.append(String(name))
        }
        return classes.isEmpty ? nil : classes
    }

    /// In a page data source, `[[list[i] alloc] init…]` with `list = X.name` (or `[X name]`): `name`.
    static func pageListName(_ source: String) -> String? {
        guard let alloc = source.range(of: "[[") else { return nil }
        let rest = source[alloc.upperBound...]
        let local = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !local.isEmpty, rest.dropFirst(local.count).hasPrefix("["), rest.contains(" alloc]") else { return nil }
        for line in source.split(separator: ";") where line.contains("*\(local) =") || line.contains("* \(local) =") || line.contains(" \(local) =") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            let value = line[line.index(after: eq)...].trimmedLines
            if let dot = value.lastIndex(of: ".") { return String(value[value.index(after: dot)...]).trimming("] ") }
            if value.hasPrefix("["), let space = value.lastIndex(of: " ") {
                return String(value[value.index(after: space)...]).trimming("]")
            }
        }
        return nil
    }
}
