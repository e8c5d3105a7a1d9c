import Testing

/// Runs a serialized suite's tests at a higher priority than the rest of the run.
///
/// A serialized suite starts each test as a new task and waits for it before the next.
/// Swift's pool serves tasks of one priority in turn, so while the parallel suites' tasks
/// fill it, each of these steps waits behind all of them: the SDL suite then runs after
/// the parallel tests rather than beside them. Run at `.high`, its steps are taken first
/// and the pool's other thread and the main thread keep both lanes going. Only the order
/// in which ready tasks are picked changes; what each test does and checks does not.
struct RunsAhead: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // `Task` (not detached) keeps the task-local values the test library runs with.
        try await withoutActuallyEscaping(function) { function in
            try await Task(priority: .high) { try await function() }.value
        }
    }
}

extension Trait where Self == RunsAhead {
    static var runsAhead: Self { RunsAhead() }
}
