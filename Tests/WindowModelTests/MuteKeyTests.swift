import Testing
import TestSupport

@testable import WindowModel

@Suite("Mute key")
struct MuteKeyTests {
    @Test("M asks the shell to toggle the sound; a held M toggles once; Ctrl+M nothing")
    func muteKey() throws {
        var (state, _) = try WindowState.start(model: navModel(), at: 0)
        #expect(state.reduce(.key(.m), at: 1) == [.toggleMute])
        #expect(state.reduce(.key(.m, repeated: true), at: 1.1).isEmpty)
        #expect(state.reduce(.key(.m, ctrl: true), at: 1.2).isEmpty)
        #expect(state.reduce(.key(.m), at: 2) == [.toggleMute])
    }
}
