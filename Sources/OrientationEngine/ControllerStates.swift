// Every controller's runtime state, by ControllerID. Read and written like an array; stored
// in chunks that copies of the state share, so a copied engine that changes one controller
// copies that controller's chunk and the list of chunks, not every controller's state (an
// explorer copies the engine at every step, and a real app has hundreds of controllers).

/// The controllers' states, indexed by `ControllerID`: an array in chunks shared by copies.
public struct ControllerStates: Sendable, Equatable, RandomAccessCollection, MutableCollection {
    /// Controllers per chunk: a change copies this many states and `count / chunkSize` references.
    static let shift = 4
    static let chunkSize = 1 << shift
    private static let mask = chunkSize - 1

    private var chunks: [[ControllerState]]
    public private(set) var count: Int

    public init(_ states: [ControllerState]) {
        count = states.count
        chunks = stride(from: 0, to: states.count, by: Self.chunkSize).map { start in
            Array(states[start..<Swift.min(start + Self.chunkSize, states.count)])
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public subscript(position: Int) -> ControllerState {
        get {
            precondition(position >= 0 && position < count, "ControllerStates: index out of range")
            return chunks[position >> Self.shift][position & Self.mask]
        }
        set {
            precondition(position >= 0 && position < count, "ControllerStates: index out of range")
            chunks[position >> Self.shift][position & Self.mask] = newValue
        }
        _modify {
            precondition(position >= 0 && position < count, "ControllerStates: index out of range")
            yield &chunks[position >> Self.shift][position & Self.mask]
        }
    }

    /// One more controller's state, at index `count`.
    public mutating func append(_ state: ControllerState) {
        if count & Self.mask == 0 {
            chunks.append([state])
        } else {
            chunks[chunks.count - 1].append(state)
        }
        count += 1
    }

    /// The controllers whose state differs from `other`'s (same count; nil when the counts
    /// differ), in order. Chunks both share are skipped unread, so after one step of an
    /// engine copied from `other` this costs the chunks the step changed.
    public func changed(since other: ControllerStates) -> [ControllerID]? {
        guard count == other.count else { return nil }
        var result: [ControllerID] = []
        for chunk in chunks.indices where chunks[chunk] != other.chunks[chunk] {
            let mine = chunks[chunk], theirs = other.chunks[chunk]
            for offset in mine.indices where mine[offset] != theirs[offset] {
                result.append(chunk << Self.shift + offset)
            }
        }
        return result
    }

    public static func == (lhs: ControllerStates, rhs: ControllerStates) -> Bool {
        lhs.count == rhs.count && lhs.chunks == rhs.chunks
    }
}

extension ControllerStates: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: ControllerState...) { self.init(elements) }
}
