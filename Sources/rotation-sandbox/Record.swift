import ArgumentParser

/// Headless replay with PNG snapshots and an MP4 (placeholder until its issue lands).
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replays a scenario headless, writing trace.log, trace.jsonl, report.md, snapshots and recording.mp4.")

    @Argument(help: "A scenario file.")
    var file: String

    @Option(help: "The folder to write into.")
    var out: String

    func run() throws {
        throw Console.notAvailable("record")
    }
}
