import ArgumentParser
import CommandSupport
import Foundation
import OrientationEngine
import Sandbox
import Scenario

/// A guided manual run: the window leads a tester through the file's steps.
struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Leads a tester through a scenario in the window, checking as it goes; writes report.md, junit.xml, trace.log and recording.mp4.",
        discussion: """
            Keys: do each step as the panel says (Ctrl+Left/Right, U, F, B, L, R, clicks), Space lets \
            the sandbox do it, Backspace skips, Y / N answer a question, Esc ends the run. \
            Exit status: 0 every expectation held and every question was answered yes, 1 an \
            expectation failed, a question was answered no or the run ended before every check, \
            2 invalid file or option, 3 the app crashed unexpectedly, 4 the window or the output \
            folder cannot be opened or written, 130 / 143 stopped by Ctrl+C / SIGTERM (the report says \
            where). The output folder is kept as `record` keeps it: locked while in use, files \
            renamed into place at the end, a folder holding the user's files refused unless --force.
            """)

    @Argument(help: "A scenario file.")
    var file: String

    @OptionGroup var scenario: ScenarioOptions

    @Option(help: ArgumentHelp("The folder to write into (created if needed); acceptance-NAME-DATE-TIME by default.",
                               valueName: "folder"))
    var out: String?

    @Flag(help: "Write into a folder that holds files of the user's (files of the names accept writes are replaced; the rest are left).")
    var force = false

    static let fixedFiles = ["recording.mp4", "trace.log", "junit.xml", "report.md"]

    func run() throws {
        Interruption.install()
        let scenario = try Console.loadScenario(file, self.scenario)
        let directory = out ?? Self.defaultFolder(for: file)
        let folder = try Console.outputFolder(directory, force: force, scenario: scenario, fixed: Self.fixedFiles)
        let result = MainActor.assumeIsolated { () -> Result<AcceptanceOutcome, SandboxError> in
            do throws(SandboxError) {
                return .success(try runAcceptance(scenario: scenario, directory: folder.staging, shownDirectory: directory))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .failure(let error):
            folder.abandon()
            Console.err("rotation-sandbox: \(folder.shown("\(error)"))\n")
            throw ExitStatus.output.code
        case .success(let outcome):
            let commit = folder.commit(outcome.files + outcome.thumbnails)
            let problems = outcome.problems.map(folder.shown) + commit.problems
            Console.out("\(outcome.verdict)\n")
            Console.out(Console.wroteLine(directory, commit))
            for problem in problems { Console.err("accept: \(problem)\n") }
            if let status = Interruption.exitStatus {
                Console.err("accept: \(Interruption.reason ?? ""): report.md says where the run stopped\n")
                throw ExitCode(status)
            }
            if !problems.isEmpty { throw ExitStatus.output.code }
            if outcome.status != .ok { throw ExitStatus(outcome.status).code }
        }
    }

    static func defaultFolder(for file: String) -> String {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "acceptance-\(stem)-\(formatter.string(from: Date()))"
    }
}
