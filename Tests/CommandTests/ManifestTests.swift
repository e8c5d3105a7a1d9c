// The output folder's manifest judges an earlier run's file by its content, not its name:
// a report.md the user edited since is theirs; what a file manager leaves is nobody's.

import CommandSupport
import Foundation
import Testing

@testable import CommandSupport

@Suite("The output manifest: each file with the SHA-256 of what the run wrote")
struct ManifestTests {
    /// A run into `folder` as record, accept and lint --report make one: the folder taken,
    /// `files` written whole into the staging folder, committed. The refusal, if any.
    @discardableResult
    static func run(_ folder: String, _ files: [String: String] = ["report.md": "# Report\n", "sheet.png": "PNG"],
                    force: Bool = false) -> String? {
        do {
            let output = try OutputFolder(folder, force: force, inputs: [], writes: Array(files.keys))
            for (name, text) in files {
                try? Data(text.utf8).write(to: URL(fileURLWithPath: (output.staging as NSString).appendingPathComponent(name)))
            }
            let commit = output.commit(files.keys.sorted())
            #expect(commit.problems.isEmpty, "\(commit.problems)")
            return nil
        } catch {
            return error.description
        }
    }

    static func manifest(_ folder: String) throws -> String {
        try String(contentsOfFile: folder + "/" + OutputFolder.manifestName, encoding: .utf8)
    }

    @Test("SHA-256 as FIPS 180-4's examples and sha256sum give it, across block and chunk edges")
    func sha256() throws {
        #expect(ContentHash.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.sha256(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // A million a's, fed in pieces that straddle the 64-byte blocks.
        var hasher = SHA256()
        let piece = Data(repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(piece) }
        #expect(hasher.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("the manifest lists each file as sha256sum does; the earlier run's unchanged files are replaced without --force")
    func listsDigests() throws {
        let folder = try CLI.folder()
        #expect(Self.run(folder) == nil)
        let manifest = try Self.manifest(folder)
        #expect(manifest.contains("\(ContentHash.sha256(Data("# Report\n".utf8)))  report.md\n"), "\(manifest)")
        #expect(manifest.contains("\(ContentHash.sha256(Data("PNG".utf8)))  sheet.png\n"), "\(manifest)")
        #expect(Self.run(folder, ["report.md": "# Another\n", "sheet.png": "PNG 2"]) == nil)
        #expect(try String(contentsOfFile: folder + "/report.md", encoding: .utf8) == "# Another\n")
    }

    @Test("an earlier report.md the user edited is theirs: refused without --force, kept when the next run does not write it")
    func editedReportIsTheUsers() throws {
        let folder = try CLI.folder()
        Self.run(folder)
        let edited = folder + "/report.md"
        try "# Report\nMy notes on this run.\n".write(toFile: edited, atomically: true, encoding: .utf8)
        let refusal = try #require(Self.run(folder))
        #expect(refusal.contains("holds files that are no earlier run's output (report.md)"), "\(refusal)")
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == "# Report\nMy notes on this run.\n")
        try Data("my picture".utf8).write(to: URL(fileURLWithPath: folder + "/sheet.png"))
        #expect(Self.run(folder)?.contains("(report.md, sheet.png)") == true)
        // With --force, a run that writes neither: the user's versions stay, off the manifest.
        #expect(Self.run(folder, ["other.md": "x"], force: true) == nil)
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == "# Report\nMy notes on this run.\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/sheet.png"))
        let manifest = try Self.manifest(folder)
        #expect(!manifest.contains("report.md") && !manifest.contains("sheet.png") && manifest.contains("  other.md"), "\(manifest)")
    }

    @Test("an earlier run's file the next run does not write is removed only while unchanged")
    func changedEarlierFileKept() throws {
        let folder = try CLI.folder()
        Self.run(folder, ["notes.txt": "written\n", "old.txt": "obsolete\n"])
        try "first\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(Self.run(folder)?.contains("(notes.txt)") == true)
        #expect(Self.run(folder, force: true) == nil)
        #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "first\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/old.txt"), "an unchanged earlier output goes")
        let manifest = try Self.manifest(folder)
        #expect(!manifest.contains("notes.txt") && !manifest.contains("old.txt"), "\(manifest)")
    }

    @Test("a manifest of an older version (names alone) still tells an earlier run's files")
    func namesAlone() throws {
        let folder = try CLI.folder()
        try "earlier\n".write(toFile: folder + "/report.md", atomically: true, encoding: .utf8)
        try "# rotation-sandbox: the files the last run wrote here (others are the user's)\nreport.md\n"
            .write(toFile: folder + "/" + OutputFolder.manifestName, atomically: true, encoding: .utf8)
        #expect(Self.run(folder) == nil)
        #expect(try Self.manifest(folder).contains("  report.md\n"))
    }

    @Test("what file managers leave (.DS_Store, Thumbs.db, desktop.ini), in the folder or shots/, makes no folder the user's, and stays")
    func osLitter() throws {
        let folder = try CLI.folder()
        try FileManager.default.createDirectory(atPath: folder + "/shots", withIntermediateDirectories: true)
        for name in OutputFolder.litter.sorted() {
            try Data("litter".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data("litter".utf8).write(to: URL(fileURLWithPath: folder + "/shots/.DS_Store"))
        #expect(Self.run(folder) == nil)
        #expect(Self.run(folder, ["report.md": "again"]) == nil)
        for name in OutputFolder.litter {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
        }
        #expect(!(try Self.manifest(folder)).contains("DS_Store"))
    }
}
