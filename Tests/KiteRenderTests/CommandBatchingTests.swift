import KiteTestSupport
import Testing

@testable import KiteRender

/// `CommandBatching.assignUnitLevels` against the simple model it speeds up: each unit one level above the highest
/// earlier unit whose box overlaps it, found by testing every earlier unit.
@Suite struct CommandBatchingTests {
    /// The quadratic model: every pair tested.
    private static func modelLevels(_ boxes: [SIMD4<Float>]) -> [Int] {
        var levels: [Int] = []
        for (unit, box) in boxes.enumerated() {
            var level = 0
            for other in 0..<unit where SceneEncoder.overlap(boxes[other], box) {
                level = max(level, levels[other] + 1)
            }
            levels.append(box.x < box.z && box.y < box.w ? level : 0)
        }
        return levels
    }

    /// Seeded random boxes on a 1280 x 800 canvas: small ones (inside a cell or a few), wide ones (a random
    /// stroke's box across much of the canvas, which skips the grid), empty ones, and with odd seeds infinite ones
    /// (a NaN coordinate's whole plane, which shrinks the grid to one cell). Same levels as the model, unit by unit.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func levelsMatchTestingEveryPair(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var boxes: [SIMD4<Float>] = []
        for _ in 0..<400 {
            let x = Float.random(in: -50...1280, using: &random)
            let y = Float.random(in: -50...800, using: &random)
            let kind = Int.random(in: 0..<20, using: &random)
            let side: SIMD2<Float> =
                switch kind {
                case 0..<12: SIMD2(Float.random(in: 1...90, using: &random), Float.random(in: 1...90, using: &random))
                case 12..<18:
                    SIMD2(Float.random(in: 300...1300, using: &random), Float.random(in: 200...800, using: &random))
                case 18: SIMD2(-5, 10)  // empty
                default: seed % 2 == 1 ? SIMD2(.infinity, .infinity) : SIMD2(40, 40)
                }
            boxes.append(SIMD4(x, y, x + side.x, y + side.y))
        }
        var batching = CommandBatching()
        batching.startPass()
        batching.unitBounds = boxes
        let count = batching.assignUnitLevels()
        let model = Self.modelLevels(boxes)
        #expect(batching.unitLevels == model)
        #expect(count == (model.max() ?? -1) + 1)
        if seed % 2 == 0 {
            #expect(!batching.wideUnits.isEmpty, "no wide unit: the test would not reach that branch")
        }
    }
}
