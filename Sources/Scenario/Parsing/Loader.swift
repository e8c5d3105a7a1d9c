// File → `Scenario`: read with a size cap, pre-check, compose with Yams, walk.

import Foundation
import OrientationEngine
import Yams

public enum ScenarioLoader {
    /// Reads, parses and validates one file, with the command line's options over it.
    public static func load(path: String, options: LoadOptions = LoadOptions()) throws(ScenarioError) -> ScenarioFile {
        let limits = PrecheckLimits()
        let bytes = try read(path: path, limit: limits.maxBytes)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(bytes: bytes, file: path, folder: folder, limits: limits, options: options)
    }

    /// Parses text already in memory (tests, the window app's built-in demo).
    public static func parse(text: String, file: String, folder: URL? = nil,
                             options: LoadOptions = LoadOptions()) throws(ScenarioError) -> ScenarioFile {
        try parse(bytes: Array(text.utf8), file: file, folder: folder, limits: PrecheckLimits(), options: options)
    }

    static func parse(bytes: [UInt8], file: String, folder: URL?, limits: PrecheckLimits,
                      options: LoadOptions = LoadOptions()) throws(ScenarioError) -> ScenarioFile {
        let text: String
        do {
            text = try Precheck.text(from: bytes, limits: limits)
        } catch {
            throw ScenarioError(file: file, line: error.line, keyPath: "", message: error.message)
        }
        let node = try compose(text, file: file)
        do {
            return try parse(node: node, text: text, file: file, folder: folder, options: options)
        } catch {
            throw explainingIndentation(error, text: text)
        }
    }

    /// An error at a key a misplaced indentation moved (`controllers.supported: expected a
    /// mapping`) says so instead, and the knock-on errors of that line go.
    static func explainingIndentation(_ error: ScenarioError, text: String) -> ScenarioError {
        var errors: [ScenarioError] = []
        var hinted = Set<Int>()
        for one in [error.alone] + error.more {
            if let hint = IndentationHint.diagnose(text, near: one.line), hint.line == one.line {
                if hinted.insert(hint.line).inserted {
                    errors.append(ScenarioError(file: one.file, line: hint.line, keyPath: hint.keyPath, message: hint.message))
                }
            } else {
                errors.append(one)
            }
        }
        guard var combined = ScenarioError(all: errors) else { return error }
        combined.unlisted += error.unlisted
        return combined
    }

    private static func parse(node: Node, text: String, file: String, folder: URL?,
                              options: LoadOptions) throws(ScenarioError) -> ScenarioFile {
        let context = ParseContext(file: file)
        let root = Cursor(node: node, path: "", context: context)
        // Every error of the file is collected, then thrown as one (ScenarioError.listing).
        func everyError(_ more: [ScenarioError] = []) -> ScenarioError? { ScenarioError(all: context.errors + more) }
        let parsed: ModelParser.Parsed
        do {
            parsed = try ModelParser.model(root, folder: folder)
        } catch {
            throw everyError([error]) ?? error
        }
        var model = parsed.model
        let warnings: [ScenarioWarning]
        do {
            warnings = try options.apply(to: &model, file: file, lines: context.table)
        } catch {
            throw everyError([error]) ?? error
        }
        // The model is validated here, once, before the steps (which name its controllers).
        var engine: Engine?
        var invalid: [ScenarioError] = []
        if context.errors.isEmpty {
            do {
                engine = try options.validated(model, file: file, lines: context.table, fileModel: parsed.model)
            } catch {
                invalid = [error]
            }
        } else if !parsed.brokenNames {
            // Problems the parse could not see, except where it already found one.
            let found = context.errors.map(\.keyPath)
            // A controller whose `kind` could not be read has knock-on errors about the keys
            // of that kind (`tabs` on a kind typed `tabbar`): only the kind is reported.
            let badKinds = found.filter { $0.hasSuffix(".kind") }.map { String($0.dropLast("kind".count)) }
            invalid = ScenarioFile.problems(model, file: file, lines: context.table).filter { problem in
                !found.contains { KeyPaths.related($0, problem.keyPath) }
                    && !badKinds.contains { problem.keyPath.hasPrefix($0) }
            }
        }
        var steps: [Step] = []
        if let stepsCursor = parsed.steps, !parsed.brokenNames {
            do {
                steps = try StepParser.steps(stepsCursor, model: model)
            } catch {
                invalid.append(error)
            }
        }
        if let error = everyError(invalid) { throw error }
        guard let engine else { throw ScenarioError(file: file, line: 0, keyPath: "", message: "could not be read") }
        return ScenarioFile(file: file, engine: engine, steps: steps, lines: context.table, warnings: warnings)
    }

    private static func read(path: String, limit: Int) throws(ScenarioError) -> [UInt8] {
        do {
            return [UInt8](try RegularFile.read(path, limit: limit, what: "a scenario file"))
        } catch {
            throw ScenarioError(file: path, line: 0, keyPath: "", message: error.message)
        }
    }

    /// Yams' composer recurses per nesting level; the pre-check bounds the depth, and
    /// a thread with a large stack makes sure no crafted input overflows anyway.
    static func compose(_ text: String, file: String) throws(ScenarioError) -> Node {
        let box = ComposeBox(text)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        switch box.result {
        case .success(let node?): return node
        case .success(nil): throw ScenarioError(file: file, line: 0, keyPath: "", message: "empty file")
        case .failure(let error): throw describe(error, text: text, file: file)
        case nil: throw ScenarioError(file: file, line: 0, keyPath: "", message: "could not be parsed")
        }
    }

    static func describe(_ error: Error, text: String, file: String) -> ScenarioError {
        func located(_ line: Int, _ message: String) -> ScenarioError {
            ScenarioError(file: file, line: line, keyPath: Outline.keyPath(in: text, line: line), message: message)
        }
        guard let yaml = error as? YamlError else {
            return ScenarioError(file: file, line: 0, keyPath: "", message: "not valid YAML: \(error)")
        }
        switch yaml {
        case .parser(let context?, let problem, let mark, _) where unclosed(context.text, problem) != nil:
            // libyaml notices a missing `}` or `]` where the next thing cannot go on the
            // collection, often lines later: the line that opened it is the one to fix.
            let (opener, closer) = unclosed(context.text, problem) ?? ("{", "}")
            return located(context.mark.line, "the '\(opener)' opened on this line is never closed: "
                + unclosedDetail(closer, opened: context.mark, stopped: mark, text: text) + " (not valid YAML)")
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var detail = context.map { " (\($0.text))" } ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if mark.line >= 1, mark.line <= lines.count, lines[mark.line - 1].first == "\t" {
                detail += "; YAML indents with spaces, not tabs"
            }
            if let hint = IndentationHint.diagnose(text, near: mark.line) {
                return ScenarioError(file: file, line: hint.line, keyPath: hint.keyPath, message: hint.message)
            }
            return located(mark.line, "not valid YAML: \(problem)\(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return located(context.mark.line, "duplicate key \(names)")
        case .reader(let problem, let offset, _, _):
            let line = offset.map { text.prefix($0).reduce(1) { $1 == "\n" ? $0 + 1 : $0 } } ?? 0
            return ScenarioError(file: file, line: line, keyPath: "", message: "not valid YAML: \(problem)")
        default:
            return ScenarioError(file: file, line: 0, keyPath: "", message: "not valid YAML: \(yaml)")
        }
    }
}

extension ScenarioLoader {
    /// What came where the closing bracket should have: the end of the file, a wrong
    /// bracket, or a later line.
    static func unclosedDetail(_ closer: String, opened: Mark, stopped: Mark, text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let rest = lines.dropFirst(max(0, stopped.line - 1))
        let blank = { (line: Substring) in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
        let line = rest.first.map { Array($0.unicodeScalars) } ?? []
        let column = stopped.column - 1
        let found = line.indices.contains(column) ? Character(line[column]) : nil
        if rest.allSatisfy(blank) && (found == nil || found?.isWhitespace == true) {
            return "the file ends before its '\(closer)'"
        }
        let where_ = stopped.line == opened.line ? "" : " on line \(stopped.line)"
        if let found, "{}[]".contains(found) { return "a '\(found)'\(where_) comes before its '\(closer)'" }
        if stopped.line != opened.line { return "line \(stopped.line) comes before its '\(closer)'" }
        return "expected ',' or '\(closer)' at column \(stopped.column)"
    }

    /// `{` and `}` (or `[` and `]`) when libyaml gave up waiting for a flow collection to close.
    static func unclosed(_ context: String, _ problem: String) -> (String, String)? {
        if context.contains("flow mapping"), problem.contains("'}'") { return ("{", "}") }
        if context.contains("flow sequence"), problem.contains("']'") { return ("[", "]") }
        return nil
    }
}

/// Hands the text to the compose thread and the node back. `@unchecked Sendable`:
/// the semaphore orders the single write before the single read.
private final class ComposeBox: @unchecked Sendable {
    let text: String
    var result: Result<Node?, Error>?
    init(_ text: String) { self.text = text }

    /// The node reader reads every scalar from its text (`'16'` is text, `16` a number where
    /// one is asked for), so Yams' implicit types are not needed: its basic resolver leaves
    /// out the default's regular expressions, tried on every plain scalar (with ICU loaded for them).
    func run() {
        result = Result { try Yams.compose(yaml: text, .basic) }
    }
}

enum KeyPaths {
    /// One key path is the other or inside it (`controllers.VC` and `controllers.VC.stack[0]`,
    /// not `controllers.VCs`).
    static func related(_ a: String, _ b: String) -> Bool {
        func within(_ inner: String, _ outer: String) -> Bool {
            guard inner.hasPrefix(outer) else { return false }
            let rest = inner.dropFirst(outer.count)
            return outer.isEmpty || rest.isEmpty || rest.first == "." || rest.first == "["
        }
        return within(a, b) || within(b, a)
    }
}
