// The code an iOS build of the target compiles: `#if os(tvOS)`, `#if targetEnvironment(
// macCatalyst)` or `#if DEBUG` arms are not the iPhone app's, and a reader that sees them
// takes another platform's root, presentation or mask for this one's.

import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// An iOS device build (Release) of the scanned target, as `#if` sees it.
struct IOSBuildConfiguration: BuildConfiguration, Sendable {
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the target's Release configuration.
    var customConditions: Set<String> = []

    /// Modules an iOS build cannot import: those of macOS, watchOS and tvOS only.
    static let otherPlatformModules: Set<String> = [
        "AppKit", "Cocoa", "IOKit", "CoreMediaIO", "WatchKit", "ClockKit", "TVUIKit", "TVServices",
        "TVMLKit", "Carbon", "ScreenSaver", "CoreWLAN", "OpenDirectory", "ServiceManagement",
    ]

    func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !Self.otherPlatformModules.contains(module)
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

enum ActiveCode {
    /// The file's tree with every inactive `#if` arm's code blanked (spaces, newlines kept,
    /// so each remaining token keeps its line and column), or nil when every arm is active.
    static func blankingInactive(_ tree: SourceFileSyntax, source: String,
                                 configuration: IOSBuildConfiguration) -> (tree: SourceFileSyntax, bytes: [UInt8])? {
        let regions = tree.configuredRegions(in: configuration)
        var bytes = Array(source.utf8)
        var blanked = false
        for (clause, state) in regions where state != .active {
            guard let elements = clause.elements else { continue }
            let start = elements.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = min(elements.endPositionBeforeTrailingTrivia.utf8Offset, bytes.count)
            guard start < end else { continue }
            for i in start..<end where bytes[i] != 0x0A && bytes[i] != 0x0D { bytes[i] = 0x20 }
            blanked = true
        }
        guard blanked else { return nil }
        return (bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }, bytes)
    }
}

extension ActiveCode {
    /// A body's statements with each `#if` replaced by its one arm that holds code — after
    /// `blankingInactive`, the arm the build compiles.
    static func statements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        items.flatMap { item -> [CodeBlockItemSyntax.Item] in
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [item.item] }
            let armed = ifConfig.clauses.compactMap { clause -> CodeBlockItemListSyntax? in
                guard case .statements(let list)? = clause.elements, !list.isEmpty else { return nil }
                return list
            }
            return armed.count == 1 ? statements(armed[0]) : [item.item]
        }
    }
}
