// Containment an Objective-C statement sets up, for a container handed its children at
// construction (`[[Sidebar alloc] initWithMain:nav side:tags]`, whose `init` stores them in
// properties it adds as children): read by ChildSlots.settleHeld once the project is read.

import Foundation

extension ObjCCallSites {
    /// Containment a statement sets up: controllers handed to an `init`, own properties added
    /// as children, a property stored from a name.
    mutating func readHolding(_ raw: String, at: SourceLocation) {
        guard raw.holds("alloc]") || raw.holds("addChildViewController:") || raw.holds("=") else { return }
        let t = raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        if let r = t.find("[self addChildViewController:") {
            if let property = ObjCText.ownProperty(Self.argument(t[r.upperBound...])) { childProperties.append(property) }
        }
        if let start = t.find("[["), let alloc = t.find(" alloc] init"), start.upperBound <= alloc.lowerBound {
            let cls = String(t[start.upperBound..<alloc.lowerBound])
            var rest = t[t.index(alloc.lowerBound, offsetBy: 8)...]
            var arguments: [HeldConstruction.Argument] = []
            while let colon = rest.firstIndex(of: ":") {
                let label = String(rest[..<colon]).trimmedSpaces
                let value = Self.argument(rest[rest.index(after: colon)...])
                guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
                if label != "initWithRootViewController", let made = instance(value, at: at), !SwiftCallSites.holdsUnknown(made) {
                    arguments.append(HeldConstruction.Argument(label: label, value: made))
                }
                rest = rest[rest.index(after: colon)...].dropFirst(value.count)
            }
            if cls.first?.isUppercase == true, cls.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !arguments.isEmpty {
                held.append(HeldConstruction(className: cls, arguments: arguments))
            }
        }
        if let eq = t.firstIndex(of: "="), !t.holds("=="), t.first != "[" {
            let target = t[..<eq].trimmedSpaces
            let value = t[t.index(after: eq)...].trimmedSpaces
            if let property = ObjCText.ownProperty(target), !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                stores.append((property, value))
            }
        }
    }

    /// Children a container sets on itself (`[self setViewControllers:@[feed, search] animated:NO]`,
    /// `self.viewControllers = tabs`, a tab bar filling its own tabs): true when `t` was that.
    mutating func readOwnChildren(_ t: String, at: SourceLocation) -> Bool {
        let list: String
        if t.hasPrefix("[self setViewControllers:") {
            list = Self.argument(t.dropFirst("[self setViewControllers:".count))
        } else if let eq = t.firstIndex(of: "="), !t.holds("=="), t[..<eq].trimmedSpaces == "self.viewControllers" {
            list = t[t.index(after: eq)...].trimmedSpaces
        } else {
            return false
        }
        guard let elements = elements(list) else { return false }
        selfChildren = elements.map { instance($0, at: at) ?? .unknown(text: $0, location: at) }
        return true
    }

    /// The elements of an array literal (`@[a, [[B alloc] init]]`) or of the local holding one.
    func elements(_ list: String) -> [String]? {
        let t = list.trimmedSpaces
        return Self.arrayElements(t) ?? arrays[t]
    }

    /// `@[a, [[B alloc] init], [self c]]` → its elements as written (commas inside brackets,
    /// parentheses and string literals do not split); nil for anything else.
    static func arrayElements(_ raw: String) -> [String]? {
        let t = raw.trimmedSpaces
        guard t.hasPrefix("@["), t.hasSuffix("]") else { return nil }
        var out: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        for ch in t.dropFirst(2).dropLast() {
            if ch == "\"" { quoted.toggle() }
            if !quoted {
                if ch == "[" || ch == "(" || ch == "{" { depth += 1 }
                if ch == "]" || ch == ")" || ch == "}" { depth -= 1 }
                if ch == ",", depth == 0 {
                    out.append(current.trimmedSpaces)
                    current = ""
                    continue
                }
            }
            current.append(ch)
        }
        if !current.trimmedSpaces.isEmpty { out.append(current.trimmedSpaces) }
        return depth == 0 ? out.filter { !$0.isEmpty } : nil
    }
}
