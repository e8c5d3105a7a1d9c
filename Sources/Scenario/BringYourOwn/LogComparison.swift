// `compare FILE LOG`: a real app's console log against the engine's trace of the
// scenario that models it.

import Foundation
import OrientationEngine

public struct CompareOptions: Sendable, Equatable {
    /// Line by line, every repeated query included.
    public var exact: Bool
    /// Compare from this 1-based step on (the log was captured around it).
    public var fromStep: Int?
    public var json: Bool

    public init(exact: Bool = false, fromStep: Int? = nil, json: Bool = false) {
        self.exact = exact
        self.fromStep = fromStep
        self.json = json
    }
}

/// Bad input: one line on stderr, exit 2.
struct CompareError: Error, CustomStringConvertible {
    var description: String
}

/// Everything one comparison found, ready to print.
struct Comparison {
    var file: String
    var logName: String
    var options: CompareOptions
    var run: EngineRun
    var log: DeviceLog
    /// The engine's calls the app would log, from the chosen step on.
    var engineCalls: [EngineCall]
    var engineItems: [AlignedItem]
    var logItems: [AlignedItem]
    var edits: [Edit]
    var divergences: [Divergence]

    var agree: Bool { divergences.isEmpty }
}

public enum LogComparison {
    /// Console logs worth comparing are far smaller.
    static let maxLogBytes = 64 << 20

    /// The whole command: exit 0 agree, 1 differ, 2 bad input (one line on stderr).
    public static func run(file: String, log: String, options: CompareOptions, loading: LoadOptions = LoadOptions())
        -> (status: CheckStatus, stdout: String, stderr: String)
    {
        do {
            let scenario = try ScenarioLoader.load(path: file, options: loading)
            let text = try readLog(log)
            let comparison = try compare(scenario, logText: text, logName: log, options: options)
            let out = options.json ? CompareReport.json(comparison) : CompareReport.text(comparison)
            return (comparison.agree ? .ok : .expectationFailed, out, "")
        } catch let error as ScenarioError {
            return (.invalidFile, "", error.listing)
        } catch {
            // A CompareError: one line.
            return (.invalidFile, "", "\(error)\n")
        }
    }

    static func readLog(_ path: String) throws -> String {
        let shown = path.escapedForMessage
        let data: Data
        do {
            data = try RegularFile.read(path, limit: maxLogBytes, what: "a log")
        } catch {
            throw CompareError(description: "\(shown): \(error.message)")
        }
        if data.count > maxLogBytes { throw CompareError(description: "\(shown): too large (over \(maxLogBytes >> 20) MB); cut it around the action") }
        // Logs may hold any bytes; invalid UTF-8 becomes U+FFFD.
        return String(decoding: data, as: UTF8.self)
    }

    /// The comparison of a loaded scenario with a log's text.
    static func compare(_ scenario: ScenarioFile, logText: String, logName: String, options: CompareOptions) throws -> Comparison {
        if let step = options.fromStep, !(1...max(1, scenario.steps.count)).contains(step) || scenario.steps.isEmpty {
            let count = scenario.steps.count
            throw CompareError(description: "--from-step \(step): \(scenario.file.escapedForMessage) has \(count == 0 ? "no steps" : count == 1 ? "1 step" : "\(count) steps")")
        }
        let run = try EngineRun.replay(scenario)
        var receivers = Set(scenario.model.controllers.map(\.name))
        receivers.insert(scenario.model.delegate)
        let log = DeviceLog.parse(logText, receivers: receivers.union([Call.geometryError.receiver]),
                                  isModelled: run.models)
        guard !log.calls.isEmpty else {
            let names = receivers.sorted().joined(separator: ", ")
            throw CompareError(description: "\(logName.escapedForMessage): no -[Class selector] lines of the scenario's classes (\(names.clipped(200)))")
        }
        let logged = Set(log.calls.map(\.call)).filter { EngineRun.rotationCallbacks.contains($0.selector) }
        let from = options.fromStep ?? 0
        let engineCalls = run.calls.indices
            .filter { run.calls[$0].step >= from && run.wouldLog($0, loggedRotationCallbacks: logged) }
            .map { run.calls[$0] }
        var rank: [Call: Int] = [:]
        for (index, entry) in engineCalls.enumerated() where rank[entry.call] == nil { rank[entry.call] = index }
        let sets = !options.exact
        let engineItems = CallAlignment.items(engineCalls.map { ($0.call, $0.isQuery) }, sets: sets, rank: rank)
        let logItems = CallAlignment.items(
            log.calls.map { ($0.call, EngineRun.querySelectors.contains($0.call.selector)) }, sets: sets, rank: rank)
        let edits = CallAlignment.diff(engineItems.map(\.call), logItems.map(\.call))
        let divergences = CallAlignment.divergences(edits, engine: engineItems, log: logItems)
        return Comparison(
            file: scenario.file, logName: logName, options: options, run: run, log: log, engineCalls: engineCalls,
            engineItems: engineItems, logItems: logItems, edits: edits, divergences: divergences)
    }
}
