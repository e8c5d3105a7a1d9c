import Testing

/// Runs a serialized suite's steps ahead of the parallel tests.
///
/// A serialized suite starts each of its tests as a new child task once the one before
/// has ended. Swift's global pool takes ready tasks of one priority in the order they
/// came, and the parallel suites queue hundreds at the start: each step of the SDL suite
/// waited behind all of them, so its tests (on the main actor) ran after the parallel ones
/// instead of beside them. At `.high` each step is taken as soon as it is ready. Only the
/// order in which ready tasks are picked changes; what each test does and checks does not.
struct RunsAhead: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // `Task` (not detached) keeps the task-local values the test library runs with; it
        // is awaited here, and cancelled with the run.
        try await withoutActuallyEscaping(function) { function in
            let ahead = Task(priority: .high) { try await function() }
            try await withTaskCancellationHandler {
                try await ahead.value
            } onCancel: {
                ahead.cancel()
            }
        }
    }
}

extension Trait where Self == RunsAhead {
    static var runsAhead: Self { RunsAhead() }
}
