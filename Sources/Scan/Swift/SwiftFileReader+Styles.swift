// A class's own presentation style set in a helper its `init` calls
// (`init(content:) { …; configure(with: content) }`, `configure` setting `modalPresentationStyle`).

extension SwiftTypeVisitor {
    /// The style a helper sets that an `init` of the type (serial `serial`) calls; nil if none does.
    func styleFromInitHelpers(of type: TypeFact, serial: Int) -> PresentationStyleFact? {
        guard let helpers = helperStyles[serial], !helpers.isEmpty else { return nil }
        // An `init` with no action of its own waits unread (`deferred`): its text says what it calls.
        let inits = deferred.filter { $0.type == serial && $0.name == "init" }.map { $0.body.description }
        let called = type.functions.filter { $0.name == "init" }.flatMap(\.actions).compactMap { a -> String? in
            if case .call(let g, _) = a.action { g } else { nil }
        }
        return helpers.sorted { $0.key < $1.key }.first { name, _ in
            called.contains(name) || inits.contains { $0.contains(name + "(") }
        }?.value
    }
}
