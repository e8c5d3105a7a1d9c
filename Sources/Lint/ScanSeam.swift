// Where `lint FOLDER` meets `scan` (issue 27): a project folder becomes a scenario's
// YAML. The scanning itself is the command line's (Sources/rotation-sandbox/LintScan.swift,
// the Scan target): this library stays free of swift-syntax.

/// A project folder scanned into a scenario file's text.
public struct ScannedProject: Sendable {
    /// The scenario YAML, with `# path:line` references and a `# scanned: FOLDER` header.
    public var yaml: String
    /// The name messages use for the scenario itself.
    public var name: String

    public init(yaml: String, name: String) {
        self.yaml = yaml
        self.name = name
    }
}
