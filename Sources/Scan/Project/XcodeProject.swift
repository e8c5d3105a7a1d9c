// `NAME.xcodeproj/project.pbxproj`: the targets, what each builds (`TargetMembership`),
// and the app target's Info.plist
// settings — `INFOPLIST_FILE`, or Xcode 13+'s generated plist keys
// (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` / `_iPad`, …).

import Foundation
import Scenario

struct XcodeTarget: Sendable, Equatable {
    var name: String
    var productType: String
    /// The build settings of its Release configuration (else its first).
    var settings: [String: String]
    /// The project's own settings of that configuration, which the target inherits.
    var projectSettings: [String: String] = [:]

    /// The oldest iOS it runs on: `IPHONEOS_DEPLOYMENT_TARGET`'s major version, the
    /// target's else the project's (nil when neither says, or says it through a variable).
    var deploymentTarget: Int? {
        guard let text = settings["IPHONEOS_DEPLOYMENT_TARGET"] ?? projectSettings["IPHONEOS_DEPLOYMENT_TARGET"] else { return nil }
        return Int(text.split(separator: ".").first ?? "")
    }

    /// Built for the iPad too (`TARGETED_DEVICE_FAMILY` lists 2), when the settings say.
    var runsOnIPad: Bool? { family.map { $0.contains("2") } }

    /// Built for the iPhone (`TARGETED_DEVICE_FAMILY` lists 1, or is unset: Xcode's default).
    var runsOnIPhone: Bool { family.map { $0.contains("1") } ?? true }

    /// `TARGETED_DEVICE_FAMILY`'s numbers ("1,2": iPhone and iPad), when the settings say.
    private var family: Set<String>? {
        guard let text = settings["TARGETED_DEVICE_FAMILY"] ?? projectSettings["TARGETED_DEVICE_FAMILY"] else { return nil }
        return Set(text.split(separator: ",").map { $0.trimmedSpaces })
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`' `-D` flags
    /// (`-DRELEASE`, `-D RELEASE`): the target's, with the project's where it inherits them
    /// (or says nothing).
    var swiftConditions: Set<String> {
        func words(_ text: String?) -> [String] {
            (text ?? "").split(whereSeparator: { $0.isWhitespace || $0 == "\"" || $0 == "," }).map(String.init)
        }
        func inheriting(_ key: String) -> [String] {
            let own = words(settings[key])
            let inherited = settings[key] == nil || own.contains("$(inherited)")
            return own + (inherited ? words(projectSettings[key]) : [])
        }
        var conditions = inheriting("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        let flags = inheriting("OTHER_SWIFT_FLAGS")
        for (i, flag) in flags.enumerated() where flag.hasPrefix("-D") {
            if flag == "-D" { if i + 1 < flags.count { conditions.append(flags[i + 1]) } } else { conditions.append(String(flag.dropFirst(2))) }
        }
        return Set(conditions.filter { !$0.contains("$") && !$0.isEmpty })
    }

    var isApp: Bool { productType == "com.apple.product-type.application" }

    /// Not built for tvOS, watchOS or macOS, by its SDK or, when an xcconfig hides that, its name.
    var isLikelyIOS: Bool {
        if let sdk = settings["SDKROOT"], ["appletvos", "watchos", "macosx"].contains(sdk) { return false }
        let words = ["tvOS", "TV", "Watch", "macOS", "Mac"]
        return !words.contains { name.contains($0) }
    }

    /// Where `INFOPLIST_FILE` points, relative to the project's folder.
    var infoPlistFile: String? {
        guard var path = settings["INFOPLIST_FILE"], !path.isEmpty else { return nil }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        return path.contains("$") ? nil : path
    }

    /// `INFOPLIST_KEY_NAME` without its prefix.
    func generatedKey(_ name: String) -> String? { settings["INFOPLIST_KEY_" + name] }
}

struct XcodeProject: Sendable {
    /// `App.xcodeproj`, relative to the scanned folder.
    var path: String
    var targets: [XcodeTarget]
    /// What each target builds (empty when the project lists no build phase files).
    var membership = TargetMembership()

    /// The file the targets were read from: the pbxproj, or XcodeGen's spec (`path` itself).
    var file: String { path.hasSuffix(".yml") ? path : path + "/project.pbxproj" }

    static func read(projectPath: String, relative: String) throws(ScanError) -> XcodeProject {
        let file = projectPath + "/project.pbxproj"
        let shown = relative + "/project.pbxproj"
        let text = try ProjectFiles.readText(file, shown: shown)
        let root: PlistValue
        do {
            root = try ASCIIPlist.parse(text)
        } catch {
            throw ScanError(path: shown, line: error.line, "damaged project file: \(error.message)")
        }
        guard let objects = root["objects"]?.dict else {
            throw ScanError(path: shown, "damaged project file: no 'objects'")
        }
        let projectFolder = (projectPath as NSString).deletingLastPathComponent
        var files = GroupPaths(objects: objects, base: projectFolder, keepsCase: true)
        /// An object's build settings of its Release configuration (else its first), over
        /// those of the `.xcconfig` file the configuration is based on.
        func settings(of object: PlistValue) -> [String: String] {
            var settings: [String: String] = [:]
            if let listID = object["buildConfigurationList"]?.string,
               let configs = objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string) {
                let all = configs.compactMap { objects[$0] }
                let chosen = all.first { $0["name"]?.string == "Release" } ?? all.first
                if let chosen, let base = baseConfiguration(of: chosen) { settings = XCConfig.settings(at: base) }
                for (key, value) in chosen?["buildSettings"]?.dict ?? [:] {
                    if let s = value.string { settings[key] = s }
                    else if let a = value.array { settings[key] = a.compactMap(\.string).joined(separator: " ") }
                }
            }
            return settings
        }
        /// `baseConfigurationReference` (a file in the group tree), or Xcode 16's anchor (a
        /// synchronized folder) with a path relative to it.
        func baseConfiguration(of configuration: PlistValue) -> String? {
            if let ref = configuration["baseConfigurationReference"]?.string { return files.path(of: ref) }
            if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
               let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
               let folder = files.path(of: anchor) {
                return folder + "/" + relative
            }
            return nil
        }
        let projectSettings = objects.values.first { $0["isa"]?.string == "PBXProject" }.map(settings(of:)) ?? [:]
        var targets: [XcodeTarget] = []
        for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            let type = object["productType"]?.string ?? ""
            targets.append(XcodeTarget(name: name, productType: type, settings: settings(of: object),
                                       projectSettings: projectSettings))
        }
        targets.sort { $0.name < $1.name }
        let membership = TargetMembership.read(objects: objects, base: (relative as NSString).deletingLastPathComponent)
        return XcodeProject(path: relative, targets: targets, membership: membership)
    }

    /// `--target NAME`, else the one app target; an error lists what there is.
    func appTarget(named name: String?) throws(ScanError) -> XcodeTarget {
        let listed = targets.map { "\($0.name)\($0.isApp ? " (app)" : "")" }.joined(separator: ", ")
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw ScanError("--target: no target '\(name.escapedForMessage)' in \(path.escapedForMessage) (targets: \(listed.escapedForMessage))")
            }
            return target
        }
        let apps = targets.filter(\.isApp)
        if apps.count == 1 { return apps[0] }
        // An iOS app beside its tvOS, watchOS or macOS siblings is the default.
        let phoneApps = apps.filter(\.isLikelyIOS)
        if phoneApps.count == 1 { return phoneApps[0] }
        if apps.isEmpty {
            throw ScanError("\(path.escapedForMessage): no app target (targets: \(listed.escapedForMessage)); name one with --target")
        }
        throw ScanError("\(path.escapedForMessage): \(apps.count) app targets (\(apps.map(\.name).joined(separator: ", ").escapedForMessage)); pick one with --target NAME")
    }
}
