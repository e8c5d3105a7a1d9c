enum ScenarioPlaceholder {}
