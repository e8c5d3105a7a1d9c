// A place in a file: a scenario's own line, or the project source a scanned value came from.

public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, as compilers print it (line 0: the file alone; column 0, a place
    /// known to the line only, as scanned sources are: `path:line`).
    public var description: String {
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }

    public static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
}
