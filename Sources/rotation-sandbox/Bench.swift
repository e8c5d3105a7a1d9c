import ArgumentParser

/// The benchmarks of BENCHMARKS.md (placeholder until its issue lands).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Runs the benchmarks.")

    func run() throws {
        throw Console.notAvailable("bench")
    }
}
