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

        let (app, filesRead, leftovers) = try readApp(folder: folder, absolute: absolute, options: options)
        // Every file's facts, the class table and the resolver's state are freed on the
        // pool while the text is written (freeing them was a tenth of the serial end).
        let freeing = DispatchGroup()
        DispatchQueue.global().async(group: freeing) { leftovers.free() }
        let written = ScenarioWriter.write(app)
        freeing.wait()
        return ScanResult(yaml: written.text, unresolved: app.unresolved, sources: written.sources, folder: absolute,
                          filesRead: filesRead)
    }

    /// The project read and resolved; what the text does not need is in `leftovers` (the
    /// only reference to it once this returns).
    private static func readApp(folder: String, absolute: String, options: ScanOptions) throws(ScanError)
        -> (app: ScannedApp, filesRead: Int, leftovers: Leftovers) {
        var settings = try ProjectSettings.read(folder: absolute, options: options)
        let listing = try readAll(folder: absolute, settings: &settings)
        if let bad = listing.unreadable.first {
            throw ScanError("\(bad.escapedForMessage)\(listing.unreadable.count > 1 ? " (and \(listing.unreadable.count - 1) more)" : "")")
        }
        let code = listing.files.filter { $0.kind == .swift || $0.kind == .objc }
        if code.isEmpty && settings.project == nil && !listing.files.contains(where: { $0.kind == .storyboard }) {
            throw ScanError("\(folder.escapedForMessage): no Xcode project, Swift or Objective-C sources here")
        }
        let facts = listing.read
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
        return (app, listing.files.count, Leftovers([listing, facts, all, table, resolver, storyboards]))
    }

    enum FileResult: Sendable {
        case facts(FileFacts)
        case storyboard(Storyboard)
        case failure(ScanError)
    }

    /// The listing and every file read, sorted by path: each file is read on the thread
    /// pool as soon as the walk finds it (the readers share nothing), so the walk and the
    /// Info.plist it looks for overlap the parsing instead of coming before it.
    static func readAll(folder: String, settings: inout ProjectSettings) throws(ScanError)
        -> (files: [ProjectFile], unreadable: [String], read: [(String, FileResult)]) {
        let box = ResultBox()
        let group = DispatchGroup()
        let plist = ProjectFiles.walk(in: folder, excluding: settings.otherTargetFolders, findPlist: settings.plistPending) { rel, kind, type in
            DispatchQueue.global().async(group: group) {
                let checked = ProjectFiles.check(rel, kind: kind, type: type, folder: folder)
                var result: FileResult?
                if case .file(let file)? = checked, file.kind != .plist { result = read(file, folder: folder) }
                box.add(rel, checked, result)
            }
        }
        // Read while the pool parses; its error comes first, as when it was read before the listing.
        var plistError: ScanError?
        do throws(ScanError) { try settings.readFoundPlist(folder: folder, found: plist) } catch { plistError = error }
        group.wait()
        var files: [ProjectFile] = []
        var unreadable: [String] = []
        var results: [(String, FileResult)] = []
        for entry in box.sorted() {
            switch entry.checked {
            case .file(let file)?:
                files.append(file)
                if let result = entry.result { results.append((file.path, result)) }
            case .unreadable(let line)?: unreadable.append(line)
            case nil: break
            }
        }
        if let plistError { throw plistError }
        return (files, unreadable.sorted(), results)
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
