import Foundation

/// Line starts of a file's UTF-8 bytes: a node's line by binary search. swift-syntax's
/// SourceLocationConverter walks the whole tree to build the same table, which costs as
/// much as a fifth of the parse.
struct LineStarts: Sendable {
    private let starts: [Int]

    /// Offsets where lines start, the first 0, ascending.
    init(starts: [Int]) { self.starts = starts }

    init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            // memchr: the newlines are found a word at a time, not a byte at a time.
            while offset < buffer.count, let hit = memchr(base + offset, 10, buffer.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(offset)
            }
        }
        self.starts = starts
    }

    /// 1-based.
    func line(of offset: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }
}
