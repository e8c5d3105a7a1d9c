import CFFmpeg
import Foundation
import Testing
@testable import Media

/// FFmpeg's and SDL's libraries load on first use (CLibraryLoader), not with the process: a
/// process that never decodes does not pay for FFmpeg, and the libraries loaded after them
/// (the window's OpenGL driver) do not search their hundreds of dependencies.
@Suite("Libraries bound late")
struct LateBindingTests {
    @Test("the process links neither FFmpeg's libraries nor SDL's: none is among the executable's DT_NEEDED")
    func notLinked() throws {
        let needed = try neededLibraries(ofExecutable: "/proc/self/exe")
        #expect(needed.contains { $0.hasPrefix("libc.so") }, "the reader found the executable's libraries: \(needed)")
        let late = ["libavformat", "libavcodec", "libavutil", "libswscale", "libswresample", "libSDL2"]
        #expect(needed.filter { name in late.contains { name.hasPrefix($0) } }.isEmpty)
    }

    @Test("a first FFmpeg call loads the libraries, kept out of the global scope (RTLD_LOCAL)")
    func loadedLocally() throws {
        _ = try DecoderContext(pictureOf: VideoOpening(path: samplePath("sample-landscape.mp4")))
        let soname = "libavformat.so.\(LIBAVFORMAT_VERSION_MAJOR)"
        let handle = dlopen(soname, RTLD_NOW | RTLD_NOLOAD)
        #expect(handle != nil, "\(soname) is loaded")
        if let handle { dlclose(handle) }
        // The global scope (the executable and what it links) has no FFmpeg function, so
        // a library loaded later resolves its own symbols without passing FFmpeg's.
        // (nil is RTLD_DEFAULT.)
        #expect(dlsym(nil, "avformat_open_input") == nil)
        #expect(dlsym(nil, "av_frame_alloc") == nil)
    }
}

/// The DT_NEEDED entries of an ELF64 file: its .dynamic section's names in .dynstr.
private func neededLibraries(ofExecutable path: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    func read<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
    try #require(data.count > 64 && data.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]) && data[4] == 2, "an ELF64 file")
    let sectionTable = Int(read(UInt64.self, at: 0x28))
    let entrySize = Int(read(UInt16.self, at: 0x3A)), count = Int(read(UInt16.self, at: 0x3C))
    let sections = (0..<count).map { sectionTable + $0 * entrySize }
    let dynamicType: UInt32 = 6   // SHT_DYNAMIC
    guard let dynamic = sections.first(where: { read(UInt32.self, at: $0 + 4) == dynamicType }) else { return [] }
    let strings = Int(read(UInt64.self, at: sections[Int(read(UInt32.self, at: dynamic + 0x28))] + 0x18))
    let start = Int(read(UInt64.self, at: dynamic + 0x18)), size = Int(read(UInt64.self, at: dynamic + 0x20))
    return stride(from: start, to: start + size, by: 16).compactMap { entry -> String? in
        guard read(Int64.self, at: entry) == 1 else { return nil }   // DT_NEEDED
        let name = strings + Int(read(UInt64.self, at: entry + 8))
        return String(decoding: data[name...].prefix { $0 != 0 }, as: UTF8.self)
    }
}
