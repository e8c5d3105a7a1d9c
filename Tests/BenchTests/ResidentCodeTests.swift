import Foundation
import Testing
@testable import rotation_sandbox_bench

@Suite struct ResidentCodeTests {
    @Test("Only the executable's code mappings count, by their path (spaces too)")
    func executableCodeOnly() {
        let smaps = """
            55d0c0000000-55d0c0700000 r--p 00000000 fe:00 42   /opt/app/window bin
            Rss:                 632 kB
            Anonymous:             0 kB
            55d0c0700000-55d0c2000000 r-xp 006ed000 fe:00 42   /opt/app/window bin
            Size:              25600 kB
            Rss:                5120 kB
            Anonymous:             0 kB
            VmFlags: rd ex mr mw me
            55d0c2000000-55d0c2100000 rw-p 01fd4000 fe:00 42   /opt/app/window bin
            Rss:                 924 kB
            7f0000000000-7f0000400000 r-xp 00000000 fe:00 77   /usr/lib/libLLVM.so.1
            Rss:               54000 kB
            7f0000400000-7f0000500000 r-xp 00000000 00:00 0
            Rss:                 100 kB
            """
        #expect(ResidentCode.kilobytes(smaps: smaps, executable: "/opt/app/window bin") == 5120)
        #expect(ResidentCode.kilobytes(smaps: smaps, executable: "/opt/app/other") == 0)
    }

    #if os(Linux)
    @Test("This test process has code of its own in memory")
    func ownProcess() throws {
        let kilobytes = try #require(ResidentCode.kilobytes())
        #expect(kilobytes > 0)
    }
    #endif
}
