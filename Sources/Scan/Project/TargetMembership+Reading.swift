// Target membership from the pbxproj's objects: each native target's Sources, Resources
// and Headers phases (`PBXBuildFile.fileRef` → a file reference, or a variant group's
// localized files), with paths resolved through the group tree, and its synchronized
// folders with their exception sets. What cannot be followed (a missing object, a path
// outside the project's tree) is no claim: the file is read as if no target named it.

import Foundation

extension TargetMembership {
    /// `objects` of a pbxproj; `base` is the folder holding the `.xcodeproj`, relative to
    /// the scanned folder ("" when it is the scanned folder).
    static func read(objects: [String: PlistValue], base: String) -> TargetMembership {
        var paths = GroupPaths(objects: objects, base: base)
        var membership = TargetMembership()
        let targetIDs = objects.filter { $0.value["isa"]?.string == "PBXNativeTarget" }
        var nameOf: [String: String] = [:]
        for (id, target) in targetIDs { if let name = target["name"]?.string { nameOf[id] = name } }
        // The synchronized folders each target holds, by id.
        var held: [String: Set<String>] = [:]
        for (id, target) in targetIDs {
            held[id] = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
        }

        for (id, target) in targetIDs {
            guard let name = nameOf[id] else { continue }
            var files = TargetFiles()
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID],
                      ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"].contains(phase["isa"]?.string ?? "") else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let ref = objects[buildFileID]?["fileRef"]?.string else { continue }
                    files.files.formUnion(paths.files(of: ref))
                }
            }
            for groupID in held[id] ?? [] {
                guard let folder = paths.path(of: groupID) else { continue }
                let own = exceptionSets(of: groupID, objects: objects).filter { $0.target == id }
                files.shares.append(SyncedShare(folder: folder, exceptions: own.reduce(into: []) { $0.formUnion($1.paths) }, whole: true))
            }
            membership.targets[name] = files
        }
        // An exception set naming a target that does not hold its folder adds those files to it.
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for set in exceptionSets(of: groupID, objects: objects) {
                guard let name = nameOf[set.target], !(held[set.target]?.contains(groupID) ?? false),
                      !set.paths.isEmpty, let folder = paths.path(of: groupID) else { continue }
                membership.targets[name, default: TargetFiles()].shares.append(SyncedShare(folder: folder, exceptions: set.paths, whole: false))
            }
        }
        membership.libraries = libraries(targetIDs: targetIDs, nameOf: nameOf, objects: objects)
        return membership
    }

    /// A synchronized folder's `PBXFileSystemSynchronizedBuildFileExceptionSet`s: the
    /// target each names and its `membershipExceptions`, lowercased.
    private static func exceptionSets(of groupID: String, objects: [String: PlistValue]) -> [(target: String, paths: Set<String>)] {
        (objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? []).compactMap { id in
            guard let set = objects[id], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  let target = set["target"]?.string else { return nil }
            let paths = set["membershipExceptions"]?.array?.compactMap(\.string).map { $0.lowercased() } ?? []
            return (target, Set(paths))
        }
    }

    /// Each target's frameworks and libraries, by name: the targets it depends on
    /// (`PBXTargetDependency`) or links (its Frameworks phase lists their product), and
    /// theirs, transitively. Extensions, watch apps and other apps it embeds are not code it runs.
    private static func libraries(targetIDs: [String: PlistValue], nameOf: [String: String],
                                  objects: [String: PlistValue]) -> [String: [String]] {
        var byProduct: [String: String] = [:]
        for (id, target) in targetIDs { if let product = target["productReference"]?.string { byProduct[product] = id } }
        func isLibrary(_ id: String) -> Bool {
            let type = targetIDs[id]?["productType"]?.string ?? ""
            return type.hasPrefix("com.apple.product-type.framework") || type.hasPrefix("com.apple.product-type.library")
                || type == "com.apple.product-type.bundle"
        }
        func direct(_ id: String) -> [String] {
            guard let target = targetIDs[id] else { return [] }
            var out: [String] = []
            for dep in target["dependencies"]?.array?.compactMap(\.string) ?? [] {
                if let other = objects[dep]?["target"]?.string { out.append(other) }
            }
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? []
            where objects[phaseID]?["isa"]?.string == "PBXFrameworksBuildPhase" {
                for buildFileID in objects[phaseID]?["files"]?.array?.compactMap(\.string) ?? [] {
                    if let ref = objects[buildFileID]?["fileRef"]?.string, let other = byProduct[ref] { out.append(other) }
                }
            }
            return out.filter(isLibrary)
        }
        var result: [String: [String]] = [:]
        for id in targetIDs.keys {
            guard let name = nameOf[id] else { continue }
            var seen: Set<String> = [id]
            var queue = direct(id)
            var names: [String] = []
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                if let n = nameOf[next] { names.append(n) }
                queue += direct(next)
            }
            result[name] = names.sorted()
        }
        return result
    }
}

/// Paths of the group tree's objects, relative to the scanned folder and lowercased:
/// `<group>` is relative to the parent group (the main group to the project's folder),
/// `SOURCE_ROOT` to the project's folder; `path`, never `name`, is on disk. Other
/// trees (`SDKROOT`, `BUILT_PRODUCTS_DIR`, absolute paths) are outside the scanned folder.
struct GroupPaths {
    let objects: [String: PlistValue]
    let base: String
    /// Paths as written (to open a file), not lowercased (to compare them).
    let keepsCase: Bool
    private var parent: [String: String] = [:]
    private var memo: [String: String?] = [:]

    init(objects: [String: PlistValue], base: String, keepsCase: Bool = false) {
        self.objects = objects
        self.base = base
        self.keepsCase = keepsCase
        for (id, object) in objects {
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { parent[child] = id }
        }
    }

    /// The files a build file's reference stands for: a file (or folder) reference's path,
    /// a variant group's localized files.
    mutating func files(of ref: String) -> [String] {
        guard let object = objects[ref] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" {
            return (object["children"]?.array?.compactMap(\.string) ?? []).compactMap { path(of: $0) }
        }
        return path(of: ref).map { [$0] } ?? []
    }

    /// The object's path, nil when it is outside the project's tree or cannot be followed.
    mutating func path(of id: String) -> String? {
        var chain: [String] = []
        return resolve(id, &chain)
    }

    private mutating func resolve(_ id: String, _ chain: inout [String]) -> String? {
        if let known = memo[id] { return known }
        guard let object = objects[id], !chain.contains(id), chain.count < 64 else { return nil }
        chain.append(id)
        defer { chain.removeLast() }
        let own = object["path"]?.string ?? ""
        let result: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let up = parent[id] {
                result = resolve(up, &chain).flatMap { Self.joined($0, own, keepsCase: keepsCase) }
            } else {
                result = Self.joined(keepsCase ? base : base.lowercased(), own, keepsCase: keepsCase)
            }
        case "SOURCE_ROOT":
            result = Self.joined(keepsCase ? base : base.lowercased(), own, keepsCase: keepsCase)
        default:
            result = nil
        }
        memo[id] = .some(result)
        return result
    }

    /// `dir/path` with `.` and `..` taken away; nil when it climbs out of the scanned folder.
    static func joined(_ dir: String, _ path: String, keepsCase: Bool = false) -> String? {
        var parts: [Substring] = []
        for part in (dir + "/" + (keepsCase ? path : path.lowercased())).split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if parts.popLast() == nil { return nil }
            default: parts.append(part)
            }
        }
        return (dir.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
