import Foundation
import Testing
@testable import Media

@Suite("Resources")
struct ResourceTests {
    /// Other tests run in parallel and briefly hold descriptors and threads of their
    /// own, so the check allows some slack: a leak of one per open would be ≥ the
    /// number of cycles (200 with ROTATION_SANDBOX_FULL_TESTS=1, as `make test` runs it; 60 quick).
    static let slack = 40
    static let full = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1"
    static let cycles = full ? 200 : 60
    /// How far into the video the decoders are sent (seconds scale): the quick lane
    /// decodes a fifth as much, still mid-decode and still at the same time.
    static let depth = full ? 1.0 : 0.2

    @Test("open/close 200 times (60 quick): no growth in open file descriptors or threads")
    func openCloseLoop() throws {
        let path = samplePath("sample-portrait.mp4")
        // Warm up once: FFmpeg and Foundation set up lazily held globals on first use.
        try VideoSource(path: path).close()
        let fdsBefore = openFileDescriptors(), threadsBefore = threadCount()
        for i in 0..<Self.cycles {
            let source = try VideoSource(path: path)
            if i % 4 == 0 { _ = source.frameBlocking(at: Double(i % 10) * Self.depth) }   // sometimes mid-decode
            source.close()
        }
        let fdsAfter = openFileDescriptors(), threadsAfter = threadCount()
        #expect(fdsAfter - fdsBefore < Self.slack, "fds \(fdsBefore) → \(fdsAfter)")
        #expect(threadsAfter - threadsBefore < Self.slack, "threads \(threadsBefore) → \(threadsAfter)")
    }

    @Test("many sources decode at the same time")
    func concurrentSources() async throws {
        let paths = [samplePath("sample-landscape.mp4"), samplePath("sample-portrait.mp4")]
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<6 {
                group.addTask {
                    let source = try VideoSource(path: paths[i % 2], loop: true)
                    defer { source.close() }
                    return source.frameBlocking(at: (3.0 + Double(i)) * Self.depth)?.serial ?? 0
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(results.count == 6 && results.allSatisfy { $0 > 0 })
    }

    /// Not a test of speed (no timing assertions): prints decode throughput next to the
    /// ffmpeg tool's on the same 1080p file. Run with MEDIA_BENCH=1.
    @Test("decode throughput of 1080p (prints numbers)",
          .enabled(if: ProcessInfo.processInfo.environment["MEDIA_BENCH"] == "1", "set MEDIA_BENCH=1 to run"))
    func throughput() throws {
        let dir = try TempDir()
        let path = dir.path("1080p.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=1920x1080:r=30:d=10", "-c:v", "libx264", "-preset", "veryfast",
                    "-pix_fmt", "yuv420p", path])
        let start = Date()
        let source = try VideoSource(path: path, loop: false)
        let count = decodeAll(source).count
        source.close()
        let ours = Date().timeIntervalSince(start)
        let toolStart = Date()
        try ffmpeg(["-i", path, "-f", "null", "-"])
        let tool = Date().timeIntervalSince(toolStart)
        print("MEDIA_BENCH 1080p h264: VideoSource \(count) frames in \(ours) s (\(Double(count) / ours) fps); ffmpeg -f null \(tool) s (\(Double(count) / tool) fps)")
        #expect(count == 300)
    }
}
