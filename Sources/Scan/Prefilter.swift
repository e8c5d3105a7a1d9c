// Scan's speed tricks, in one place: a function body is walked for actions only when
// its bytes hold one of the words an action needs (most bodies hold none), and a body
// left unwalked is read later only if it calls a function of its type that acts; such a
// body is not even parsed when QuietBodies.swift (beside this file, reading these words)
// can blank it first. A word the readers act on that is missing here would make an idiom
// vanish silently: PrefilterTests checks every call and property name the Swift call-site
// reader matches.

/// The words the Swift reader's pre-filter looks for.
enum Prefilter {
    /// Without one of these, a body can neither present, push, force, set a root, turn
    /// a player nor flip a flag.
    static let swiftActionWords = [
        "present", "push", "show", "dismiss", "pop", "rootViewController", "modalPresentationStyle", "setValue",
        "attemptRotation", "setNeedsUpdateOf", "requestGeometryUpdate", "transform", "viewControllers", "ViewControllers", "toggle",
        "addChild", "setViewController", "dataSource", "= true", "= false", "= !",
        // iOS 18's tabs: a tab bar's children (`tabs = [UITab(…) { _ in library }]`).
        "UITab", "UISearchTab",
        // A controller built and stored (a custom container's child slot).
        "Controller(",
        // The app delegate's rotation state set (`appDelegate.orientationLock = .portrait`).
        "AppDelegate", "appDelegate",
        // A controller handing itself to a helper object (`RuleRows(host: self)`).
        ": self)", ": self,",
    ]

    static let swiftActions = WordSet(swiftActionWords)

    /// A property's closure initializer is read for the controller it returns only when it names one.
    static let controllerWords = WordSet(["Controller"])

    /// Without one of these, a SwiftUI type's members present nothing (its shows are not read).
    static let swiftUIShowWords = ["sheet", "fullScreenCover", "popover", "NavigationLink", "navigationDestination"]

    static let swiftUIShows = WordSet(swiftUIShowWords)
}

/// Words to find in a file's bytes: one pass over a range finds any of them, trying at
/// each byte only the words that start with it, and only where the next byte can follow
/// (most positions fail that one bit test). Cheap to make (a body's search and each
/// deferred round make one).
struct WordSet: Sendable {
    /// The words' bytes back to back, ordered by first byte; those starting with byte b
    /// are the ranges `bounds[Int(offsets[b])..<Int(offsets[b + 1])]` of `bytes`. One
    /// flat array: an array of arrays retained each word at every candidate position.
    private let bytes: [UInt8]
    private let bounds: [Range<Int>]
    private let offsets: [Int32]
    /// Bit `second & 63` of `follows[first]`: some word starts with `first, second`.
    private let follows: [UInt64]
    private let shortest: Int
    var isEmpty: Bool { bounds.isEmpty }

    init(_ list: [String]) {
        let words = list.map { Array($0.utf8) }.filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
        var bytes: [UInt8] = []
        var bounds: [Range<Int>] = []
        var offsets = [Int32](repeating: 0, count: 257)
        var follows = [UInt64](repeating: 0, count: 256)
        for word in words {
            bounds.append(bytes.count..<(bytes.count + word.count))
            bytes += word
            offsets[Int(word[0]) + 1] += 1
            if word.count > 1 { follows[Int(word[0])] |= 1 << UInt64(word[1] & 63) }
        }
        for b in 0..<256 { offsets[b + 1] += offsets[b] }
        self.bytes = bytes
        self.bounds = bounds
        self.offsets = offsets
        self.follows = follows
        shortest = words.map(\.count).min() ?? 0
    }

    /// Whether any word lies wholly within `text[start..<end]`.
    func occurs(in text: [UInt8], from start: Int, to rawEnd: Int) -> Bool {
        let end = min(rawEnd, text.count)
        guard start < end, !isEmpty else { return false }
        return text.withUnsafeBufferPointer { buffer in
            bytes.withUnsafeBufferPointer { words in
                bounds.withUnsafeBufferPointer { bounds in
                    offsets.withUnsafeBufferPointer { offsets in
                        follows.withUnsafeBufferPointer { follows in
                            for i in start..<end {
                                let b = Int(buffer[i])
                                let lo = Int(offsets[b]), hi = Int(offsets[b + 1])
                                if lo == hi { continue }
                                // One-byte words match here; longer ones need their second byte.
                                if shortest > 1 {
                                    guard i + 1 < end, follows[b] >> UInt64(buffer[i + 1] & 63) & 1 == 1 else { continue }
                                }
                                for w in lo..<hi where i + bounds[w].count <= end {
                                    let word = bounds[w]
                                    var k = 1
                                    while k < word.count, buffer[i + k] == words[word.lowerBound + k] { k += 1 }
                                    if k == word.count { return true }
                                }
                            }
                            return false
                        }
                    }
                }
            }
        }
    }
}
