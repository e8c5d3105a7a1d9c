// What scan refuses: one line naming the problem (user text escaped), and no scenario.

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

    @Test("a damaged pbxproj and a damaged storyboard name the file and line")
    func damaged() throws {
        #expect(message(Fixtures.path("DamagedProject")) == "Broken.xcodeproj/project.pbxproj:7: damaged project file: a '{' is never closed")
        #expect(message(Fixtures.path("DamagedStoryboard")) == "Board/Main.storyboard:10: damaged storyboard: the file ends with 2 element(s) never closed")
    }

    @Test("an unreadable source (a link to nowhere) stops the scan with its name")
    func unreadable() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "class A: UIViewController {}".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "/no/such/file.swift")
        #expect(message(folder.path) == "Gone.swift: cannot be read (a link to nowhere?)")
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
