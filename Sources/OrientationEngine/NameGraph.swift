// Cycles among named things (methods calling methods, containers holding containers),
// found in time linear in the graph: a file of thousands of methods each calling the
// next must validate as fast as it parses. Searching from every name with the path so
// far (as validation once did) is cubic on such a chain, and exponential on diamonds.

/// A directed graph of names; edges to names it does not hold are ignored (their own
/// check reports them).
struct NameGraph {
    private let index: [String: Int]
    private let names: [String]
    private let successors: [[Int]]
    /// Edges followed by the searches so far (tests: the work stays linear).
    private(set) var edgesVisited = 0

    init(_ edges: [(name: String, next: [String])]) {
        var index: [String: Int] = [:]
        var names: [String] = []
        for (name, _) in edges where index[name] == nil {
            index[name] = names.count
            names.append(name)
        }
        var successors = [[Int]](repeating: [], count: names.count)
        for (name, next) in edges {
            guard let from = index[name] else { continue }
            successors[from] += next.compactMap { index[$0] }
        }
        self.index = index
        self.names = names
        self.successors = successors
    }

    /// The first of `order` that lies on a cycle, with the shortest way back to it:
    /// `[a, b, a]`. Nil when the graph has no cycle.
    mutating func firstCycle(in order: [String]) -> [String]? {
        let onCycle = nodesOnCycles()
        let index = self.index
        guard let start = order.lazy.compactMap({ index[$0] }).first(where: { onCycle[$0] }) else { return nil }
        return shortestCycle(through: start).map { $0.map { names[$0] } }
    }

    /// Whether each node lies on a cycle: its strongly connected component (Tarjan's,
    /// without recursion, so a long chain cannot overflow the stack) has two or more
    /// nodes, or it has an edge to itself.
    private mutating func nodesOnCycles() -> [Bool] {
        let count = names.count
        var order = [Int](repeating: -1, count: count), low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count), onCycle = [Bool](repeating: false, count: count)
        var stack: [Int] = [], next = 0
        for root in 0..<count where order[root] < 0 {
            var frames: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = next; low[root] = next; next += 1
            stack.append(root); onStack[root] = true
            while let (node, edge) = frames.last {
                if edge < successors[node].count {
                    frames[frames.count - 1].edge += 1
                    edgesVisited += 1
                    let target = successors[node][edge]
                    if target == node { onCycle[node] = true }
                    if order[target] < 0 {
                        order[target] = next; low[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 { for member in component { onCycle[member] = true } }
            }
        }
        return onCycle
    }

    /// Breadth-first from `start` until an edge leads back to it.
    private mutating func shortestCycle(through start: Int) -> [Int]? {
        var cameFrom = [Int](repeating: -1, count: names.count)
        var queue = [start], head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in successors[node] {
                edgesVisited += 1
                if target == start {
                    var path = [start], step = node
                    while step != start {
                        path.append(step)
                        step = cameFrom[step]
                    }
                    return [start] + Array(path[1...].reversed()) + [start]
                }
                if cameFrom[target] < 0 {
                    cameFrom[target] = node
                    queue.append(target)
                }
            }
        }
        return nil
    }
}
