// Which files each target of a project builds, and the rule `scan --target` reads by: a
// file only other targets build (a tvOS app's controllers, an extension's, a watch app's)
// is not this app's; a file no target claims (a local package, Pods, a loose folder) is
// read as before. Read from the pbxproj by `TargetMembership.read` (+Reading).

import Foundation
import Scenario

/// A synchronized folder's share of one target (Xcode 16 `PBXFileSystemSynchronizedRootGroup`).
struct SyncedShare: Sendable, Equatable {
    /// The folder, lowercased, relative to the scanned folder.
    var folder: String
    /// `membershipExceptions`, lowercased, relative to the folder: a file, a folder (all
    /// beneath it), or `/Localized/DIR/NAME` (NAME in any `DIR/*.lproj`).
    var exceptions: Set<String>
    /// The target holds the folder: all of it but the exceptions. Else (an exception set
    /// naming a target that does not hold the folder) the exceptions alone are its.
    var whole: Bool

    func contains(_ path: String) -> Bool {
        guard path.hasPrefix(folder + "/") || folder.isEmpty else { return false }
        let inner = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        return Self.matches(inner, exceptions) != whole
    }

    /// Whether `inner` (relative to the folder) is one of `exceptions` or beneath one.
    static func matches(_ inner: String, _ exceptions: Set<String>) -> Bool {
        if exceptions.isEmpty { return false }
        let parts = inner.split(separator: "/", omittingEmptySubsequences: false)
        var prefix = ""
        for part in parts {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            if exceptions.contains(prefix) { return true }
        }
        // A localized file: `DIR/Base.lproj/NAME` is written `/localized/DIR/NAME`.
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
            let dir = parts.dropLast(2).joined(separator: "/")
            let name = parts[parts.count - 1]
            if exceptions.contains("/localized/" + (dir.isEmpty ? "" : dir + "/") + name) { return true }
        }
        return false
    }
}

/// A lowercased path and the folders it is in, worked out once for every target asked.
struct PathKey {
    var path: String
    var folders: [String] = []

    init(_ path: String) {
        self.path = path
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            folders.append(String(path[..<slash]))
            end = slash
        }
    }
}

/// What one target builds: its build phases' files (a folder reference claims what is
/// beneath it) and its shares of synchronized folders. Paths lowercased (Xcode's file
/// systems are case-insensitive), relative to the scanned folder.
struct TargetFiles: Sendable, Equatable {
    var files: Set<String> = []
    var shares: [SyncedShare] = []

    var isEmpty: Bool { files.isEmpty && shares.isEmpty }

    func contains(_ path: String) -> Bool { contains(PathKey(path)) }

    func contains(_ key: PathKey) -> Bool {
        if files.contains(key.path) || key.folders.contains(where: files.contains) { return true }
        return shares.contains { $0.contains(key.path) }
    }

    /// The names of the folders its files and shares are in (lowercased).
    var folderNames: Set<String> {
        var names: Set<String> = []
        for path in files { names.formUnion(path.split(separator: "/").dropLast().map(String.init)) }
        for share in shares { names.formUnion(share.folder.split(separator: "/").map(String.init)) }
        return names
    }
}

struct TargetMembership: Sendable, Equatable {
    /// By target name.
    var targets: [String: TargetFiles] = [:]
    /// Each target's frameworks and libraries (dependencies or linked products, transitively):
    /// code it runs, though another target compiles it.
    var libraries: [String: [String]] = [:]

    /// The rule for `target`: nil when the project does not say what it builds (no build
    /// phase file, no synchronized folder), as then nothing can be told apart.
    func filter(for target: String) -> MembershipFilter? {
        guard let own = targets[target], !own.isEmpty else { return nil }
        let mineNames = [target] + (libraries[target] ?? [])
        let mine = mineNames.compactMap { targets[$0] }
        let others = targets.filter { !mineNames.contains($0.key) && !$0.value.isEmpty }
            .sorted { $0.key < $1.key }.map { (name: $0.key, files: $0.value) }
        return MembershipFilter(target: target, mine: mine, others: others)
    }
}

/// Whether a file found by the listing is the chosen target's to read.
struct MembershipFilter: Sendable {
    var target: String
    /// The target and the libraries it runs.
    var mine: [TargetFiles]
    var others: [(name: String, files: TargetFiles)]

    /// The other target that builds `path` when the chosen one does not (the file is left
    /// out), else nil. A header no target lists goes with its `.m`/`.mm`.
    func otherOwner(of path: String) -> String? {
        let lowered = path.lowercased()
        let key = PathKey(lowered)
        if let owner = owner(key) { return owner }
        if lowered.hasSuffix(".h"), !claimed(key) {
            let stem = String(lowered.dropLast(2))
            for implementation in [stem + ".m", stem + ".mm"] {
                if let owner = owner(PathKey(implementation)) { return owner }
            }
        }
        return nil
    }

    /// Whether the chosen target (or a library it runs) builds `path`.
    func isMine(_ path: String) -> Bool {
        let key = PathKey(path.lowercased())
        return mine.contains { $0.contains(key) }
    }

    private func owner(_ key: PathKey) -> String? {
        if mine.contains(where: { $0.contains(key) }) { return nil }
        return others.first { $0.files.contains(key) }?.name
    }

    private func claimed(_ key: PathKey) -> Bool {
        mine.contains { $0.contains(key) } || others.contains { $0.files.contains(key) }
    }

    /// The folder names the chosen target's files are in: the listing's by-name skip of
    /// other targets' folders must not hide them.
    var folderNames: Set<String> { mine.reduce(into: []) { $0.formUnion($1.folderNames) } }
}

extension MembershipFilter {
    /// The one note saying how many files were left out as other targets', by target
    /// (the most first); nil when none was.
    func note(leftOut: [String: Int], project: String?) -> ProjectNote? {
        let total = leftOut.values.reduce(0, +)
        guard total > 0 else { return nil }
        let byCount = leftOut.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let named = byCount.prefix(3).map { "\($0.key) \($0.value)" } + (byCount.count > 3 ? ["…"] : [])
        return ProjectNote(location: SourceLocation(path: project ?? ".", line: 0), expression: "target \(target)",
                           note: "\(total) source file\(total == 1 ? "" : "s") only other targets build (\(named.joined(separator: ", "))) left out: not this target's")
    }
}
