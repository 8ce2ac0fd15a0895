import CGLES3
import KiteGLTestSupport
import KiteGeometry
import KiteScene
import Testing

@testable import KiteGL
@testable import KiteRender

/// The start-up warm-up: the scene it draws covers every draw the renderer has, clipped and not; it leaves the
/// renderer drawing exactly as before; the glyph atlases it makes for hidden text stay.
extension OnGL {
    @Suite struct WarmUpTests {
        /// One name per kind of command and the GL state it is drawn in, clipped or not.
        static func kinds(_ encoder: SceneEncoder) -> Set<String> {
            var kinds: Set<String> = []
            for command in encoder.commands {
                let (name, clip): (String, Int?) =
                    switch command {
                    case .strokes(_, _, let clip, let kind): ("\(kind)", clip)
                    case .translucentStroke(_, let count, let clip, let lines):
                        (lines == count ? "translucent lines" : lines == 0 ? "translucent strokes" : "mixed", clip)
                    case .shapes(_, _, let clip, let kind): ("\(kind) shapes", clip)
                    case .flats(_, _, let clip, let opaque): (opaque ? "opaque flats" : "flats", clip)
                    case .ramps(_, _, let clip): ("ramps", clip)
                    case .fills(_, _, let clip): ("fills", clip)
                    case .fillMasks(_, _, let clip): ("fill masks", clip)
                    case .pathShadow(_, let clip): ("path shadow", clip)
                    case .shadows(_, _, let clip): ("shadows", clip)
                    case .text(_, _, let clip, _): ("text", clip)
                    }
                kinds.insert(name + (clip == nil ? "" : " clipped"))
            }
            return kinds
        }

        @Test func theWarmUpSceneIssuesEveryKindOfDrawClippedAndNot() {
            var encoder = SceneEncoder()
            // As the warm-up encodes it.
            encoder.keepsSmallShapesWhole = false
            encoder.encode(WarmUpScene.make().drawList(), scale: 1)
            let expected: Set<String> = [
                "lines", "curves", "gentle", "overlaps", "oneOverlap", "translucent lines", "translucent strokes",
                "round shapes", "roundBorder shapes",
                "general shapes", "opaque flats",
                "flats", "ramps",
                "fills", "fill masks", "path shadow", "shadows", "text",
            ]
            // Opaque flats turn blending off only outside a clip (see RenderCommand.flats).
            let clipped = Set(expected.subtracting(["opaque flats"]).map { $0 + " clipped" })
            #expect(Self.kinds(encoder).isSuperset(of: expected.union(clipped)))
            // The overlap program reads its lists from a texture of its own.
            #expect(!encoder.overlapTexels.isEmpty)
            let weights = Set(encoder.glyphAtlases.entries.map(\.key.weight))
            #expect(weights == [.regular, .bold])
        }

        /// A warm-up spread over more frames than an unused glyph atlas is kept (its steps run in the idle time
        /// between frames, which a loaded machine makes rare) draws its text with atlases that exist: the frames
        /// in between dropped the atlases its text was first encoded with, and their indices with them.
        @Test func warmUpStepsOutlastingTheirGlyphAtlasesStillDrawText() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let steps = renderer.warmUpSteps()
            #expect(renderer.encoder.glyphAtlases.entries.count == 2)
            let textless = Layer().drawList()
            for _ in 0...GlyphAtlasCache.unusedFramesKept { renderer.prepare(textless, scale: 1) }
            #expect(renderer.encoder.glyphAtlases.entries.isEmpty)
            for step in steps { try step.run() }
            let weights = Set(renderer.encoder.glyphAtlases.entries.map(\.key.weight))
            #expect(weights == [.regular, .bold])
        }

        /// A golden scene drawn after the warm-up is pixel for pixel the one drawn by a fresh renderer, into the
        /// framebuffer that was bound before the warm-up.
        @Test(arguments: ["translucent", "masks", "shadows", "fills"])
        func drawingAfterTheWarmUpIsUnchanged(scene: String) throws {
            let context = try OffscreenGL.context()
            _ = context
            let fresh = try SceneRenderer()
            let warmed = try SceneRenderer()
            let target = try Scenes.target(at: 1)
            let expected = try fresh.render(Scenes.named(scene), into: target, scale: 1, background: .white)
            target.bind()
            try warmed.warmUp()
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
            #expect(bound == GLint(target.framebuffer))
            let actual = try warmed.render(Scenes.named(scene), into: target, scale: 1, background: .white)
            #expect(actual == expected)
        }

        /// A first frame's fewest variants change no pixel: every golden scene (strokes, translucent strokes, strokes
        /// that overlap themselves, shapes, fills, path shadows, masks, text) and the app screen drawn with `drawsWithFewestVariants` (each
        /// command through its program's variant for the first frames, clipped and for seven programs reading the
        /// input set they share, an unclipped one under a clip covering everything, every shape through the general
        /// program) is, byte for byte, the frame the specialised variants draw; and it compiled only those variants
        /// and none of the round-shape programs.
        @Test(arguments: Scenes.all + Scenes.overlapping + ["app-screen"], [1.0, 2.0])
        func fewestVariantsDrawTheSamePixels(scene: String, scale: Double) throws {
            let context = try OffscreenGL.context()
            _ = context
            let root = Scenes.named(scene)
            let target = try Scenes.target(at: scale)
            let plain = try SceneRenderer()
            let expected = try plain.render(root, into: target, scale: scale, background: .white)
            let fewest = try SceneRenderer()
            fewest.drawsWithFewestVariants = true
            let actual = try fewest.render(root, into: target, scale: scale, background: .white)
            #expect(actual == expected)
            for pair in fewest.programs {
                let variant = pair.hasSharedInputs ? "(clipped, shared inputs)" : "(clipped)"
                #expect(pair.compiled.allSatisfy { $0.program.name.hasSuffix(variant) }, "\(pair.name)")
            }
            #expect(fewest.roundShapeProgram.compiled.isEmpty && fewest.roundBorderProgram.compiled.isEmpty)
        }

        /// Programs are compiled when first drawn with: a renderer that drew only rounded rectangles has compiled
        /// none of the stroke, fill, blur or text programs; the warm-up compiles all thirty-seven (fifteen programs,
        /// plain and clipped, and the variants for the first frames of the seven that share their inputs).
        @Test func programsAreCompiledOnFirstUseAndAllByTheWarmUp() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            #expect(renderer.compiledProgramCount == 0)
            let target = try OffscreenTarget(width: 40, height: 40, stencil: true)
            let card = Layer()
            card.frame = Rect(x: 4, y: 4, width: 30, height: 20)
            card.cornerRadius = 6
            card.backgroundColor = .red
            _ = try renderer.render(
                RenderFixture.root(width: 40, height: 40, [card]), into: target, scale: 1, background: .white)
            let drawn = renderer.compiledProgramCount
            #expect(drawn > 0 && drawn <= 4, "\(drawn) programs for one rounded rectangle")
            target.bind()
            try renderer.warmUp()
            #expect(renderer.compiledProgramCount == 37)
        }

        /// A hidden label's atlas is made by the warm-up, at its size on screen and its own size, and kept however
        /// long no frame draws it; an atlas a frame made and then stopped drawing goes after `unusedFramesKept`.
        @Test func hiddenTextGetsItsAtlasAheadAndKeepsIt() throws {
            let context = try OffscreenGL.context()
            _ = context
            let renderer = try SceneRenderer()
            let root = Layer()
            let panel = Layer()
            panel.isHidden = true
            panel.transform = Transform3D(scaleX: 2, y: 2)
            let label = TextLayer()
            label.string = "PROFILE"
            label.fontSize = 15
            label.fontWeight = .bold
            panel.addSublayer(label)
            root.addSublayer(panel)
            try renderer.prepareGlyphs(in: root, scale: 1.25)
            let cache = renderer.encoder.glyphAtlases
            let keys = cache.entries.map { "\($0.key.pixelSize) \($0.key.weight)" }
            #expect(Set(keys) == ["18.75 bold", "37.5 bold"])
            _ = try cache.index(pixelSize: 11)
            for _ in 0..<GlyphAtlasCache.unusedFramesKept { cache.startFrame() }
            #expect(cache.entries.map(\.key.pixelSize).contains(11))
            cache.startFrame()
            #expect(Set(cache.entries.map { "\($0.key.pixelSize) \($0.key.weight)" }) == Set(keys))
        }
    }
}
