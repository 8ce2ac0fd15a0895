import Testing

@testable import KiteApp

/// The pacer runs warm-up steps while the idle time left covers the longest step of the next one's kind so far,
/// timed on a scripted clock: each step advances it by its scripted cost.
@Suite struct WarmUpPacerTests {
    /// Steps of scripted kinds and costs (nanoseconds) on a clock that only they advance.
    final class ScriptedSteps: WarmUpSource {
        var steps: [(kind: String, cost: UInt64)]
        var clock: UInt64 = 0
        var ran: [String] = []

        init(_ steps: [(String, UInt64)]) { self.steps = steps.map { (kind: $0.0, cost: $0.1) } }

        var nextWarmUpStepKind: String? { steps.first?.kind }

        func runWarmUpStep() throws {
            let step = steps.removeFirst()
            clock += step.cost
            ran.append(step.kind)
        }
    }

    static let refresh: UInt64 = 16_000_000
    static let ms: UInt64 = 1_000_000

    @Test func aKindNotSeenYetWaitsForThreeQuartersOfARefresh() throws {
        let source = ScriptedSteps([("compile", 1 * Self.ms)])
        var pacer = WarmUpPacer()
        let idle = Self.refresh * 3 / 4 - 1
        #expect(try pacer.run(source, idleNanoseconds: idle, refreshNanoseconds: Self.refresh) { source.clock } == 0)
        #expect(source.ran.isEmpty)
        let spent = try pacer.run(source, idleNanoseconds: idle + 1, refreshNanoseconds: Self.refresh) {
            source.clock
        }
        #expect(spent == 1 * Self.ms && source.ran == ["compile"])
    }

    /// A costly kind's steps (a draw that compiles a set-up function) do not start in idle time that only the
    /// cheap kind's history would allow, and the cheap ones keep filling it.
    @Test func eachKindIsPacedByItsOwnLongestStep() throws {
        let source = ScriptedSteps([
            ("draw", 1 * Self.ms), ("draw with new inputs", 7 * Self.ms), ("draw", 1 * Self.ms),
            ("draw with new inputs", 6 * Self.ms), ("draw", 1 * Self.ms), ("draw", 1 * Self.ms),
        ])
        var pacer = WarmUpPacer()
        // Both kinds new: each waits for 12 ms (three quarters of 16) of the 12.5: the first draw runs, then 11.5
        // are left.
        var spent = try pacer.run(source, idleNanoseconds: 12_500_000, refreshNanoseconds: Self.refresh) {
            source.clock
        }
        #expect(spent == 1 * Self.ms && source.ran == ["draw"])
        // 12.5 ms idle: the new kind fits (12 ms allowance, takes 7), then 5.5 ms are left: the next draw (1 ms
        // known) fits; then the costly kind needs 7 ms and 4.5 are left.
        spent = try pacer.run(source, idleNanoseconds: 12_500_000, refreshNanoseconds: Self.refresh) {
            source.clock
        }
        #expect(spent == 8 * Self.ms && source.ran == ["draw", "draw with new inputs", "draw"])
        // 6.9 ms idle: the costly step (7 ms known) waits although cheap steps would fit.
        spent = try pacer.run(source, idleNanoseconds: 6_900_000, refreshNanoseconds: Self.refresh) {
            source.clock
        }
        #expect(spent == 0 && source.steps.count == 3)
        spent = try pacer.run(source, idleNanoseconds: 9 * Self.ms, refreshNanoseconds: Self.refresh) {
            source.clock
        }
        #expect(spent == 8 * Self.ms && source.steps.isEmpty)
    }
}
