// Damaged files never crash the loader: every prefix and seeded byte edits of a real
// file either load or fail with a located message.

import Foundation
import Testing
@testable import Scenario

struct MutationTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func source() throws -> [UInt8] {
        let url = BundledScenarioTests.folder.appendingPathComponent("kvc-push-landscape.yaml")
        return [UInt8](try Data(contentsOf: url))
    }

    /// Loads bytes; returns whether the outcome is acceptable (a model, or an error naming the file).
    static func survives(_ bytes: [UInt8]) -> Bool {
        do {
            let scenario = try ScenarioLoader.parse(bytes: bytes, file: "m.yaml", folder: nil, limits: PrecheckLimits())
            // Whatever parsed must also run without trapping.
            _ = try ScenarioRunner(scenario: scenario).run()
            return true
        } catch {
            return error.description.hasPrefix("m.yaml") && !error.message.isEmpty
        }
    }

    @Test("every prefix of a file loads or fails cleanly (every 7th byte; the quick lane every 29th)")
    func prefixes() throws {
        let bytes = try Self.source()
        for length in stride(from: 0, through: bytes.count, by: TestLane.full ? 7 : 29) {
            #expect(Self.survives(Array(bytes.prefix(length))), "prefix \(length)")
        }
    }

    @Test("seeded byte edits load or fail cleanly (400; the quick lane the first 100)")
    func edits() throws {
        let bytes = try Self.source()
        var random = Seeded(state: 2026)
        let alphabet = Array(":-[]{},&*!|>'\"#\n\t 0aZ$".utf8) + [0, 0xFF]
        for _ in 0..<(TestLane.full ? 400 : 100) {
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated[index] = alphabet.randomElement(using: &random) ?? 0
                case 1: mutated.remove(at: index)
                default: mutated.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                }
            }
            #expect(Self.survives(mutated))
        }
    }
}
