enum SandboxPlaceholder {}
