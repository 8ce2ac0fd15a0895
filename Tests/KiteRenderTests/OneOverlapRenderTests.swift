import KiteGLTestSupport
import KiteGeometry
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

/// Listed pieces whose overlap list holds one entry draw with the one-overlap program (the entry read by the
/// vertex stage and handed on as flat values), the others with the overlap program's loop over the texels: each
/// piece with the program for its list's length, and the same pixels as the loop draws.
extension OnGL {
    @Suite struct OneOverlapRenderTests {
        /// Seeded self-crossing cubics in the 80 x 60 scene, one path each, widths 1-4 points, round, butt and
        /// square caps with round and miter joins (band ends make the entries' directions matter), opaque colours.
        static func crossingCubics(seed: UInt64 = 11) -> Layer {
            var rng = SplitMix64(seed: seed)
            var layers: [Layer] = []
            let caps: [LineCap] = [.round, .butt, .square]
            for k in 0..<18 {
                var path = Path()
                path.move(to: rng.point(in: 80))
                path.addCurve(to: rng.point(in: 80), control1: rng.point(in: 80), control2: rng.point(in: 80))
                if k % 3 == 0 {
                    path.addCurve(to: rng.point(in: 80), control1: rng.point(in: 80), control2: rng.point(in: 80))
                }
                let color = Color(red: rng.nextUnit(), green: rng.nextUnit(), blue: rng.nextUnit(), alpha: 1)
                layers.append(
                    RenderFixture.stroke(
                        path, width: 1 + 3 * rng.nextUnit(), color: color, cap: caps[k % 3],
                        join: k % 2 == 0 ? .round : .miter))
            }
            return RenderFixture.root(width: Scenes.width, height: Scenes.height, layers)
        }

        /// The scenes of these tests: the self-overlapping goldens and the crossing cubics.
        static let scenes = Scenes.overlapping + ["crossing cubics"]

        static func scene(_ name: String) -> Layer {
            name == "crossing cubics" ? crossingCubics() : Scenes.named(name)
        }

        /// Every listed piece (reach.w not 0) draws with an overlap program: with one entry (reach.w's low six
        /// bits) the one-overlap program, with more the overlap program (batching across layers off); with the
        /// split off all with the overlap program. Both lengths occur, so the test sees both routes.
        @Test func listedPiecesDrawWithTheProgramForTheirListsLength() {
            for split in [true, false] {
                var (single, several) = (0, 0)
                for name in Self.scenes {
                    var encoder = SceneEncoder()
                    encoder.splitsSingleEntries = split
                    encoder.batchesAcrossLayers = false
                    encoder.encode(Self.scene(name).drawList(), scale: 2)
                    var drawnListed = 0
                    for command in encoder.commands {
                        guard case .strokes(let first, let count, _, let kind) = command else { continue }
                        let entries = encoder.strokes[first..<(first + count)].map { Int($0.reach.w) & 63 }
                        let ones = entries.filter { $0 == 1 }.count
                        switch kind {
                        case .oneOverlap:
                            #expect(split && ones == count, "\(name): \(entries)")
                            single += count
                            drawnListed += count
                        case .overlaps:
                            #expect(entries.allSatisfy { $0 >= 1 }, "\(name): \(entries)")
                            #expect(!split || ones == 0, "\(name): \(entries)")
                            several += count - ones
                            drawnListed += count
                        default: break
                        }
                    }
                    #expect(drawnListed == encoder.strokes.filter { $0.reach.w != 0 }.count, "\(name)")
                }
                if split {
                    #expect(single > 10 && several > 10, "\(single) single-entry, \(several) longer lists")
                } else {
                    #expect(single == 0 && several > 10)
                }
            }
        }

        /// The one-overlap program draws exactly what the overlap program's loop draws for the same pieces: every
        /// byte of every pixel, at scales 1, 2 and 4.
        @Test(arguments: Self.scenes, [1.0, 2.0, 4.0])
        func oneEntryProgramDrawsTheListsPixels(name: String, scale: Double) throws {
            try Scenes.expectSwitchKeepsPixels(Self.scene(name), scale: scale, name: "one-overlap-\(name)-\(scale)x") {
                $0.encoder.splitsSingleEntries = $1
            }
        }
    }
}
