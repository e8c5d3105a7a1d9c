// The one place `lint FOLDER` meets `scan` (issue 27): a project folder becomes a
// scenario's YAML here. Until the Scan target is merged, a folder is refused.

/// A project folder scanned into a scenario file's text.
public struct ScannedProject: Sendable {
    /// The scenario YAML, with `# path:line` references and a `# scanned: FOLDER` header.
    public var yaml: String
    /// The name messages use for it.
    public var name: String
}

public struct ScanUnavailable: Error, Sendable, CustomStringConvertible {
    public var description: String { "scan is not available in this build (lint a scenario file instead)" }
}

/// Scans an Xcode project folder. Wired to the Scan target when it is merged.
public func scanProject(_ folder: String) throws -> ScannedProject {
    throw ScanUnavailable()
}
