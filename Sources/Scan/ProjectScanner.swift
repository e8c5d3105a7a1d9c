// The in-process API of `scan` (and of `lint`, which reads a project the same way):
//
//     let result = try ProjectScanner.scan(folder: "/path/MyApp", target: nil)
//     result.yaml        // the scenario text, as `scan` prints it
//     result.unresolved  // what needs runtime state: each became a variable or was left out
//     result.sources["HomeViewController.supported"]  // SourceLocation(path: "App/Home.swift", line: 42)
//
// Source-map keys: a controller's name (its class line), `NAME.supported`,
// `NAME.shouldAutorotate`, `NAME.preferred`, `NAME.presentation`, `NAME.buttons[i]`,
// `NAME.on.HOOK`, `app.plist`, `app.requiresFullScreen`, `app.window`, `app.root`. Paths are
// relative to the scanned folder, as in the text's `# path:line` comments.

import Foundation
import OrientationEngine
import Scenario

public struct ScanOptions: Sendable {
    /// The Xcode target (`--target`); nil picks the only app target.
    public var target: String?
    public var device: DeviceModel
    public var ios: Int

    public init(target: String? = nil, device: DeviceModel = .iphoneFaceID, ios: Int = 17) {
        self.target = target
        self.device = device
        self.ios = ios
    }
}

public struct ScanResult: Sendable {
    /// The scenario, valid against docs/scenario.schema.json.
    public var yaml: String
    /// Each runtime-dependent answer or unreadable construct, with file:line and expression.
    public var unresolved: [Unresolved]
    /// Key (`Controller.supported`, `app.root`…) → where the value came from.
    public var sources: [String: SourceLocation]
    /// The scanned folder, absolute.
    public var folder: String
    /// Files read by kind, for reports and the bench.
    public var filesRead: Int
}

public enum ProjectScanner {
    /// Scans `folder` (an Xcode project's folder, a Swift package or a plain source folder).
    public static func scan(folder: String, options: ScanOptions = ScanOptions()) throws(ScanError) -> ScanResult {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir) else {
            throw ScanError("\(folder.escapedForMessage): no such folder")
        }
        guard isDir.boolValue else { throw ScanError("\(folder.escapedForMessage): not a folder (scan takes a project's folder)") }
        guard FileManager.default.isReadableFile(atPath: absolute) else { throw ScanError("\(folder.escapedForMessage): cannot be read (permissions?)") }

        var settings = try ProjectSettings.read(folder: absolute, options: options, plistLater: true)
        let listing: (files: [ProjectFile], unreadable: [String])
        if settings.plistPending {
            // No project: no other target's folder to leave out, and the search for an
            // Info.plist is a walk of its own, run beside the listing's.
            let plist = PlistSearch(settings)
            let done = DispatchGroup()
            DispatchQueue.global().async(group: done) { plist.run(folder: absolute) }
            listing = ProjectFiles.list(in: absolute, excluding: settings.otherTargetFolders)
            done.wait()
            settings = try plist.result.get()
        } else {
            listing = ProjectFiles.list(in: absolute, excluding: settings.otherTargetFolders)
        }
        if let bad = listing.unreadable.first {
            throw ScanError("\(bad.escapedForMessage)\(listing.unreadable.count > 1 ? " (and \(listing.unreadable.count - 1) more)" : "")")
        }
        let code = listing.files.filter { $0.kind == .swift || $0.kind == .objc }
        if code.isEmpty && settings.project == nil && !listing.files.contains(where: { $0.kind == .storyboard }) {
            throw ScanError("\(folder.escapedForMessage): no Xcode project, Swift or Objective-C sources here")
        }
        let facts = try readAll(listing.files.filter { $0.kind != .plist }, folder: absolute)
        var storyboards: [Storyboard] = []
        var all = FileFacts()
        for (file, result) in facts {
            switch result {
            case .facts(let f):
                all.types += f.types; all.constants += f.constants; all.roots += f.roots; all.constructions += f.constructions
                all.windowMethods += f.windowMethods; all.unresolved += f.unresolved; all.strayActions += f.strayActions
            case .storyboard(let board):
                // The launch screen is drawn before the app runs: no controller of it is ever on screen.
                if board.path.lowercased().contains("launch") { continue }
                storyboards.append(board)
                all.types += board.facts.types
            case .failure(let error):
                throw ScanError(error.description.isEmpty ? "\(file.escapedForMessage): cannot be read" : error.description)
            }
        }
        var table = ClassTable(all.types, constants: all.constants)
        table.constructions = Dictionary(grouping: all.constructions, by: \.className)
        var app = ScannedApp(name: settings.name, folder: absolute, target: settings.targetLabel,
                             device: options.device, ios: options.ios)
        app.counts = (code.filter { $0.kind == .swift }.count, code.filter { $0.kind == .objc }.count, storyboards.count)
        settings.apply(to: &app)
        if let window = all.windowMethods.first {
            var context = AnswerResolver.Context(controller: "app", className: "", kind: .vc, question: .supported, chainIndex: 0, location: window.location)
            let resolver = AnswerResolver(table: table, device: options.device, presentedForwarding: ScanFeatures.presentedForwarding)
            if let value = resolver.resolve(window.answer, &context) {
                app.window = Sourced(yaml: value, location: window.location, note: context.notes.isEmpty ? nil : context.notes.joined(separator: "; "))
                app.appVars = context.vars
            }
            app.unresolved += context.unresolved
        }
        let mainBoard = settings.mainStoryboard.flatMap { name in
            storyboards.first { (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension == name }
        }
        let storyboardRoot = mainBoard.flatMap { board in board.initial.flatMap { board.instance($0) } }
        var resolver = AppResolver(table: table, app: app, presentedForwarding: ScanFeatures.presentedForwarding)
        resolver.app.unresolved += all.unresolved
        resolver.resolve(roots: all.roots, storyboardRoot: storyboardRoot)
        resolver.settleFlags()
        for stray in all.strayActions where stray.action.action.isNavigationOrForcing {
            resolver.app.unresolved.append(Unresolved(location: stray.action.location, expression: "\(stray.action.action)".prefix(80).description,
                                                      note: "done by \(stray.owner), not a controller: no button"))
        }
        app = resolver.app
        if app.controllers.isEmpty {
            throw ScanError("\(folder.escapedForMessage): no view controller class found in \(code.count) source files")
        }
        let written = ScenarioWriter.write(app)
        return ScanResult(yaml: written.text, unresolved: app.unresolved, sources: written.sources, folder: absolute,
                          filesRead: listing.files.count)
    }

    enum FileResult: Sendable {
        case facts(FileFacts)
        case storyboard(Storyboard)
        case failure(ScanError)
    }

    /// Every file read on its own, in parallel (the readers share nothing).
    static func readAll(_ files: [ProjectFile], folder: String) throws(ScanError) -> [(String, FileResult)] {
        let results = ResultBox(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let file = files[i]
            results.set(i, read(file, folder: folder))
        }
        return zip(files.map(\.path), results.values).map { ($0, $1) }
    }

    static func read(_ file: ProjectFile, folder: String) -> FileResult {
        let text: String
        do { text = try ProjectFiles.readText(folder + "/" + file.path, shown: file.path) } catch { return .failure(error) }
        switch file.kind {
        case .swift: return .facts(SwiftFileReader.read(source: text, path: file.path))
        case .objc: return .facts(ObjCFileReader.read(source: text, path: file.path))
        case .storyboard:
            do { return .storyboard(try Storyboard.read(text: text, path: file.path)) } catch { return .failure(error) }
        case .plist: return .facts(FileFacts())
        }
    }
}

/// `ProjectSettings.readFoundPlist` on another thread; `result` is read after it ran.
final class PlistSearch: @unchecked Sendable {
    private var settings: ProjectSettings
    private(set) var result: Result<ProjectSettings, ScanError>

    init(_ settings: ProjectSettings) {
        self.settings = settings
        result = .success(settings)
    }

    func run(folder: String) {
        do throws(ScanError) {
            try settings.readFoundPlist(folder: folder)
            result = .success(settings)
        } catch {
            result = .failure(error)
        }
    }
}

/// Results written by index from concurrent readers.
final class ResultBox: @unchecked Sendable {
    // Each index is written once by one thread; read after concurrentPerform returns.
    private var slots: [ProjectScanner.FileResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: ProjectScanner.FileResult) {
        lock.lock()
        slots[i] = value
        lock.unlock()
    }

    var values: [ProjectScanner.FileResult] { slots.map { $0 ?? .facts(FileFacts()) } }
}

/// What the scenario format of this build reads (the main branch adds `{presented: …}`).
enum ScanFeatures {
    static let presentedForwarding: Bool = {
        let probe = """
            app: {root: A}
            controllers:
              A: {supported: {presented: portrait}}
            """
        return (try? ScenarioLoader.parse(text: probe, file: "probe.yaml")) != nil
    }()
}

extension ScanResult {
    /// Where each mask the window's inspector shows was written, by its row label: `plist`,
    /// `window` (the app delegate's method), a controller's name (its `supported`) — so
    /// `run PATH` can say, beside each mask, which line to change.
    public var maskSources: [String: String] {
        var result: [String: String] = [:]
        for (key, location) in sources {
            if key == "app.plist" { result["plist"] = location.description }
            if key == "app.window" { result["window"] = location.description }
            if key.hasSuffix(".supported") { result[String(key.dropLast(".supported".count))] = location.description }
        }
        return result
    }
}
