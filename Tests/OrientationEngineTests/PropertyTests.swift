import Foundation
import Testing
@testable import OrientationEngine

/// Sessions per invariant: 10,000 when `make test` asks for the full lane
/// (ROTATION_SANDBOX_FULL_TESTS=1), 500 in the quick edit-test loop.
let propertySessions: UInt64 = ProcessInfo.processInfo.environment["ROTATION_SANDBOX_FULL_TESTS"] == "1" ? 10_000 : 500

/// SplitMix64: small, seedable, the same sequence on every platform.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random apps and random tester sessions for the invariants.
struct Fuzz {
    var random: SeededRandom

    mutating func mask() -> OrientationMask {
        OrientationMask(rawValue: Int(random.next() % 16) << 1)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func model() -> AppModel {
        let forwarding = chance(50)
        var controllers = [nav("Nav", ["A"], forwarding: forwarding, supported: chance(50) ? .literal(mask()) : nil)]
        for name in ["A", "B", "C", "M1", "M2"] {
            var spec = vc(name, supported: chance(70) ? .literal(mask()) : nil,
                          shouldAutorotate: chance(20) ? .literal(false) : nil,
                          autorotateTo: chance(70) ? .literal(mask()) : nil, lockable: chance(20))
            if chance(30), let preferred = pick(allFour) as InterfaceOrientation? { spec.preferred = .literal(preferred) }
            spec.presentation = pick(PresentationStyle.allCases)
            controllers.append(spec)
        }
        let plist: [InterfaceOrientation]? = chance(60) ? Array(allFour.shuffled(using: &random).prefix(Int(random.next() % 4) + 1)) : nil
        let device = pick(DeviceModel.allCases)
        return app(controllers, root: "Nav", device: device,
                   ios: pick([5, 6, 7, 9, 13, 16, 17].filter { $0 >= device.firstIOS }),
                   orientation: pick(DeviceOrientation.allCases), plist: plist,
                   window: chance(40) ? .literal(mask()) : nil, notifications: chance(90),
                   requiresFullScreen: chance(50))
    }

    /// Events that never change who decides without re-evaluating (no push/pop/tab).
    mutating func steadyEvent() -> Event {
        switch random.next() % 6 {
        case 0, 1: .turn(pick(DeviceOrientation.allCases))
        case 2: .systemLock(chance(50))
        case 3: .present(pick(["M1", "M2"]))
        case 4: .dismiss
        default: .relaunch
        }
    }

    mutating func anyEvent() -> Event {
        switch random.next() % 10 {
        case 0: .push(pick(["B", "C"]))
        case 1: .pop
        case 2: .perform(pick([.forceDevice(pick(DeviceOrientation.allCases)), .attemptRotation, .lock(chance(50)),
                                .setStatusBar(pick(allFour)), .transform(view: .root, to: pick(allFour), animated: true)]),
                         by: pick(["A", "B", "M1"]))
        case 3: .tap(pick(["Lock", "Unlock", "Back"]))
        default: steadyEvent()
        }
    }
}

@Suite("Invariants over random sessions")
struct PropertyTests {
    /// Runs one session; returns its trace lines.
    func session(seed: UInt64, events count: Int, steady: Bool, check: (Engine, [Emitted]) -> Void) throws -> [String] {
        var fuzz = Fuzz(random: SeededRandom(seed: seed))
        var engine = try Engine(model: fuzz.model())
        var lines: [String] = []
        var time = 0.0
        var emitted: [Emitted] = []
        func keep(_ more: [Emitted]) {
            emitted += more
            for case .trace(let event) in more { lines.append("\(event.time) \(event.line)") }
        }
        keep(try engine.send(.launch, at: 0))
        check(engine, emitted)
        for _ in 0..<count {
            emitted.removeAll()
            let event = steady ? fuzz.steadyEvent() : fuzz.anyEvent()
            time += fuzz.chance(30) ? 0.1 : 1
            do { keep(try engine.send(event, at: time)) } catch {}
            if fuzz.chance(70) { keep(engine.settle()); time = engine.state.time }
            check(engine, emitted)
        }
        return lines
    }

    @Test("R9 R12 R15 R16 invariant: without push/pop the interface stays inside the effective mask (10,000 sessions; 500 quick)")
    func insideEffectiveMask() throws {
        var violations: [String] = []
        for seed in 0..<propertySessions {
            _ = try session(seed: seed, events: 12, steady: true) { engine, _ in
                let effective = engine.currentEffectiveMask()
                guard engine.state.crash == nil, !engine.isRotating, !effective.isEmpty else { return }
                if !effective.contains(engine.state.interface), violations.count < 5 {
                    violations.append("seed \(seed): \(engine.state.interface) not in \(effective)")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("R9 R15a R16 R17 R21 R27 invariants: no trap, time never goes back, rotations land in their mask, a dismissal that rotates goes to interface(device) when the presenter allows it, a sheet never decides, the kept deciding chain is the live one, no mask query under multitasking; same seed, same trace (10,000 sessions; 500 quick)")
    func anySession() throws {
        var problems: [String] = []
        for seed in 0..<propertySessions {
            var last = 0.0
            _ = try session(seed: seed, events: 16, steady: false) { engine, emitted in
                if engine.state.time < last { problems.append("seed \(seed): time went back") }
                if !engine.presentationStyle(of: engine.decider).fillsWindow {
                    problems.append("seed \(seed): a sheet decides")
                }
                if engine.deciderChain != DerivedStateTests.liveDeciderChain(engine) {
                    problems.append("seed \(seed): the kept deciding chain \(engine.deciderChain) went stale")
                }
                for case .trace(let event) in emitted where engine.multitasking && event.kind == .query
                    && event.selector != "prefersStatusBarHidden" {
                    problems.append("seed \(seed): \(event.line) asked under R27")
                }
                last = engine.state.time
                // R16: a dismissal that rotates lands on interface(device) whenever the presenter allows
                // it — before iOS 16 only when that differs from the orientation it left ((a) is literal:
                // otherwise (b) asks the presenter's preferred).
                for case .decision(let decision) in emitted where decision.trigger.hasPrefix("dismiss") {
                    guard case .rotated(let from, let to) = decision.outcome, let effective = decision.effective,
                          let device = decision.device.interfaceOrientation, effective.contains(device),
                          to != device, engine.model.profile >= .ios16 || from != device else { continue }
                    problems.append("seed \(seed): dismissal turned to \(to), not the device's \(device)")
                }
                if let decision = engine.state.lastDecision, case .rotated(_, let to) = decision.outcome,
                   let effective = decision.effective, !effective.contains(to) {
                    problems.append("seed \(seed): rotated to \(to) outside \(effective)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        for seed in [1, 77, 4242] as [UInt64] {
            let first = try session(seed: seed, events: 40, steady: false) { _, _ in }
            let second = try session(seed: seed, events: 40, steady: false) { _, _ in }
            #expect(first == second && !first.isEmpty)
        }
    }
}
