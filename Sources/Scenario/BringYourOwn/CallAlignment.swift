// Lining up two call sequences: the engine's and the log's. UIKit asks the same masks
// an implementation-defined number of times, so by default each run of queries between
// two other calls is compared as a set (each query once, in the engine's order); the
// rest, and everything with `--exact`, in order.

/// One line of the comparison: a call in order, or one member of a set of queries.
struct AlignedItem: Equatable {
    var call: Call
    var isQuery: Bool
    /// Index of its first occurrence in the side's list of calls.
    var source: Int
    /// How many times the set held it (1 in order).
    var count: Int
}

/// One step of the edit script, by item index: engine items on the left, log items on the right.
enum Edit: Equatable {
    case equal(Int, Int)
    /// Only in the engine's trace: missing from the log.
    case delete(Int)
    /// Only in the log: an extra call.
    case insert(Int)
}

/// What differs, named as a person would.
struct Divergence: Equatable {
    enum Kind: String { case extra, missing, reordered }
    var kind: Kind
    var call: Call
    var engineItem: Int?
    var logItem: Int?
    /// Reordered: the call it changed places with, and that call's log item.
    var passed: Call?
    var passedLogItem: Int?
    /// Reordered: whether the log has `call` first (else `passed` first).
    var logHasCallFirst = false
    /// Position in the edit script.
    var position: Int
}

enum CallAlignment {
    /// The items of one side. `rank` orders the members of a set (the engine's first
    /// occurrence), so equal sets read the same on both sides.
    static func items(_ calls: [(call: Call, isQuery: Bool)], sets: Bool, rank: [Call: Int]) -> [AlignedItem] {
        guard sets else {
            return calls.enumerated().map { AlignedItem(call: $1.call, isQuery: $1.isQuery, source: $0, count: 1) }
        }
        var items: [AlignedItem] = []
        var pending: [AlignedItem] = []
        func flush() {
            let order = pending.enumerated().sorted { a, b in
                let ra = rank[a.element.call] ?? Int.max, rb = rank[b.element.call] ?? Int.max
                return ra != rb ? ra < rb : a.offset < b.offset
            }
            items += order.map(\.element)
            pending.removeAll()
        }
        for (index, entry) in calls.enumerated() {
            if entry.isQuery {
                if let seen = pending.firstIndex(where: { $0.call == entry.call }) {
                    pending[seen].count += 1
                } else {
                    pending.append(AlignedItem(call: entry.call, isQuery: true, source: index, count: 1))
                }
            } else {
                flush()
                items.append(AlignedItem(call: entry.call, isQuery: false, source: index, count: 1))
            }
        }
        flush()
        return items
    }

    /// A shortest edit script (Myers) from `a` to `b`. Past `maxEdits` differences the
    /// middle becomes one block replaced, which keeps time and memory bounded.
    static func diff<T: Equatable>(_ a: [T], _ b: [T], maxEdits: Int = 1_000) -> [Edit] {
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        var edits = (0..<start).map { Edit.equal($0, $0) }
        let middle = myers(Array(a[start..<endA]), Array(b[start..<endB]), maxEdits: maxEdits)
            ?? (Array((0..<(endA - start)).map(Edit.delete)) + (0..<(endB - start)).map(Edit.insert))
        for edit in middle {
            switch edit {
            case .equal(let i, let j): edits.append(.equal(i + start, j + start))
            case .delete(let i): edits.append(.delete(i + start))
            case .insert(let j): edits.append(.insert(j + start))
            }
        }
        edits += (0..<(a.count - endA)).map { Edit.equal(endA + $0, endB + $0) }
        return edits
    }

    private static func myers<T: Equatable>(_ a: [T], _ b: [T], maxEdits: Int) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 { return (0..<n).map(Edit.delete) + (0..<m).map(Edit.insert) }
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // The furthest x per diagonal before each round, kept for the walk back.
        var rounds: [[Int]] = []
        for d in 0...limit {
            rounds.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { return walkBack(rounds, d: d, n: n, m: m) }
            }
        }
        return nil
    }

    private static func walkBack(_ rounds: [[Int]], d final: Int, n: Int, m: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: final, to: 0, by: -1) {
            let v = rounds[d]
            func at(_ k: Int) -> Int { v[k + d + 1] }
            let k = x - y
            let down = k == -d || (k != d && at(k - 1) < at(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.equal(x, y))
            }
            if down { edits.append(.insert(y - 1)) } else { edits.append(.delete(x - 1)) }
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            edits.append(.equal(x, y))
        }
        return edits.reversed()
    }

    /// The script's differences in order; a call missing in one place and extra a few
    /// lines away is one reordered pair.
    static func divergences(_ edits: [Edit], engine: [AlignedItem], log: [AlignedItem]) -> [Divergence] {
        var result: [Divergence] = []
        var paired: Set<Int> = []
        for (position, edit) in edits.enumerated() where !paired.contains(position) {
            switch edit {
            case .equal: continue
            case .delete(let i):
                if let (partner, passed) = reorderPartner(edits, from: position, engine: engine, log: log, call: engine[i].call) {
                    paired.insert(partner)
                    guard case .insert(let j) = edits[partner] else { continue }
                    result.append(Divergence(kind: .reordered, call: engine[i].call, engineItem: i, logItem: j,
                                             passed: passed.call, passedLogItem: passed.logItem, logHasCallFirst: false,
                                             position: position))
                } else {
                    result.append(Divergence(kind: .missing, call: engine[i].call, engineItem: i, position: position))
                }
            case .insert(let j):
                if let (partner, passed) = reorderPartner(edits, from: position, engine: engine, log: log, call: log[j].call) {
                    paired.insert(partner)
                    guard case .delete(let i) = edits[partner] else { continue }
                    result.append(Divergence(kind: .reordered, call: log[j].call, engineItem: i, logItem: j,
                                             passed: passed.call, passedLogItem: passed.logItem, logHasCallFirst: true,
                                             position: position))
                } else {
                    result.append(Divergence(kind: .extra, call: log[j].call, logItem: j, position: position))
                }
            }
        }
        return result
    }

    /// The opposite edit of the same call a little further on (at most three agreeing
    /// items and sixteen edits between), and the first call it moved across with its log item.
    private static func reorderPartner(
        _ edits: [Edit], from position: Int, engine: [AlignedItem], log: [AlignedItem], call: Call
    ) -> (Int, (call: Call, logItem: Int?))? {
        let isDelete: Bool
        if case .delete = edits[position] { isDelete = true } else { isDelete = false }
        var between: (call: Call, logItem: Int?)?
        var equals = 0
        var q = position + 1
        while q < min(edits.count, position + 17), equals <= 3 {
            switch edits[q] {
            case .equal(let i, let j):
                equals += 1
                if between == nil { between = (engine[i].call, j) }
            case .delete(let i):
                if !isDelete, engine[i].call == call, let between { return (q, between) }
                if between == nil { between = (engine[i].call, nil) }
            case .insert(let j):
                if isDelete, log[j].call == call, let between { return (q, between) }
                if between == nil { between = (log[j].call, j) }
            }
            q += 1
        }
        return nil
    }

    /// Unified diff of the items (`-` engine only, `+` log only) with `context` lines.
    static func unifiedDiff(_ edits: [Edit], engine: [AlignedItem], log: [AlignedItem], context: Int = 3) -> [String] {
        let changed = edits.indices.filter { if case .equal = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var hunks: [ClosedRange<Int>] = []
        for position in changed {
            let range = max(0, position - context)...min(edits.count - 1, position + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var lines: [String] = []
        for hunk in hunks {
            var engineStart: Int?, logStart: Int?
            var engineCount = 0, logCount = 0
            var body: [String] = []
            for edit in edits[hunk] {
                switch edit {
                case .equal(let i, let j):
                    engineStart = engineStart ?? i
                    logStart = logStart ?? j
                    engineCount += 1
                    logCount += 1
                    body.append(" \(engine[i].call)")
                case .delete(let i):
                    engineStart = engineStart ?? i
                    engineCount += 1
                    body.append("-\(engine[i].call)")
                case .insert(let j):
                    logStart = logStart ?? j
                    logCount += 1
                    body.append("+\(log[j].call)")
                }
            }
            // An empty side starts at the item before (unified diff's convention).
            let a = engineCount == 0 ? position(before: hunk.lowerBound, edits, engine: true) : engineStart! + 1
            let b = logCount == 0 ? position(before: hunk.lowerBound, edits, engine: false) : logStart! + 1
            lines.append("@@ -\(a),\(engineCount) +\(b),\(logCount) @@")
            lines += body
        }
        return lines
    }

    /// How many items of a side come before script position `p`.
    private static func position(before p: Int, _ edits: [Edit], engine: Bool) -> Int {
        edits[..<p].reduce(0) { total, edit in
            switch edit {
            case .equal: total + 1
            case .delete: engine ? total + 1 : total
            case .insert: engine ? total : total + 1
            }
        }
    }
}
