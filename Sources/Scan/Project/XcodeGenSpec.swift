// XcodeGen's `project.yml`: a project whose `.xcodeproj` is generated, not committed. Its
// targets become an `XcodeProject` the rest of the scan reads as a pbxproj's: the type, the
// platform, the settings (the spec's, over its `configFiles`' xcconfig), `info.path`, the
// deployment target, what each target's `sources` hold (a folder less its plain `excludes`),
// and the targets it depends on. `include:`d specs are read too, their paths relative to
// themselves.

import Foundation
import Scenario
import Yams

enum XcodeGenSpec {
    /// The spec XcodeGen reads by default, at the top of the scanned folder.
    static let fileName = "project.yml"

    /// XcodeGen's specs in `folder`: `project.yml` first, then others named `project-*.yml`
    /// (a repository with two apps: `project-pm.yml`, `project-bwa.yml`), by name.
    static func files(in folder: String) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let others = names.filter { $0 != fileName && $0.hasPrefix("project-") && ($0.hasSuffix(".yml") || $0.hasSuffix(".yaml")) }
        return (names.contains(fileName) ? [fileName] : []) + others
    }

    static func read(folder: String, relative: String) throws(ScanError) -> XcodeProject {
        var reader = Reader(folder: folder)
        try reader.load(relative)
        reader.applyTemplates()
        // A `project.yml` of another tool (a CI's) names no targets, and one whose app target this
        // reader cannot make out gives none: the folder is read without it.
        guard !reader.targets.isEmpty else { throw ScanError(path: relative, "no targets: not an XcodeGen spec, not read") }
        guard reader.targets.values.contains(where: { $0.dict["type"] as? String == "application" }) else {
            throw ScanError(path: relative, "no application target read from the spec: the folder is read without it")
        }
        var targets: [XcodeTarget] = []
        var membership = TargetMembership()
        let projectSettings = reader.settings(reader.projectSettings, configFiles: reader.projectConfigFiles, base: "")
            .merging(reader.projectDeploymentTarget.map { ["IPHONEOS_DEPLOYMENT_TARGET": $0] } ?? [:]) { own, _ in own }
        for (name, spec) in reader.targets.sorted(by: { $0.key < $1.key }) {
            var settings = reader.settings(spec.dict["settings"], configFiles: spec.dict["configFiles"], base: spec.base)
            if let platform = platformSDK(spec.dict["platform"]), settings["SDKROOT"] == nil { settings["SDKROOT"] = platform }
            if let info = (spec.dict["info"] as? [String: Any])?["path"] as? String, settings["INFOPLIST_FILE"] == nil {
                settings["INFOPLIST_FILE"] = join(spec.base, info)
            }
            if let target = deploymentTarget(spec.dict["deploymentTarget"]) { settings["IPHONEOS_DEPLOYMENT_TARGET"] = target }
            let type = spec.dict["type"] as? String ?? ""
            targets.append(XcodeTarget(name: name, productType: "com.apple.product-type." + type, settings: settings,
                                       projectSettings: projectSettings))
            membership.targets[name] = files(spec.dict["sources"], base: spec.base)
        }
        for name in reader.targets.keys { membership.libraries[name] = reader.dependencies(of: name) }
        return XcodeProject(path: relative, targets: targets, membership: membership)
    }

    /// A target's spec and the folder (relative to the scanned one) its paths are relative to.
    struct TargetSpec {
        var dict: [String: Any]
        var base: String
    }

    struct Reader {
        let folder: String
        var targets: [String: TargetSpec] = [:]
        var projectSettings: Any?
        var projectConfigFiles: Any?
        var projectDeploymentTarget: String?
        /// `targetTemplates`: what a target naming one in `templates:` starts from.
        var templates: [String: TargetSpec] = [:]
        private var read: Set<String> = []

        init(folder: String) { self.folder = folder }

        mutating func load(_ relative: String) throws(ScanError) {
            let path = normalized(relative)
            guard read.insert(path).inserted, read.count < 64 else { return }
            let text = try ProjectFiles.readText(folder + "/" + path, shown: path)
            let root: [String: Any]
            do {
                guard let loaded = try Yams.load(yaml: text) as? [String: Any] else {
                    throw ScanError(path: path, "not an XcodeGen spec (no mapping at its top)")
                }
                root = loaded
            } catch let error as ScanError {
                throw error
            } catch {
                throw ScanError(path: path, "damaged XcodeGen spec: \(String(describing: error).split(separator: "\n").first ?? "")")
            }
            let base = (path as NSString).deletingLastPathComponent
            if projectSettings == nil { projectSettings = root["settings"] }
            if projectConfigFiles == nil { projectConfigFiles = root["configFiles"] }
            if projectDeploymentTarget == nil { projectDeploymentTarget = deploymentTarget((root["options"] as? [String: Any])?["deploymentTarget"]) }
            for (name, value) in root["targets"] as? [String: Any] ?? [:] {
                guard let dict = value as? [String: Any] else { continue }
                // An included spec adds to a target of the same name (XcodeGen merges them).
                let merged = (targets[name]?.dict ?? [:]).merging(dict) { _, new in new }
                targets[name] = TargetSpec(dict: merged, base: targets[name]?.base ?? base)
            }
            for (name, value) in root["targetTemplates"] as? [String: Any] ?? [:] {
                if let dict = value as? [String: Any] { templates[name] = TargetSpec(dict: dict, base: base) }
            }
            for entry in root["include"] as? [Any] ?? [] {
                let included = (entry as? String) ?? ((entry as? [String: Any])?["path"] as? String)
                if let included { try load(join(base, included)) }
            }
        }

        /// Each target over the templates it names (the target's own keys win; its sources'
        /// paths stay relative to where each was written, the template's to its spec).
        mutating func applyTemplates() {
            for (name, spec) in targets {
                let names = (spec.dict["templates"] as? [Any] ?? []).compactMap { $0 as? String }
                guard !names.isEmpty else { continue }
                var dict: [String: Any] = [:]
                var templateSources: [Any] = []
                for template in names.compactMap({ templates[$0] }) {
                    dict.merge(template.dict) { _, new in new }
                    let sources = (template.dict["sources"] as? [Any]) ?? (template.dict["sources"].map { [$0] } ?? [])
                    templateSources += sources.map { XcodeGenSpec.rebased($0, from: template.base, to: spec.base) }
                }
                dict.merge(spec.dict) { _, own in own }
                if spec.dict["sources"] == nil, !templateSources.isEmpty { dict["sources"] = templateSources }
                targets[name] = TargetSpec(dict: dict, base: spec.base)
            }
        }

        /// The settings a spec gives (`settings:` flat, or with `base:` and `configs:`, the
        /// Release configuration's over the base), over its `configFiles`' Release xcconfig.
        func settings(_ spec: Any?, configFiles: Any?, base: String) -> [String: String] {
            var out: [String: String] = [:]
            if let files = configFiles as? [String: Any], let file = (files["Release"] ?? files.values.first) as? String {
                out = XCConfig.settings(at: folder + "/" + normalized(join(base, file)))
            }
            guard let dict = spec as? [String: Any] else { return out }
            let sections = ["base", "configs", "groups"]
            let flat = dict.keys.contains(where: sections.contains) ? dict["base"] as? [String: Any] ?? [:] : dict
            for (key, value) in flat { out[key] = Self.text(value) }
            if let configs = dict["configs"] as? [String: Any], let release = (configs["Release"] ?? configs["release"]) as? [String: Any] {
                for (key, value) in release { out[key] = Self.text(value) }
            }
            return out
        }

        /// The frameworks and libraries `name` depends on, directly or through them: code it
        /// runs (an extension it embeds runs apart).
        func dependencies(of name: String) -> [String] {
            var out: [String] = []
            var queue = [name]
            while let next = queue.popLast() {
                for entry in targets[next]?.dict["dependencies"] as? [Any] ?? [] {
                    guard let dependency = (entry as? [String: Any])?["target"] as? String, dependency != name,
                          let type = targets[dependency]?.dict["type"] as? String, type.contains("framework") || type.contains("library"),
                          !out.contains(dependency) else { continue }
                    out.append(dependency)
                    queue.append(dependency)
                }
            }
            return out
        }

        private static func text(_ value: Any) -> String {
            if let list = value as? [Any] { return list.map { text($0) }.joined(separator: " ") }
            if let flag = value as? Bool { return flag ? "YES" : "NO" }
            return "\(value)"
        }

        func normalized(_ path: String) -> String { XcodeGenSpec.normalized(path) }
    }

    /// What `sources:` holds: a folder (less its plain `excludes`, and `X/**` ones) or a file.
    static func files(_ sources: Any?, base: String) -> TargetFiles {
        var out = TargetFiles()
        let entries: [Any] = (sources as? [Any]) ?? (sources.map { [$0] } ?? [])
        for entry in entries {
            let dict = entry as? [String: Any]
            guard let written = (entry as? String) ?? (dict?["path"] as? String) else { continue }
            let path = normalized(join(base, written)).lowercased()
            let excludes = (dict?["excludes"] as? [Any] ?? []).compactMap { $0 as? String }.compactMap { pattern -> String? in
                let plain = pattern.hasSuffix("/**") ? String(pattern.dropLast(3)) : pattern
                return plain.contains("*") ? nil : normalized(plain).lowercased()
            }
            if (path as NSString).pathExtension.isEmpty || path.hasSuffix(".lproj") {
                out.shares.append(SyncedShare(folder: path == "." ? "" : path, exceptions: Set(excludes), whole: true))
            } else {
                out.files.insert(path)
            }
        }
        return out
    }

    /// A `sources` entry written relative to `from`, relative to `to` (both relative to the
    /// scanned folder): the same folder when they are, else from the top.
    static func rebased(_ entry: Any, from: String, to: String) -> Any {
        guard from != to else { return entry }
        func moved(_ path: String) -> String {
            let whole = normalized(join(from, path))
            return to.isEmpty ? whole : String(repeating: "../", count: to.split(separator: "/").count) + whole
        }
        if let path = entry as? String { return moved(path) }
        guard var dict = entry as? [String: Any], let path = dict["path"] as? String else { return entry }
        dict["path"] = moved(path)
        return dict
    }

    /// `platform: iOS` (or a list holding it) is the iPhone SDK; tvOS, watchOS, macOS theirs.
    static func platformSDK(_ value: Any?) -> String? {
        let names = (value as? [Any])?.compactMap { $0 as? String } ?? (value as? String).map { [$0] } ?? []
        if names.isEmpty || names.contains("iOS") || names.contains("auto") { return nil }
        switch names[0] {
        case "tvOS": return "appletvos"
        case "watchOS": return "watchos"
        case "macOS": return "macosx"
        case "visionOS": return "xros"
        default: return nil
        }
    }

    /// `deploymentTarget: "15.0"` or `{iOS: "15.0"}`.
    static func deploymentTarget(_ value: Any?) -> String? {
        if let dict = value as? [String: Any] { return dict["iOS"].map { "\($0)" } }
        return value.map { "\($0)" }
    }

    static func join(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
    }

    /// `a/./b/../c` → `a/c`; a path climbing above the folder keeps its `..`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
