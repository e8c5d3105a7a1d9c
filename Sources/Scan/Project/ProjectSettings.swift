// The app's settings: which target, its masks (an Info.plist file, or Xcode 13+'s
// generated `INFOPLIST_KEY_*` build settings), `UIRequiresFullScreen`, and the main
// storyboard (`UIMainStoryboardFile` or the scene manifest's storyboard).

import Foundation
import OrientationEngine
import Scenario

struct ProjectSettings {
    var name: String
    var project: XcodeProject?
    var target: XcodeTarget?
    var targetLabel: String?
    var otherTargetFolders: Set<String> = []
    /// What the chosen target builds, when the project says: files only other targets
    /// build are left out of the listing.
    var membership: MembershipFilter?
    /// What `#if` sees in the target's Swift files.
    var buildConfiguration = IOSBuildConfiguration()
    /// What `#if` sees in the target's Objective-C files.
    var objcDefinitions = CPreprocessor.iOSDevice
    /// Masks per device, each with where it was read.
    var iPhone: (list: [InterfaceOrientation], at: SourceLocation)?
    var iPad: (list: [InterfaceOrientation], at: SourceLocation)?
    var requiresFullScreen: (Bool, SourceLocation)?
    var requiresFullScreenIgnoredFrom: (Int, SourceLocation)?
    var mainStoryboard: String?
    /// The Info.plist read (relative), whose folder tells the app's main storyboard from a
    /// library example's of the same name.
    var plistFile: String?
    /// The app's own module names (a storyboard class from another module is not the app's).
    var appModules: Set<String> = []
    /// The app target's deployment target (major version) and whether it is built for the iPad.
    var deploymentTarget: Int?
    var runsOnIPad: Bool?
    var runsOnIPhone = true
    var plistNote: String?
    /// What could not be read (a plist), or was read with a caveat (a preprocessed one).
    var notes: [ProjectNote] = []
    /// The first project file that could not be read: what a folder with nothing else
    /// to read is refused with.
    var damaged: ScanError?

    /// Without a project, the masks wait for the Info.plist the listing's walk finds
    /// (`readFoundPlist`).
    static func read(folder: String, options: ScanOptions) throws(ScanError) -> ProjectSettings {
        var s = ProjectSettings(name: (folder as NSString).lastPathComponent)
        // A project file that cannot be read is a note; with none readable, the folder is
        // read as a plain one.
        var readable: [XcodeProject] = []
        let specs = XcodeGenSpec.files(in: folder)
        let hasSpec = !specs.isEmpty
        for path in ProjectFiles.projects(in: folder) {
            do throws(ScanError) {
                readable.append(try XcodeProject.read(projectPath: folder + "/" + path, relative: path))
            } catch {
                // A generated project's folder without its pbxproj is expected beside the spec.
                if hasSpec && !FileManager.default.fileExists(atPath: folder + "/" + path + "/project.pbxproj") { continue }
                s.damaged = s.damaged ?? error
                s.notes.append(error.note)
            }
        }
        // XcodeGen's spec when the project is generated from it and not committed: what it says
        // is what the generated project would (a committed pbxproj says it exactly: first).
        for spec in specs {
            do throws(ScanError) {
                readable.append(try XcodeGenSpec.read(folder: folder, relative: spec))
            } catch {
                // Beside `project.yml`, another `project-*.yml` may be any tool's: said only for the main one.
                guard spec == XcodeGenSpec.fileName else { continue }
                s.damaged = s.damaged ?? error
                s.notes.append(error.note)
            }
        }
        if readable.isEmpty, let target = options.target {
            throw ScanError("\(folder.escapedForMessage): --target \(target.escapedForMessage): no Xcode project or XcodeGen spec holds targets here (nor one to three folders down)")
        }
        if let first = readable.first {
            // Several projects side by side (an app and its demo): the one with an app target.
            let chosen = readable.first { project in
                options.target.map({ t in project.targets.contains { $0.name == t } }) ?? project.targets.contains(where: \.isApp)
            }
            if chosen == nil, let name = options.target, readable.count > 1 {
                let listed = readable.map { p in "\(p.path): \(p.targets.map(\.name).joined(separator: ", "))" }.joined(separator: "; ")
                throw ScanError("--target: no target '\(name.escapedForMessage)' in \(readable.count) projects (\(listed.escapedForMessage))")
            }
            let project = chosen ?? first
            let target = try project.appTarget(named: options.target)
            let otherApps = readable.filter { $0.path != project.path && $0.targets.contains(where: \.isApp) }
            if options.target == nil, !otherApps.isEmpty {
                let names = otherApps.flatMap { p in p.targets.filter(\.isApp).map { "\($0.name) (\(p.path))" } }
                s.notes.append(ProjectNote(location: SourceLocation(path: project.file, line: 0), expression: "target \(target.name)",
                                           note: "other projects hold app targets too (\(names.joined(separator: ", "))): this one is read; name another with --target"))
            }
            s.project = project
            s.target = target
            s.name = target.settings["PRODUCT_NAME"].flatMap { $0.contains("$") ? nil : $0 } ?? target.name
            s.targetLabel = "\(target.name) (\(project.path))"
            // The app's code is also in the frameworks it runs (a storyboard's
            // `customModule="Kickstarter_Framework"`): their modules are the app's too.
            let libraries = (project.membership.libraries[target.name] ?? []).compactMap { name in project.targets.first { $0.name == name } }
            let names = ([target] + libraries).flatMap { t in
                [t.name, t.settings["PRODUCT_NAME"] ?? t.name, t.settings["PRODUCT_MODULE_NAME"] ?? t.name]
            } + [s.name]
            s.appModules = Set(names.filter { !$0.contains("$") }
                .map { $0.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_") })
            s.deploymentTarget = target.deploymentTarget
            s.runsOnIPad = target.runsOnIPad
            s.runsOnIPhone = target.runsOnIPhone
            s.buildConfiguration.customConditions = target.swiftConditions
            let written = [target.settings["GCC_PREPROCESSOR_DEFINITIONS"], target.projectSettings["GCC_PREPROCESSOR_DEFINITIONS"]]
            s.objcDefinitions.merge(CPreprocessor.definitions(written.compactMap { $0 })) { platform, _ in platform }
            // Test, extension and watch targets' folders hold no screen of this app; another
            // app target's folder often holds code they share, so it is read.
            s.otherTargetFolders = Set(project.targets.filter { $0.name != target.name && !$0.isApp }.map(\.name))
            if var membership = project.membership.filter(for: target.name) {
                // Another project's (another spec's) app is another app: its files are not this one's.
                for other in readable where other.path != project.path {
                    for app in other.targets where app.isApp {
                        if let files = other.membership.targets[app.name], !files.isEmpty { membership.others.append((app.name, files)) }
                    }
                }
                // A folder named like another target that holds this target's files is entered.
                let mine = membership.folderNames
                s.otherTargetFolders = s.otherTargetFolders.filter { !mine.contains($0.lowercased()) }
                s.membership = membership
            }
            s.readTargetPlist(folder: folder, project: project, target: target)
        } else {
            s.plistPending = true
        }
        return s
    }

    /// Whether the app's masks wait for `readFoundPlist` (no Xcode project).
    private(set) var plistPending = false

    /// A package or a plain folder: the first Info.plist found (`ProjectFiles.walk`), if any.
    mutating func readFoundPlist(folder: String, found plist: String?) {
        guard plistPending else { return }
        plistPending = false
        if let plist { readPlistFile(folder: folder, relative: plist, target: nil) }
        else { plistNote = "no Xcode project and no Info.plist: UIKit's default masks (R5)" }
    }


    private mutating func readTargetPlist(folder: String, project: XcodeProject, target: XcodeTarget) {
        let pbx = project.file
        let pbxText = (try? String(contentsOfFile: folder + "/" + pbx, encoding: .utf8)) ?? ""
        func at(_ key: String) -> SourceLocation { SourceLocation(path: pbx, line: Self.line(of: key, in: pbxText)) }
        if let file = target.infoPlistFile {
            // Relative to the folder holding the .xcodeproj.
            let base = (project.path as NSString).deletingLastPathComponent
            readPlistFile(folder: folder, relative: base.isEmpty ? file : base + "/" + file, target: target)
        }
        // Generated keys win over a file's (Xcode merges them into the built plist).
        if let v = target.generatedKey("UISupportedInterfaceOrientations"), let list = Self.orientations(v) {
            iPhone = (list, at("INFOPLIST_KEY_UISupportedInterfaceOrientations"))
            iPad = iPhone
        }
        if let v = target.generatedKey("UISupportedInterfaceOrientations_iPhone"), let list = Self.orientations(v) {
            iPhone = (list, at("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"))
        }
        if let v = target.generatedKey("UISupportedInterfaceOrientations_iPad"), let list = Self.orientations(v) {
            iPad = (list, at("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"))
        }
        if let v = target.generatedKey("UIRequiresFullScreen") {
            requiresFullScreen = (v == "YES" || v == "true", at("INFOPLIST_KEY_UIRequiresFullScreen"))
        }
        if let v = target.generatedKey("UIMainStoryboardFile") { mainStoryboard = v }
        if iPhone == nil && iPad == nil && plistNote == nil {
            plistNote = "target \(target.name) has no Info.plist masks: UIKit's default masks (R5)"
        }
    }

    /// The plist's masks; one that cannot be read is a note (UIKit's default masks), and a
    /// preprocessed one is evaluated with the target's definitions (`CPreprocessor`).
    private mutating func readPlistFile(folder: String, relative written: String, target: XcodeTarget?) {
        // A Mac's file system ignores case: `xdrip/Info.plist` is the folder `xDrip`'s.
        guard let relative = ProjectFiles.existing(written, in: folder) else {
            plistNote = "\(written) (INFOPLIST_FILE) is missing: UIKit's default masks (R5)"
            return
        }
        let path = folder + "/" + relative
        plistFile = relative
        var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let source: InfoPlistSource
        do {
            if CPreprocessor.isPreprocessed(text) {
                text = preprocessed(text, relative: relative, target: target)
                source = try InfoPlistReader.read(data: Data(text.utf8), path: path).source
            } else {
                source = try InfoPlistReader.read(path: path).source
            }
        } catch {
            let why = "\(error.key.map { "\($0): " } ?? "")\(error.message)"
            notes.append(ProjectNote(location: SourceLocation(path: relative, line: 0), expression: (relative as NSString).lastPathComponent,
                                     note: "cannot be read: \(why): UIKit's default masks (R5), the rest is read"))
            plistNote = "\(relative) cannot be read: UIKit's default masks (R5)"
            return
        }
        func at(_ key: String) -> SourceLocation { SourceLocation(path: relative, line: Self.line(of: "<key>\(key)</key>", in: text)) }
        if let list = source.iPhoneOrientations { iPhone = (list, at("UISupportedInterfaceOrientations~iphone")) }
        else if let list = source.orientations { iPhone = (list, at("UISupportedInterfaceOrientations")) }
        if let list = source.iPadOrientations { iPad = (list, at("UISupportedInterfaceOrientations~ipad")) }
        else if let list = source.orientations { iPad = (list, at("UISupportedInterfaceOrientations")) }
        if let full = source.requiresFullScreen { requiresFullScreen = (full, at("UIRequiresFullScreen")) }
        if let from = source.requiresFullScreenIgnoredFrom {
            requiresFullScreenIgnoredFrom = (from, at(InfoPlistReader.requiresFullScreenIgnoredKey))
        }
        mainStoryboard = mainStoryboard ?? Self.storyboardName(in: text)
    }

    /// The plist with its directives evaluated: with the target's definitions when the
    /// project has them, else every branch kept (and said).
    private mutating func preprocessed(_ text: String, relative: String, target: XcodeTarget?) -> String {
        let written = ["INFOPLIST_PREPROCESSOR_DEFINITIONS", "GCC_PREPROCESSOR_DEFINITIONS"].compactMap { target?.settings[$0] }
        let definitions = written.isEmpty ? nil : CPreprocessor.definitions(written)
        let result = CPreprocessor.evaluate(text, definitions: definitions)
        for kept in result.keptBoth {
            notes.append(ProjectNote(location: SourceLocation(path: relative, line: kept.line), expression: kept.condition,
                note: definitions == nil ? "a preprocessed plist, the target's definitions unknown: every branch's keys kept (a key in several: the last one's)"
                                         : "a condition this reader cannot decide: every branch's keys kept (a key in several: the last one's)"))
        }
        return result.text
    }

    /// `UIMainStoryboardFile`, else the scene manifest's `UISceneStoryboardFile`.
    static func storyboardName(in plist: String) -> String? {
        for key in ["UIMainStoryboardFile", "UISceneStoryboardFile"] {
            guard let r = plist.range(of: "<key>\(key)</key>") else { continue }
            let rest = plist[r.upperBound...]
            guard let open = rest.range(of: "<string>"), let close = rest.range(of: "</string>"), open.upperBound <= close.lowerBound else { continue }
            let value = String(rest[open.upperBound..<close.lowerBound])
            if !value.isEmpty, !value.contains("$") { return value }
        }
        return nil
    }

    /// `"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft"`.
    static func orientations(_ value: String) -> [InterfaceOrientation]? {
        let names = value.split(whereSeparator: { $0 == " " || $0 == "," })
        let list = names.compactMap { name in InfoPlistReader.orientationNames.first { $0.0 == name }?.1 }
        return list.isEmpty ? nil : list
    }

    /// The line of the last occurrence (a key written twice, as a preprocessed plist's
    /// kept branches may: the last one is read).
    static func line(of needle: String, in text: String) -> Int {
        guard let r = text.range(of: needle, options: .backwards) else { return 1 }
        return text[..<r.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    func apply(to app: inout ScannedApp) {
        let mine = app.device.isPhone ? iPhone : iPad
        let other = app.device.isPhone ? iPad : iPhone
        if let mine {
            var note: String?
            if let other, other.list != mine.list {
                note = "\(app.device.isPhone ? "iPad" : "iPhone"): \(other.list.map(\.name).joined(separator: ", ")) (\(other.at))"
            }
            app.plist = (mine.list, Origin(location: mine.at, note: note))
        }
        app.plistNote = plistNote
        app.deploymentTarget = deploymentTarget
        // A universal app's iPad masks (`TARGETED_DEVICE_FAMILY` unset is the iPhone alone).
        if runsOnIPad == true { app.iPadPlist = iPad?.list ?? [] }
        if let (full, at) = requiresFullScreen { app.requiresFullScreen = (full, Origin(location: at)) }
        if let (from, at) = requiresFullScreenIgnoredFrom { app.requiresFullScreenIgnoredFrom = (from, Origin(location: at)) }
    }
}
