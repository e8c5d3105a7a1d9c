// `scan` on a 1,500-file project against swift-syntax's bare parse of the same files in
// the same run (both read the files and parse in parallel the same way), and the files
// scanned per second. The project is generated once: controllers with overrides, idiom
// conditionals, present call sites and forcing, padded with ordinary code so files are
// the size of real ones (~120 lines).

import Foundation
import Scan
import SwiftParser
import SwiftSyntax

enum ScanBench {
    struct Result {
        var scanSeconds: Double
        var parseSeconds: Double
        var files: Int
    }

    /// The generated project's folder (made once).
    static func project(files: Int) throws -> String {
        let cache = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/rotation-sandbox-bench/scan-\(files)")
        let marker = cache.appendingPathComponent(".complete")
        if FileManager.default.fileExists(atPath: marker.path) { return cache.path }
        try? FileManager.default.removeItem(at: cache)
        let sources = cache.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for i in 0..<files {
            try source(i, of: files).write(to: sources.appendingPathComponent("Screen\(i).swift"), atomically: false, encoding: .utf8)
        }
        try """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: Screen0ViewController())
                }
            }
            """.write(to: sources.appendingPathComponent("SceneDelegate.swift"), atomically: false, encoding: .utf8)
        try Data().write(to: marker)
        return cache.path
    }

    static func source(_ i: Int, of count: Int) -> String {
        let masks = [".portrait", ".allButUpsideDown", "[.portrait, .landscapeLeft]", ".landscape"]
        var s = "import UIKit\n\n/// Screen \(i).\nfinal class Screen\(i)ViewController: UIViewController {\n"
        s += "    private var isLocked = false\n    private var items: [String] = []\n\n"
        s += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n"
        s += i % 3 == 0 ? "        isLocked ? .portrait : \(masks[i % 4])\n    }\n\n"
            : "        UIDevice.current.userInterfaceIdiom == .pad ? .all : \(masks[i % 4])\n    }\n\n"
        s += "    @objc func openNext() {\n        let next = Screen\((i + 1) % count)ViewController()\n"
        s += "        next.modalPresentationStyle = .fullScreen\n        present(next, animated: true)\n    }\n\n"
        // Ordinary code: what most of a real controller is.
        for k in 0..<8 {
            s += """
                    func helper\(k)(_ value: Int, label: String) -> String {
                        var total = value
                        for step in 0..<value where step % 2 == 0 {
                            total += step * \(k + 1)
                        }
                        if total > 100 { items.append(label) } else { items.removeAll() }
                        return "\\(label): \\(total) \\(items.count)"
                    }


                """
        }
        s += "    override func viewDidAppear(_ animated: Bool) {\n        super.viewDidAppear(animated)\n"
        s += "        if isLocked { UIViewController.attemptRotationToDeviceOrientation() }\n    }\n}\n"
        return s
    }

    /// Medians over `runs` of scan and bare parse, alternating.
    static func run(folder: String, runs: Int) throws -> Result {
        var scans: [Double] = [], parses: [Double] = [], ratios: [Double] = []
        var files = 0
        for _ in 0..<runs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let result = try ProjectScanner.scan(folder: folder)
            let t1 = DispatchTime.now().uptimeNanoseconds
            files = result.filesRead
            let parse = bareParse(folder)
            let scan = Double(t1 - t0) / 1e9
            scans.append(scan); parses.append(parse); ratios.append(scan / parse)
        }
        return Result(scanSeconds: median(scans), parseSeconds: median(parses), files: files)
    }

    /// swift-syntax's parse of every Swift file, read and parsed in parallel as scan does.
    static func bareParse(_ folder: String) -> Double {
        let t0 = DispatchTime.now().uptimeNanoseconds
        var paths: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder)
        while let rel = walker?.nextObject() as? String {
            if rel.hasSuffix(".swift") { paths.append(folder + "/" + rel) }
        }
        let count = Counter()
        let files = paths
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            guard let text = try? String(contentsOfFile: files[i], encoding: .utf8) else { return }
            let tree = Parser.parse(source: text)
            count.add(tree.statements.count)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
    }

    /// Keeps the parse from being optimised away.
    final class Counter: @unchecked Sendable {
        private var total = 0
        private let lock = NSLock()
        func add(_ n: Int) { lock.lock(); total += n; lock.unlock() }
    }
}
