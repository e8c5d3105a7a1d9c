// Reading a project's files: the walk hands each source file to a reader on the thread pool
// as it finds it, and each file becomes its facts, its storyboard, or the reason it could
// not be read.

import Foundation
import OrientationEngine

extension ProjectScanner {
    enum FileResult: Sendable {
        case facts(FileFacts)
        case storyboard(Storyboard)
        case failure(ScanError)
    }

    /// The listing and every file read, sorted by path: each file is read on the thread
    /// pool as soon as the walk finds it (the readers share nothing), so the walk and the
    /// Info.plist it looks for overlap the parsing instead of coming before it.
    static func readAll(folder: String, settings: inout ProjectSettings) throws(ScanError)
        -> (files: [ProjectFile], unreadable: [(path: String, why: String)], read: [(String, FileResult)]) {
        let box = ResultBox()
        let group = DispatchGroup()
        let membership = settings.membership
        var leftOut: [String: Int] = [:]
        let configuration = settings.buildConfiguration
        let definitions = settings.objcDefinitions
        let modules = settings.appModules
        let plist = ProjectFiles.walk(in: folder, excluding: settings.otherTargetFolders, findPlist: settings.plistPending) { rel, kind, type in
            if kind != .plist, let owner = membership?.otherOwner(of: rel) {
                leftOut[owner, default: 0] += 1
                return
            }
            DispatchQueue.global().async(group: group) {
                let checked = ProjectFiles.check(rel, kind: kind, type: type, folder: folder)
                var result: FileResult?
                if case .file(let file)? = checked, file.kind != .plist {
                    result = read(file, folder: folder, configuration: configuration, definitions: definitions, modules: modules)
                }
                box.add(rel, checked, result)
            }
        }
        // Read while the pool parses.
        settings.readFoundPlist(folder: folder, found: plist)
        if let membership, let note = membership.note(leftOut: leftOut, project: settings.project?.file) { settings.notes.append(note) }
        group.wait()
        var files: [ProjectFile] = []
        var unreadable: [(path: String, why: String)] = []
        var results: [(String, FileResult)] = []
        for entry in box.sorted() {
            switch entry.checked {
            case .file(let file)?:
                files.append(file)
                if let result = entry.result { results.append((file.path, result)) }
            case .unreadable(let why)?: unreadable.append((entry.path, why))
            case nil: break
            }
        }
        return (files, unreadable.sorted { $0.path < $1.path }, results)
    }

    static func read(_ file: ProjectFile, folder: String, configuration: IOSBuildConfiguration,
                     definitions: [String: String], modules: Set<String> = []) -> FileResult {
        let text: String
        do { text = try ProjectFiles.readText(folder + "/" + file.path, shown: file.path) } catch { return .failure(error) }
        switch file.kind {
        case .swift: return .facts(SwiftFileReader.read(source: text, path: file.path, configuration: configuration))
        case .objc: return .facts(ObjCFileReader.read(source: text, path: file.path, definitions: definitions))
        case .storyboard:
            do { return .storyboard(try Storyboard.read(text: text, path: file.path, appModules: modules)) } catch { return .failure(error) }
        case .plist: return .facts(FileFacts())
        }
    }
}
