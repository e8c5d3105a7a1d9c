// Titles compared and hashed by their UTF-8 bytes. `==` and `hashValue` on String treat
// canonically equivalent text as equal, which normalises any non-ASCII string on every
// comparison; a title the engine lists and the same title tapped are the same bytes.

extension String {
    /// The same UTF-8 bytes (no Unicode normalisation).
    public func sameBytes(as other: String) -> Bool {
        let a = utf8, b = other.utf8
        guard a.count == b.count else { return false }
        let fast = a.withContiguousStorageIfAvailable { left in
            b.withContiguousStorageIfAvailable { right in
                left.elementsEqual(right)
            }
        }
        if let known = fast ?? nil { return known }
        return a.elementsEqual(b)
    }
}

/// A string as a set or dictionary key by its bytes.
public struct ByteKey: Hashable, Sendable {
    public let text: String

    public init(_ text: String) { self.text = text }

    public static func == (lhs: ByteKey, rhs: ByteKey) -> Bool { lhs.text.sameBytes(as: rhs.text) }

    public func hash(into hasher: inout Hasher) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if done == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
}
