// What scan refuses — a folder that is not a project at all, bad options: one line naming
// the problem (user text escaped), and no scenario — and what it reads around: a file
// that cannot be read is one note, the rest of the project is read.

import Foundation
import Testing
@testable import Scan

struct ErrorTests {
    func message(_ folder: String, _ options: ScanOptions = ScanOptions()) -> String? {
        do {
            _ = try ProjectScanner.scan(folder: folder, options: options)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a folder with no project and no sources")
    func noProject() throws {
        let text = try #require(message(Fixtures.path("NoProject")))
        #expect(text.hasSuffix("NoProject: no Xcode project, Swift or Objective-C sources here"))
        #expect(message("/no/such/folder") == "/no/such/folder: no such folder")
        #expect(message(Fixtures.path("TabApp/TabApp/Info.plist"))?.hasSuffix("not a folder (scan takes a project's folder)") == true)
    }

    @Test("two app targets and no --target: the targets listed; an unknown --target lists them all")
    func twoTargets() throws {
        #expect(message(Fixtures.path("ModernApp")) == "Modern.xcodeproj: 2 app targets (Modern, ModernLite); pick one with --target NAME")
        #expect(message(Fixtures.path("ModernApp"), ScanOptions(target: "Modrn")) ==
            "--target: no target 'Modrn' in Modern.xcodeproj (targets: Modern (app), ModernLite (app), ModernWatch)")
    }

    @Test("a damaged pbxproj with nothing else to read names the file and line; a damaged storyboard is one note, the rest is read")
    func damaged() throws {
        #expect(message(Fixtures.path("DamagedProject")) == "Broken.xcodeproj/project.pbxproj:7: damaged project file: a '{' is never closed")
        let result = try ProjectScanner.scan(folder: Fixtures.path("DamagedStoryboard"))
        #expect(result.model.controller(named: "BoardViewController") != nil)
        #expect(result.unresolved.contains { $0.description ==
            "Board/Main.storyboard:10: Main.storyboard → damaged storyboard: the file ends with 2 element(s) never closed: left out, the rest is read" })
        #expect(result.unresolved.filter { $0.location.file == "Board/Main.storyboard" }.count == 1)
    }

    @Test("a damaged pbxproj beside sources: one note, and the folder is read without it")
    func damagedProjectBesideSources() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "// !$*UTF8*$!\n{\n\tobjects = {\n".write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try "class A: UIViewController {}".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let result = try ProjectScanner.scan(folder: folder.path)
        #expect(result.model.root == "A")
        #expect(result.unresolved.contains { $0.location.file == "App.xcodeproj/project.pbxproj" && $0.note.contains("damaged project file") })
    }

    @Test("an unreadable source (a link to nowhere) is one note with its name; the rest is read")
    func unreadable() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "class A: UIViewController {}".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "/no/such/file.swift")
        let read = try ProjectScanner.scan(folder: folder.path)
        #expect(read.model.controller(named: "A") != nil)
        #expect(read.unresolved.contains { $0.description == "Gone.swift: Gone.swift → cannot be read (a link to nowhere?): left out, the rest is read" })
        // A link to a pipe is no source (reading it would wait forever): left out.
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent("Gone.swift").path)
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Pipe.swift").path, withDestinationPath: fifo)
        #expect(message(folder.path) == nil)
    }

    @Test("a name with control characters is escaped in the one line")
    func escaped() throws {
        let text = try #require(message("/no/such\nfolder\u{202E}"))
        #expect(text == "/no/such\\nfolder\\u{202E}: no such folder")
        #expect(!text.contains("\n"))
    }

    @Test("-o refuses a project's input, a link, a non-regular file and a user's file; an earlier scan's output is replaced")
    func outputRefusals() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("A.swift")
        try "class A: UIViewController {}".write(to: source, atomically: true, encoding: .utf8)
        #expect(OutputFile.refusal(source.path, scanned: folder.path)?.contains("not an earlier scan's output") == true)
        #expect(OutputFile.refusal(folder.appendingPathComponent("New.swift").path, scanned: folder.path) == "is an input of the scan: refused")
        let link = folder.appendingPathComponent("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: source.path)
        #expect(OutputFile.refusal(link.path, scanned: "/elsewhere")?.contains("symbolic link") == true)
        #expect(OutputFile.refusal("/dev/null", scanned: folder.path)?.contains("not a regular file") == true)
        let out = folder.appendingPathComponent("app.yaml").path
        #expect(OutputFile.refusal(out, scanned: "/elsewhere") == nil)
        let result = try ProjectScanner.scan(folder: folder.path)
        try OutputFile.write(result.yaml, to: out)
        #expect(OutputFile.refusal(out, scanned: "/elsewhere") == nil, "its own earlier output")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == result.yaml)
    }
}
