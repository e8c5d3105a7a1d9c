// The in-process API of `scan`, and what `lint FOLDER` and `run FOLDER` take:
//
//     let result = try ProjectScanner.scan(folder: "/path/MyApp", options: ScanOptions())
//     result.project          // ProjectModel: the validated model, sources, show sites, notes
//     result.project.scenario // the ScenarioFile the engine runs (no steps)
//     result.sources[.field("Home", .supported)]  // SourceLocation(file: "App/Home.swift", line: 42)
//     result.yaml             // the same model printed, `# path:line` beside each value
//
// Paths are relative to the scanned folder; scanned places carry no column (column 0).

import Foundation
import OrientationEngine
import Scenario

public struct ScanOptions: Sendable {
    /// The Xcode target (`--target`); nil picks the only app target.
    public var target: String?
    public var device: DeviceModel
    public var ios: Int
    /// The device was named by the user: kept even for a target not built for it. When it
    /// was not, a target built for the iPad alone is read on the iPad.
    public var deviceChosen: Bool

    public init(target: String? = nil, device: DeviceModel = .iphoneFaceID, ios: Int = 17, deviceChosen: Bool = true) {
        self.target = target
        self.device = device
        self.ios = ios
        self.deviceChosen = deviceChosen
    }
}

public struct ScanResult: Sendable {
    /// The app read: the validated model, where each value came from (`sources`), every
    /// way the code shows a controller (`sites`) and what could not be read (`unresolved`).
    public var project: ProjectModel
    /// The model printed as a scenario (valid against docs/scenario.schema.json), with
    /// each value's source as a trailing `# path:line` comment for people.
    public var yaml: String
    /// Files read by kind, for reports and the bench.
    public var filesRead: Int

    /// The scanned folder, absolute.
    public var folder: String { project.folder }
    public var model: AppModel { project.scenario.model }
    public var sources: [ModelKey: Scenario.SourceLocation] { project.sources }
    /// Each runtime-dependent answer or unreadable construct, listed once with a count.
    public var unresolved: [ProjectNote] { project.unresolved }
}

public enum ProjectScanner {
    /// Scans `folder` (an Xcode project's folder, a Swift package or a plain source folder).
    /// Throws only when the folder is not a project at all; a file that cannot be read is
    /// a note and the rest is read.
    public static func scan(folder: String, options: ScanOptions = ScanOptions()) throws(ScanError) -> ScanResult {
        try scan(folder: folder, options: options, devices: [options.device])[0].get()
    }

    /// Scans `folder` once for each of `devices` (an idiom check answers differently on
    /// each): the files are read once (what throws), the app resolved for each device in turn.
    public static func scan(folder: String, options: ScanOptions, devices: [DeviceModel]) throws(ScanError)
        -> [Result<ScanResult, ScanError>] {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir) else {
            throw ScanError("\(folder.escapedForMessage): no such folder")
        }
        guard isDir.boolValue else { throw ScanError("\(folder.escapedForMessage): not a folder (scan takes a project's folder)") }
        guard FileManager.default.isReadableFile(atPath: absolute) else { throw ScanError("\(folder.escapedForMessage): cannot be read (permissions?)") }

        let read = try readProject(folder: folder, absolute: absolute, options: options)
        var devices = devices
        if !options.deviceChosen, !read.settings.runsOnIPhone, read.settings.runsOnIPad == true {
            devices = [.ipad]
        }
        let results = devices.map { device -> Result<ScanResult, ScanError> in
            var deviceOptions = options
            deviceOptions.device = device
            return Result { () throws(ScanError) in
                try assemble(resolveApp(read, absolute: absolute, options: deviceOptions), folder: folder, absolute: absolute,
                             filesRead: read.filesRead)
            }
        }
        // Every file's facts and the class table are freed on the pool while the caller goes on.
        let leftovers = Leftovers([read])
        DispatchQueue.global().async { leftovers.free() }
        return results
    }

    private static func assemble(_ resolved: (app: ScannedApp, leftovers: Leftovers), folder: String, absolute: String,
                                 filesRead: Int) throws(ScanError) -> ScanResult {
        var app = resolved.app
        let leftovers = resolved.leftovers
        // The resolver's state is freed on the pool while the model is assembled and printed
        // (freeing it was a tenth of the serial end).
        let freeing = DispatchGroup()
        DispatchQueue.global().async(group: freeing) { leftovers.free() }
        app.unresolved += app.leaveOutInvalid()
        var assembled = app.assemble()
        // Printed on the pool while the model is validated (a model assembled again, rare, is printed again).
        let printed = PrintedText()
        let printing = DispatchGroup()
        let first = (model: assembled.model, comments: assembled.comments)
        DispatchQueue.global().async(group: printing) { printed.text = ScenarioPrinter.text(first.model, comments: first.comments) }
        let name = (absolute as NSString).appendingPathComponent("(scanned scenario)")
        let scenario: ScenarioFile
        var assembledAgain = false
        do throws(ScenarioError) {
            // Validated once; only a shape no rule of ModelCheck knows costs a second time.
            if let valid = try? ScenarioFile(file: name, model: assembled.model, steps: []) {
                scenario = valid
            } else {
                app.unresolved += app.leaveOut(Engine.problems(in: assembled.model))
                assembled = app.assemble()
                assembledAgain = true
                scenario = try ScenarioFile(file: name, model: assembled.model, steps: [])
            }
        } catch {
            printing.wait()
            throw ScanError("\(folder.escapedForMessage): the scanned model is invalid (a bug of scan): \(error.headline)")
        }
        let unresolved = ProjectNote.merged(app.unresolved)
        printing.wait()
        let yaml = assembledAgain ? ScenarioPrinter.text(assembled.model, comments: assembled.comments) : printed.text
        freeing.wait()
        var project = ProjectModel(scenario: scenario, folder: absolute, sources: assembled.sources, sites: assembled.sites,
                                   unresolved: unresolved)
        project.deploymentTarget = app.deploymentTarget
        project.iPadPlist = app.iPadPlist
        return ScanResult(project: project, yaml: yaml, filesRead: filesRead)
    }

    /// The scenario's text, printed on another thread (read after its group is waited for).
    private final class PrintedText: @unchecked Sendable {
        var text = ""
    }

    /// The project's files read and their navigation settled: everything of the app that
    /// does not depend on the device.
    final class ReadProject: @unchecked Sendable {
        // Read by one thread at a time: built before, freed after, the resolutions.
        let settings: ProjectSettings
        let all: FileFacts
        let table: ClassTable
        let navigation: NavigationResult
        let storyboardRoot: Instance?
        let counts: (swift: Int, objc: Int, storyboards: Int)
        let filesRead: Int
        private let rest: [Any]

        init(settings: ProjectSettings, all: FileFacts, table: ClassTable, navigation: NavigationResult,
             storyboardRoot: Instance?, counts: (Int, Int, Int), filesRead: Int, rest: [Any]) {
            self.settings = settings
            self.all = all
            self.table = table
            self.navigation = navigation
            self.storyboardRoot = storyboardRoot
            self.counts = counts
            self.filesRead = filesRead
            self.rest = rest
        }
    }

    private static func readProject(folder: String, absolute: String, options: ScanOptions) throws(ScanError) -> ReadProject {
        var settings = try ProjectSettings.read(folder: absolute, options: options)
        let listing = try readAll(folder: absolute, settings: &settings)
        let code = listing.files.filter { $0.kind == .swift || $0.kind == .objc }
        if code.isEmpty && settings.project == nil && !listing.files.contains(where: { $0.kind == .storyboard }) {
            if let damaged = settings.damaged { throw damaged }
            throw ScanError("\(folder.escapedForMessage): no Xcode project, Swift or Objective-C sources here")
        }
        // Storyboard references are followed into the other storyboards (never into the
        // launch screen's, drawn before the app runs).
        let linked = Storyboard.linking(listing.read.compactMap { if case .storyboard(let board) = $0.1 { board } else { nil } })
        var nextLinked = linked.makeIterator()
        let facts = listing.read.map { file, result in
            guard case .storyboard = result, let board = nextLinked.next() else { return (file, result) }
            return (file, FileResult.storyboard(board))
        }
        var storyboards: [Storyboard] = []
        var all = FileFacts()
        var deferred: [DeferredBodies] = []
        // A file that cannot be read is one note; the rest of the project is read.
        for bad in listing.unreadable { all.unresolved.append(ScanError(path: bad.path, bad.why).note) }
        all.unresolved += settings.notes
        for (file, result) in facts {
            switch result {
            case .facts(let f):
                if let membership = settings.membership, !membership.isMine(file) { all.unclaimedFiles.insert(file) }
                all.types += f.types; all.constants += f.constants; all.roots += f.roots; all.constructions += f.constructions
                all.windowMethods += f.windowMethods; all.unresolved += f.unresolved; all.strayActions += f.strayActions
                all.classLists.merge(f.classLists) { a, _ in a }; all.pagesFromLists += f.pagesFromLists
                all.storyboardProperties.merge(f.storyboardProperties) { a, _ in a }
                all.sceneProperties.merge(f.sceneProperties) { a, _ in a }
                all.storyboardNames.merge(f.storyboardNames) { a, _ in a }
                all.idiomProperties.merge(f.idiomProperties) { a, _ in a }
                all.heldConstructions += f.heldConstructions; all.handedValues += f.handedValues
                if let d = f.deferred { deferred.append(d) }
            case .storyboard(let board):
                if board.isLaunchScreen { continue }
                storyboards.append(board)
                all.types += board.facts.types
            case .failure(let error):
                all.unresolved.append(error.path == nil ? ScanError(path: file, error.description).note : error.note)
            }
        }
        // A page data source building its pages from a class list: those classes are its pages.
        for use in all.pagesFromLists {
            guard let classes = all.classLists[use.list] else { continue }
            all.types.append(TypeFact(name: use.owner, superclass: nil, isExtension: true, location: use.location, language: .objc,
                                      embedded: classes.map { .instance(.make($0, location: use.location)) }))
        }
        IdiomNames.settle(&all)
        CustomSegues.settle(&all.types)
        ChildSlots.settle(&all.types)
        ChildSlots.settleHeld(&all.types, all.heldConstructions)
        let navigation = NavigationPass.run(&all, deferred: deferred, storyboards: storyboards)
        var table = ClassTable(all.types, constants: all.constants)
        table.children = navigation.children
        table.idiomProperties = all.idiomProperties
        table.embedding = navigation.embedding
        table.hosted = navigation.hosted
        table.rootPresented = navigation.rootPresented
        table.handedStacks = navigation.handedStacks
        table.constructions = Dictionary(grouping: all.constructions, by: \.className)
        let mainBoard = settings.mainStoryboard.flatMap { name in
            closest(storyboards.filter { (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension == name },
                    to: settings.plistFile)
        }
        let storyboardRoot = mainBoard.flatMap { board in board.initial.flatMap { board.instance($0) } }
        return ReadProject(settings: settings, all: all, table: table, navigation: navigation, storyboardRoot: storyboardRoot,
                           counts: (code.filter { $0.kind == .swift }.count, code.filter { $0.kind == .objc }.count, storyboards.count),
                           filesRead: listing.files.count, rest: [listing, facts, storyboards, deferred])
    }

    /// Of storyboards of one name (the app's `Main` and a library example's), the one
    /// sharing most folders with the Info.plist; on a tie, the shortest path.
    static func closest(_ boards: [Storyboard], to plist: String?) -> Storyboard? {
        let home = (plist.map { ($0 as NSString).deletingLastPathComponent } ?? "").split(separator: "/")
        func shared(_ board: Storyboard) -> Int {
            zip(home, board.path.split(separator: "/")).prefix { $0 == $1 }.count
        }
        return boards.min { a, b in
            let (sa, sb) = (shared(a), shared(b))
            return sa != sb ? sa > sb : a.path.count < b.path.count
        }
    }

    /// The app on one device: its roots, controllers and answers resolved. What the model
    /// does not need is in `leftovers` (the only reference to it once this returns).
    private static func resolveApp(_ read: ReadProject, absolute: String, options: ScanOptions) -> (app: ScannedApp, leftovers: Leftovers) {
        let table = read.table
        let navigation = read.navigation
        var app = ScannedApp(name: read.settings.name, folder: absolute, target: read.settings.targetLabel,
                             device: options.device, ios: options.ios)
        app.counts = read.counts
        read.settings.apply(to: &app)
        func appMask(_ method: WindowMethodFact?) -> (MaskExpr, Origin)? {
            guard let method else { return nil }
            var context = AnswerResolver.Context(controller: "app", className: method.owner ?? "", kind: .vc, question: .supported, chainIndex: 0,
                                                 location: method.location)
            let resolver = AnswerResolver(table: table, device: options.device)
            defer { app.unresolved += context.unresolved }
            guard case .mask(let expr)? = resolver.resolve(method.answer, &context) else { return nil }
            for v in context.vars { app.appVars[v.name] = v.value }
            return (expr, Origin(location: method.location, note: context.notes.isEmpty ? nil : context.notes.joined(separator: "; ")))
        }
        app.window = appMask(read.all.windowMethods.first { !$0.isScene })
        app.sceneMask = appMask(read.all.windowMethods.first { $0.isScene })
        var resolver = AppResolver(table: table, app: app)
        resolver.app.unresolved += read.all.unresolved
        resolver.app.unresolved += navigation.notes
        // A SwiftUI App's window is the root when no UIKit window is made key (a folder with
        // neither an app nor a controller class gets the stand-in below, said so).
        let roots = navigation.roots.isEmpty && read.storyboardRoot == nil ? navigation.fallbackRoots : navigation.roots
        resolver.resolve(roots: roots, storyboardRoot: read.storyboardRoot, otherWindows: navigation.otherWindows)
        resolver.settleFlags()
        for stray in read.all.strayActions where stray.action.action.isNavigationOrForcing {
            resolver.app.unresolved.append(Unresolved(location: stray.action.location, expression: "\(stray.action.action)".prefix(80).description,
                                                      note: "done by \(stray.owner), not a controller: no button"))
        }
        app = resolver.app
        if app.controllers.isEmpty {
            // A SwiftUI app (or a library): UIKit's hosting controller stands in, with UIKit's defaults.
            let note = "no view controller class in \(read.counts.swift + read.counts.objc) source files: a stand-in UIHostingController (UIKit's defaults)"
            app.controllers.append(ScannedController(name: "UIHostingController", kind: .vc, location: nil, className: "UIHostingController",
                                                     note: "stand-in: " + note))
            app.root = ("UIHostingController", Origin(location: nil, note: "stand-in"))
            app.unresolved.append(Unresolved(location: SourceLocation(path: ".", line: 0), expression: "window.rootViewController", note: note))
        }
        return (app, Leftovers([resolver]))
    }
}

/// Values handed to another thread to be freed there.
final class Leftovers: @unchecked Sendable {
    // Emptied once, by the one thread `free` runs on.
    private var values: [Any]

    init(_ values: [Any]) { self.values = values }

    func free() { values.removeAll() }
}

/// What the readers found, added from the pool's threads.
final class ResultBox: @unchecked Sendable {
    struct Entry {
        var path: String
        var checked: ProjectFiles.Checked?
        var result: ProjectScanner.FileResult?
    }
    // Appended under the lock; read after every reader is done.
    private var entries: [Entry] = []
    private let lock = NSLock()

    func add(_ path: String, _ checked: ProjectFiles.Checked?, _ result: ProjectScanner.FileResult?) {
        lock.lock()
        entries.append(Entry(path: path, checked: checked, result: result))
        lock.unlock()
    }

    func sorted() -> [Entry] { entries.sorted { $0.path < $1.path } }
}

extension ScanResult {
    /// Where each mask the window's inspector shows was written, by its row label: `plist`,
    /// `window` (the app delegate's method), a controller's name (its `supported`) — so
    /// `run PATH` can say, beside each mask, which line to change.
    public var maskSources: [String: String] {
        var result: [String: String] = [:]
        for (key, location) in sources {
            switch key {
            case .appField(.plist): result["plist"] = location.description
            case .appField(.window): result["window"] = location.description
            case .field(let c, .supported): result[c] = location.description
            default: break
            }
        }
        return result
    }
}
