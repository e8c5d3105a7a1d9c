// docs/scan.md's navigation figures, counted the same way on every run: on the dev corpus
// (`SCAN_CORPUS=/work/corpus swift test --filter CorpusFigures`), each app's figures are
// printed and must not fall below the documented ones. Without the corpus nothing runs.

import Foundation
import OrientationEngine
import Scenario
import Testing
@testable import Scan

/// The three figures of one scan.
struct NavigationFigures: CustomStringConvertible {
    /// Distinct present/push call sites (file:line) the model shows a class at.
    var resolved: Int
    /// Present/push sites left "not resolved" (a controller the pass could not read), each
    /// call that reached a router's unread site counted.
    var unresolved: Int
    /// Controllers reachable from the root (stacks, tabs, present/push of buttons and hooks).
    var reached: Int
    var controllers: Int

    var description: String {
        let sites = resolved + unresolved
        return "sites \(resolved)/\(sites) (\(sites == 0 ? 100 : resolved * 100 / sites) %), reached \(reached)/\(controllers) (\(controllers == 0 ? 100 : reached * 100 / controllers) %)"
    }

    /// The notes that stand for a present or push whose controller was not read.
    static let unreadSite = ["which controller this is cannot be read", "shown through a call whose arguments do not say"]

    init(_ result: ScanResult) {
        let model = result.project.scenario.model
        var shown: Set<String> = []
        for site in result.project.sites {
            switch site.way {
            case .present, .push: if let at = site.location { shown.insert("\(at.file):\(at.line)") }
            default: break
            }
        }
        // A site inside a router is listed once with how many calls reached it: each call counts.
        var unread = 0
        for note in ProjectNote.merged(result.unresolved) where Self.unreadSite.contains(where: note.note.contains) {
            if !shown.contains("\(note.location.file):\(note.location.line)") { unread += note.count }
        }
        resolved = shown.count
        unresolved = unread
        reached = NavigationTests.reachable(model).intersection(model.controllers.map(\.name)).count
        controllers = model.controllers.count
    }
}

struct CorpusFiguresTests {
    static let corpus = ProcessInfo.processInfo.environment["SCAN_CORPUS"]

    /// Each app with its target and the figures docs/scan.md gives (the floor).
    static let apps: [(folder: String, target: String?, resolved: Int, reached: Int)] = [
        ("mastodon-ios", nil, 193, 85),
        ("iOS", "App", 62, 40),
        ("ZFPlayer", nil, 10, 24),
        ("BMPlayer", nil, 0, 4),
        ("Swiftfin", "Swiftfin iOS", 34, 35),
        ("vlc-ios", "VLC-iOS", 126, 80),
    ]

    @Test("the dev corpus's navigation figures do not fall below docs/scan.md's", .enabled(if: corpus != nil),
          arguments: apps.map(\.folder))
    func figures(folder: String) throws {
        let app = try #require(Self.apps.first { $0.folder == folder })
        let path = (try #require(Self.corpus) as NSString).appendingPathComponent(folder)
        let start = Date()
        let result = try ProjectScanner.scan(folder: path, options: ScanOptions(target: app.target))
        let figures = NavigationFigures(result)
        print("\(folder): root \(result.project.scenario.model.root), \(figures), \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        if ProcessInfo.processInfo.environment["SCAN_FIGURES_VERBOSE"] == "1" {
            let model = result.project.scenario.model
            let reached = NavigationTests.reachable(model)
            print("  not reached: \(model.controllers.map(\.name).filter { !reached.contains($0) }.sorted().joined(separator: ", "))")
            for note in result.unresolved where NavigationFigures.unreadSite.contains(where: note.note.contains) {
                print("  unread: \(note)")
            }
        }
        #expect(figures.resolved >= app.resolved)
        #expect(figures.reached >= app.reached)
    }
}
