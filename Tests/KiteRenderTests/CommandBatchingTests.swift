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
    /// stroke's box across much of the canvas, which stays out of the grid: those spanning up to 64 cells read
    /// it, larger ones scan back over the earlier units), empty ones, and with odd seeds infinite ones
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
        #expect(batching.grid.levels == model)
        #expect(count == (model.max() ?? -1) + 1)
        if seed % 2 == 0 {
            #expect(!batching.grid.wideUnits.isEmpty, "no wide unit: the test would not reach that branch")
        }
    }

    /// `SceneEncoder.mergeKey` against the rule it encodes: two commands share a key exactly when they are the same
    /// case under the same clip with the same stroke kind, shape kind, blending or atlas; translucent paths and
    /// path shadows never merge. Every pair of a set covering each case, clip and variant.
    @Test func mergeKeysMatchTheMergeRule() {
        var commands: [RenderCommand] = []
        for clip in [nil, 0, 1, 1 << 20] as [Int?] {
            for kind in [RenderCommand.StrokeKind.lines, .curves, .gentle, .overlaps, .oneOverlap] {
                commands.append(.strokes(first: 0, count: 1, clip: clip, kind: kind))
            }
            for kind in [RenderCommand.ShapeKind.round, .roundBorder, .general] {
                commands.append(.shapes(first: 2, count: 3, clip: clip, kind: kind))
            }
            commands.append(.flats(first: 0, count: 1, clip: clip, opaque: false))
            commands.append(.flats(first: 4, count: 1, clip: clip, opaque: true))
            commands.append(.ramps(first: 0, count: 1, clip: clip))
            commands.append(.fills(first: 0, count: 1, clip: clip))
            commands.append(.fillMasks(first: 0, count: 1, clip: clip))
            commands.append(.shadows(first: 0, count: 1, clip: clip))
            for atlas in [0, 1, 7, 1 << 27] { commands.append(.text(first: 0, count: 1, clip: clip, atlas: atlas)) }
            commands.append(.translucentStroke(first: 0, count: 1, clip: clip, lines: 0))
            commands.append(.pathShadow(index: 0, clip: clip))
        }
        for a in commands {
            for b in commands {
                let same = SceneEncoder.mergeKey(a) >= 0 && SceneEncoder.mergeKey(a) == SceneEncoder.mergeKey(b)
                #expect(same == Self.canMerge(a, b), "\(a) and \(b)")
            }
        }
    }

    /// The rule, case by case.
    private static func canMerge(_ a: RenderCommand, _ b: RenderCommand) -> Bool {
        switch (a, b) {
        case (.strokes(_, _, let c1, let k1), .strokes(_, _, let c2, let k2)): c1 == c2 && k1 == k2
        case (.shapes(_, _, let c1, let k1), .shapes(_, _, let c2, let k2)): c1 == c2 && k1 == k2
        case (.flats(_, _, let c1, let o1), .flats(_, _, let c2, let o2)): c1 == c2 && o1 == o2
        case (.ramps(_, _, let c1), .ramps(_, _, let c2)): c1 == c2
        case (.fills(_, _, let c1), .fills(_, _, let c2)): c1 == c2
        case (.fillMasks(_, _, let c1), .fillMasks(_, _, let c2)): c1 == c2
        case (.shadows(_, _, let c1), .shadows(_, _, let c2)): c1 == c2
        case (.text(_, _, let c1, let a1), .text(_, _, let c2, let a2)): c1 == c2 && a1 == a2
        default: false
        }
    }
}
