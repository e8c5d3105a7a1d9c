// What an Objective-C file declares beyond its classes' methods: its names for the device
// idiom, an interface's properties and their classes, a setter that makes a child slot.

import Foundation
import OrientationEngine

extension ObjCFileReader {
    /// The file's names for the idiom: `#define IS_IPHONE (… == UIUserInterfaceIdiomPhone)`
    /// and C functions of no arguments returning it (`static inline BOOL IsIpad(void) { return …; }`),
    /// each true when it holds on the iPad.
    static func idiomNames(_ source: String) -> [String: Bool] {
        var out: [String: Bool] = [:]
        for line in source.split(separator: "\n") where line.contains("Idiom") {
            let t = line.trimmedSpaces
            if t.hasPrefix("#define ") {
                let rest = t.dropFirst(8).drop { $0 == " " }
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                var value = rest.dropFirst(name.count)
                if value.hasPrefix("()") { value = value.dropFirst(2) }
                if !name.isEmpty, value.first == " " || value.first == "(" || value.first == "\t",
                   let pad = SwiftAnswers.padTakesThen(String(value)) { out[String(name)] = pad }
            }
        }
        // `BOOL IsIpad(void) { return …; }`, possibly over several lines.
        var rest = Substring(source)
        while let r = rest.range(of: "BOOL ") {
            rest = rest[r.upperBound...]
            let name = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { continue }
            let after = rest.drop { $0 == " " }.dropFirst(name.count).filter { !$0.isWhitespace }
            guard after.hasPrefix("()") || after.hasPrefix("(void)"), let open = after.firstIndex(of: "{"),
                  after[..<open] == "()" || after[..<open] == "(void)", after[open...].hasPrefix("{return"),
                  let end = after[open...].firstIndex(of: ";") else { continue }
            let returned = String(after[after.index(open, offsetBy: 7)..<end])
            if let pad = SwiftAnswers.padTakesThen(returned) { out[String(name)] = pad }
        }
        return out
    }
}

extension ObjCReader {
    /// The `@property (…) Type *name;` lines of the `@interface` at `start`, up to its `@end`:
    /// each name with its class.
    static func declaredProperties(_ text: ObjCText, from start: Int) -> [(String, String)] {
        let code = text.code
        var out: [(String, String)] = []
        for i in (start + 1)..<code.count where code[i] == UInt8(ascii: "@") {
            let word = text.word(at: i + 1)
            if word == "end" || word == "interface" || word == "implementation" { break }
            if let (name, type) = text.property(at: i) { out.append((name, type)) }
        }
        return out
    }

    /// `- (void)setFrontController:(UIViewController *)vc { … [self addChildViewController:vc]; … }`:
    /// the property whose setter adds what it is given as a child (`frontController`).
    static func childSlot(selector: String, signature: String, body: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1,
              let parameter = ObjCText.labelledParameters(of: signature).first?.name else { return nil }
        let name = selector.dropFirst(3).dropLast()
        guard let first = name.first, first.isUppercase else { return nil }
        let slot = first.lowercased() + name.dropFirst()
        // What it adds: the parameter, or the property just set from it.
        let compact = body.replacingOccurrences(of: " ", with: "")
        return [parameter, "self.\(slot)", "_\(slot)"].contains { compact.contains("[selfaddChildViewController:\($0)]") } ? slot : nil
    }
}
