// lint_states_per_s: distinct states the explorer settles and looks at per second, on one
// core (the demo on one device and iOS, up to the default state budget). lint_largest_s:
// wall seconds to lint the largest bundled scenario as `rotation-sandbox lint` does
// (every device and iOS stretch it runs on, in parallel, default budgets).

import CommandSupport
import Foundation
import Lint
import OrientationEngine

enum LintBench {
    struct Result {
        var statesPerSecond: Double
        var largest: String
        var largestSeconds: Double
        var largestStates: Int
    }

    static func run() throws -> Result {
        let folder = Bundled.find("Assets/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        let sized = files.map { name -> (String, Int) in
            let path = (folder as NSString).appendingPathComponent(name)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            return (path, size ?? 0)
        }
        guard let largest = sized.max(by: { $0.1 < $1.1 })?.0 else { throw BenchError.failed("no bundled scenarios in \(folder)") }

        let one = LintOptions(devices: [.iphoneFaceID], versions: [17])
        let start = Proc.monotonic()
        let single = try Lint.file(Bundled.demo(), options: one)
        let singleSeconds = Proc.monotonic() - start

        let whole = Proc.monotonic()
        let all = try Lint.file(largest, options: LintOptions())
        let wholeSeconds = Proc.monotonic() - whole
        return Result(statesPerSecond: Double(single.states) / singleSeconds, largest: (largest as NSString).lastPathComponent,
                      largestSeconds: wholeSeconds, largestStates: all.states)
    }
}
