import Testing

@testable import KiteAnimation

@Suite struct MotionBenchTests {
    @Test func steadyStateFramesDoNotAllocate() throws {
        let result = try MotionBench.run(springs: 200, curves: 200, frames: 30, fps: 60)
        print(result)
        let allocations = try #require(result.allocationsPerFrame, "allocation counting unavailable")
        #expect(allocations == 0)
    }
}
