// A real app's console log: the `-[Receiver selector]` lines its NSLog calls printed,
// whatever came before them (NSLog's date and process, Xcode's console, `log stream`).

import Foundation

/// One Objective-C message as logs and traces print it.
public struct Call: Hashable, Sendable, CustomStringConvertible {
    public var receiver: String
    public var selector: String

    public init(_ receiver: String, _ selector: String) {
        self.receiver = receiver
        self.selector = selector
    }

    public var description: String { "-[\(receiver) \(selector)]" }

    /// R20b: a geometry request's error 101, as the app's own error handler logs it
    /// (UIKit prints nothing): compared in order like a call.
    public static let geometryError = Call("UIWindowScene", "requestGeometryUpdate:errorHandler: error 101")

    /// Whether a log line or a trace line is that error.
    static func isGeometryError<S: StringProtocol>(_ text: S) -> Bool {
        text.contains("UISceneErrorDomain Code=101")
    }
}

/// A call found on a line of the log.
struct LoggedCall: Equatable {
    var call: Call
    /// 1-based line of the log file.
    var line: Int
    /// `rotation` of `rotation[20923:3973796]`; nil when the line does not say.
    var process: String?
}

struct DeviceLog {
    /// The calls of the scenario's classes, from the app's own process.
    var calls: [LoggedCall] = []
    var lineCount = 0
    /// Calls of the scenario's classes with selectors the sandbox does not model
    /// (`viewDidLoad`), by count.
    var unmodelled: [Call: Int] = [:]
    /// Lines with a call of the scenario's classes, but from another process.
    var otherProcesses: [String: Int] = [:]

    /// Keeps the calls whose receiver is in `receivers` and whose selector
    /// `isModelled` (for that receiver); when several processes log such calls, the
    /// one that logs most is the app.
    static func parse(_ text: String, receivers: Set<String>, isModelled: (Call) -> Bool) -> DeviceLog {
        var log = DeviceLog()
        var found: [LoggedCall] = []
        // Split on bytes: logs are large, and "\r\n" is one Character to String.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (offset, bytes) in lines.enumerated() {
            var line = Substring(bytes)
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard let (call, process) = parseLine(line), receivers.contains(call.receiver) else { continue }
            if isModelled(call) {
                found.append(LoggedCall(call: call, line: offset + 1, process: process))
            } else {
                log.unmodelled[call, default: 0] += 1
            }
        }
        log.lineCount = lines.count
        var perProcess: [String: Int] = [:]
        for entry in found { if let process = entry.process { perProcess[process, default: 0] += 1 } }
        // Ties go to the process named first, so the choice does not depend on hashing.
        let app = perProcess.keys.max { a, b in
            perProcess[a]! != perProcess[b]! ? perProcess[a]! < perProcess[b]!
                : (found.firstIndex { $0.process == a } ?? 0) > (found.firstIndex { $0.process == b } ?? 0)
        }
        for entry in found {
            if let process = entry.process, let app, process != app {
                log.otherProcesses[process, default: 0] += 1
            } else {
                log.calls.append(entry)
            }
        }
        return log
    }

    // MARK: one line

    /// The first `-[Receiver selector]` on the line and the process its prefix names.
    static func parseLine(_ line: Substring) -> (Call, String?)? {
        let bytes = line.utf8
        var from = bytes.startIndex
        while let dash = bytes[from...].firstIndex(of: UInt8(ascii: "-")) {
            let open = bytes.index(after: dash)
            guard open < bytes.endIndex else { return nil }
            if bytes[open] == UInt8(ascii: "["), let call = call(after: line[bytes.index(after: open)...]) {
                return (call, process(in: line[..<dash]))
            }
            from = open
        }
        if Call.isGeometryError(line) {
            // The handler's own words come between NSLog's `process[pid:tid]` and the error:
            // only that header names the process.
            let header = line.firstIndex(of: "]").map { line[...$0] }
            return (Call.geometryError, header.flatMap { process(in: $0) })
        }
        return nil
    }

    private static func isNameCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_")
    }

    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_"
    }

    /// `NavVC supportedInterfaceOrientations]…` → the call; nil when the text is not
    /// one (a block's `__39-[NavVC foo]_block_invoke` is no call of `foo`).
    private static func call(after text: Substring) -> Call? {
        // Names are short: looking no further keeps a hostile line (`-[a -[a -[a …`) linear.
        let scalars = text.unicodeScalars
        guard let space = scalars.prefix(256).firstIndex(of: " ") else { return nil }
        let selectorStart = scalars.index(after: space)
        guard let close = scalars[selectorStart...].prefix(512).firstIndex(where: { $0 == "]" || $0 == " " }),
              scalars[close] == "]" else { return nil }
        let receiver = normalizedReceiver(text[..<space])
        let selectorText = text[selectorStart..<close]
        guard let receiver, let selector = normalizedSelector(selectorText) else { return nil }
        if text[text.index(after: close)...].hasPrefix("_block_invoke") { return nil }
        return Call(receiver, selector)
    }

    /// `UINavigationController(Rotation)` (a category) → `UINavigationController`;
    /// `MyApp.NavVC` (Swift's qualified name) → `NavVC`.
    private static func normalizedReceiver(_ text: Substring) -> String? {
        var name = text
        if name.hasSuffix(")"), let open = name.firstIndex(of: "(") { name = name[..<open] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
              name.unicodeScalars.allSatisfy(isNameScalar) else { return nil }
        return String(name)
    }

    /// Selectors as Objective-C prints them; Swift's `#function` forms
    /// (`viewWillAppear(_:)`, `viewWillTransition(to:with:)`) become the selector.
    static func normalizedSelector(_ text: Substring) -> String? {
        guard let first = text.unicodeScalars.first, isNameScalar(first), !("0"..."9").contains(first) else { return nil }
        if text.unicodeScalars.allSatisfy({ isNameScalar($0) || $0 == ":" }) { return String(text) }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let swiftName = String(text)
        if let known = swiftSelectors[swiftName] { return known }
        let base = text[..<open]
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard base.allSatisfy(isNameCharacter), labels.allSatisfy({ $0.allSatisfy(isNameCharacter) }) else { return nil }
        guard let firstLabel = labels.first else { return String(base) }
        var selector = String(base)
        selector += firstLabel == "_" ? ":" : "With" + firstLabel.prefix(1).uppercased() + firstLabel.dropFirst() + ":"
        for label in labels.dropFirst() { selector += label + ":" }
        return selector
    }

    /// Swift names of the UIKit methods whose selectors the generic rule would get wrong.
    static let swiftSelectors = [
        "viewWillTransition(to:with:)": "viewWillTransitionToSize:withTransitionCoordinator:",
        "willTransition(to:with:)": "willTransitionToTraitCollection:withTransitionCoordinator:",
        "application(_:supportedInterfaceOrientationsFor:)": "application:supportedInterfaceOrientationsForWindow:",
        "shouldAutorotate(to:)": "shouldAutorotateToInterfaceOrientation:",
        "willRotate(to:duration:)": "willRotateToInterfaceOrientation:duration:",
        "willAnimateRotation(to:duration:)": "willAnimateRotationToInterfaceOrientation:duration:",
        "didRotate(from:)": "didRotateFromInterfaceOrientation:",
    ]

    /// The process a prefix names: `… rotation[20923:3973796] ` (NSLog, Xcode),
    /// `… rotation[20923]: (Foundation) ` (syslog style), `… 0  rotation: ` (`log stream`).
    static func process(in prefix: Substring) -> String? {
        // The last few words are enough; scalars, not Characters, for speed on big logs.
        let tail = prefix.unicodeScalars.suffix(160)
        var words = tail.split { $0 == " " || $0 == "\t" }.map { Substring($0) }
        // Subsystem and category columns: `(UIKitCore)`, `[com.example:ui]`.
        while let last = words.last, (last.hasPrefix("(") && last.hasSuffix(")")) || (last.hasPrefix("[") && last.hasSuffix("]")) {
            words.removeLast()
        }
        guard var word = words.last else { return nil }
        if word.hasSuffix(":") { word = word.dropLast() }
        if word.hasSuffix("]"), let open = word.firstIndex(of: "[") {
            let inside = word[word.index(after: open)..<word.index(before: word.endIndex)]
            guard inside.first?.isNumber == true else { return nil }
            word = word[..<open]
        } else if !prefix.hasSuffix(": ") && !prefix.hasSuffix(":") {
            return nil
        }
        guard let first = word.first, first.isLetter else { return nil }
        return String(word)
    }
}
