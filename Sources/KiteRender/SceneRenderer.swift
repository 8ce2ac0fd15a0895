import CGLES3
import KiteGL
import KiteGeometry
import KiteScene

/// Draws a KiteScene layer tree with GLES 3: strokes as per-piece SDFs, rounded rects and circles analytically, in
/// a handful of draw calls per frame. The only part of Kite that issues GL for a scene; components
/// describe layers and never draw.
///
/// Two halves: `SceneEncoder` turns the draw list into instances and commands on the CPU (`prepare`), and this
/// class, the executor, uploads them and issues the draw calls (`submit`).
///
/// Create it with a GL context current; use it on that context's thread. Instance storage is kept between frames,
/// so a steady scene reallocates nothing on the GL side.
public final class SceneRenderer {
    let strokeProgram: ProgramPair
    /// The stroke program for straight pieces only (`KITE_LINE`): no quadratic distance to pay for.
    let lineProgram: ProgramPair
    /// The stroke program for lines and gentle quadratics (`KITE_NEWTON`): the nearest point by Newton's method.
    let gentleProgram: ProgramPair
    /// The stroke program for pieces with an overlap list (`KITE_OVERLAPS`), reading the lists on texture unit 3.
    let overlapProgram: ProgramPair
    /// The stroke program for pieces whose overlap list holds one entry (`KITE_ONE_OVERLAP`), whose vertex stage
    /// reads it on texture unit 3.
    let oneOverlapProgram: ProgramPair
    let shapeProgram: ProgramPair
    /// Filled round-cornered shapes (`KITE_ROUND`).
    let roundShapeProgram: ProgramPair
    /// Borders of round-cornered shapes (`KITE_ROUND`, `KITE_BORDER`).
    let roundBorderProgram: ProgramPair
    let fillProgram: ProgramPair
    /// Fill rectangles drawn from coverage masks (`Shaders/fill-mask.frag`), reading them on texture unit 4.
    let fillMaskProgram: ProgramPair
    let shadowProgram: ProgramPair
    let flatProgram: ProgramPair
    /// Straight sides of axis-aligned shapes: the flat program with a linear coverage ramp.
    let rampProgram: ProgramPair
    let blurProgram: ProgramPair
    let textProgram: ProgramPair
    /// Every program pair; each compiles its variants on first use.
    let programs: [ProgramPair]
    let shadowTarget = ShadowTarget()
    let strokeVertices = StrokeVertexBuffer()
    let shapeBuffer = QuadVertexBuffer(vec4Count: 6)
    let flatBuffer = QuadVertexBuffer(vec4Count: 5)
    let fillBuffer = QuadVertexBuffer(vec4Count: 3)
    let fillMaskBuffer = QuadVertexBuffer(vec4Count: 3)
    let shadowBuffer = QuadVertexBuffer(vec4Count: 6)
    let textBuffer = QuadVertexBuffer(vec4Count: 5)
    /// What a frame's `clearPlan` draws in place of its first command.
    let clearPlanBuffer = QuadVertexBuffer(vec4Count: 5)
    /// Whether a full frame draws the long axis-aligned quads of its unclipped flat commands and of its clear plan
    /// whose edges lie on pixel edges as wide lines (`FlatLines`): the same pixels, one four-edge primitive each
    /// instead of two triangles. True on llvmpipe, where that shades each 4 x 4 block once; false elsewhere
    /// (a GPU may offer no wide lines, and its two triangles cost it next to nothing). Frames drawing with
    /// `drawsWithFewestVariants` never do (their shared variants read derivatives of the inputs, which a line
    /// interpolates along its length only), nor partial redraws, nor frames into a multisampled framebuffer.
    var drawsFlatsAsLines: Bool {
        get { flatLineUploads.isEnabled }
        set { flatLineUploads.isEnabled = newValue }
    }
    /// The lines a frame drawing `drawsFlatsAsLines` uploads, and their buffers.
    var flatLineUploads: FlatLineUploads
    /// The clear of the last frame, chosen to draw the largest opaque interiors of its first command; empty
    /// (`isPlanned` false) after a frame that did not plan.
    var clearPlan = ClearPlan()
    /// Whether a full frame whose first command (after a covering background) draws opaque flat interiors clears
    /// to the colour of most of their area and draws the background around them instead (`ClearPlan`): the same
    /// pixels, fewer shaded on llvmpipe. Off draws the background by the clear and every interior. Defaults to
    /// true.
    public var plansClear = true
    let glyphTextures = GlyphTextures()
    let edgeTexture = EdgeTexture()
    /// The fill masks' coverage bytes, on texture unit 4.
    let maskTexture = MaskTexture()
    /// The stroke pieces' overlap lists (`StrokeOverlaps`), on texture unit 3.
    let overlapTexture = EdgeTexture()
    /// The CPU half: what the last `prepare` encoded, executed by `submit`.
    public internal(set) var encoder = SceneEncoder()
    /// The last stencil reference a translucent stroke used (1...255) since the stencil was cleared within
    /// `stencilBounds`; the next one past 255 clears it first, which is also how every frame starts (the stencil is
    /// left as it was between frames).
    var stencilReference: GLint = 255
    /// Where this frame's translucent strokes can touch the stencil (device pixels, top-left origin); nil when the
    /// frame has none.
    var stencilBounds: PixelRect?
    /// The device-pixel rectangle a partial redraw is limited to (see `SceneRenderer+Damage`); nil draws everywhere.
    var damageScissor: PixelRect?
    /// Every instance's device box, measured for a partial redraw, which then issues only what meets the damage.
    var damageCulling = DamageCulling()
    /// The clips' own scissors while a partial redraw narrows them to each damaged rectangle.
    var clipScissors: [(x0: Int32, y0: Int32, x1: Int32, y1: Int32)] = []
    /// Whether every command is drawn with its program's variant for the first frames (`ProgramPair.shared`: a
    /// clipped variant, for the flat, ramp, shape, shadow, fill, fill mask and text programs one that reads the
    /// input set they share), an unclipped one under a clip that covers every pixel (`ClipState.everywhere`: the
    /// same pixels, for a little more work per pixel), and every shape with the general shape program, so a frame
    /// draws with as few program variants as it can. For a first frame: llvmpipe compiles a triangle set-up
    /// function for each distinct set of fragment-shader inputs a context draws with (about 6 ms each, and Mesa
    /// 22.3 caches none on disk); the gallery's first frame needs 2 instead of 10. `warmUp` turns it off.
    /// Defaults to false.
    public var drawsWithFewestVariants = false
    /// GL_MAX_VIEWPORT_DIMS' smaller side: how far a stroke draw's viewport can reach past the framebuffer
    /// (`strokeViewportMargin`).
    let maxViewportSide: Int
    /// Whether the GL viewport is the stroke programs' (`useStrokeViewport`), within `execute`.
    var strokeViewportSet = false
    /// Whether every vertex buffer and texture of the renderer fills the storage its uploads leave unwritten with
    /// garbage (NaN vertices, full coverage, opaque white), as a GPU may leave new or reused storage holding
    /// anything where llvmpipe zeroes it: a frame that reads such storage then comes out differently here too.
    /// For tests; default false.
    var poisonsUnwrittenStorage = false {
        didSet {
            let poisons = poisonsUnwrittenStorage
            for buffer in [
                shapeBuffer, flatBuffer, fillBuffer, fillMaskBuffer, shadowBuffer, textBuffer, clearPlanBuffer,
                flatLineUploads.flatBuffer, flatLineUploads.planBuffer,
            ] {
                buffer.poisonsUnwritten = poisons
            }
            strokeVertices.poisonsUnwritten = poisons
            edgeTexture.poisonsUnwritten = poisons
            overlapTexture.poisonsUnwritten = poisons
            maskTexture.poisonsUnwritten = poisons
            shadowTarget.poisonsUnwritten = poisons
        }
    }
    /// Draw calls issued by the last `draw`.
    public internal(set) var drawCallCount = 0
    /// Standard deviation of a shadow's Gaussian blur per point of `shadowRadius`: `SceneEncoder`'s.
    public static var shadowSigmaPerRadius: Double { SceneEncoder.shadowSigmaPerRadius }

    /// Stroke pieces (instances) drawn by the last `draw`.
    public var strokePieceCount: Int { encoder.strokePieceCount }

    /// Checks the context; the renderer's programs are compiled when first drawn with (or by `warmUp`), and a
    /// shader that fails then throws `GLError.shaderCompile` / `.programLink` from that `submit`, with the driver's
    /// log. Throws `RenderError.missingFeature` when the context is not GLES 3 or more.
    public init() throws {
        var major: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        guard major >= 3 else { throw RenderError.missingFeature("OpenGL ES 3.0 (instanced draws, gl_VertexID)") }
        var attributes: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_VERTEX_ATTRIBS), &attributes)
        guard attributes >= 7 else { throw RenderError.missingFeature("7 vertex attributes (has \(attributes))") }
        var viewportDims: [GLint] = [0, 0]
        glGetIntegerv(GLenum(GL_MAX_VIEWPORT_DIMS), &viewportDims)
        maxViewportSide = Int(min(viewportDims[0], viewportDims[1]))
        var lineWidths: [GLfloat] = [1, 1]
        glGetFloatv(GLenum(GL_ALIASED_LINE_WIDTH_RANGE), &lineWidths)
        flatLineUploads = FlatLineUploads(
            isEnabled: glGetString(GLenum(GL_RENDERER)).map { String(cString: $0).hasPrefix("llvmpipe") } ?? false,
            maxWidth: Int(lineWidths[1]))
        RasterizerHeap.keepFreedTopForSoftwareRasterizer()
        strokeProgram = ProgramPair(
            name: "stroke", vertex: ShaderSources.strokeVert, fragment: ShaderSources.strokeFrag)
        lineProgram = ProgramPair(
            name: "stroke (lines)", vertex: ShaderSources.strokeVert, fragment: ShaderSources.strokeFrag,
            defines: "#define KITE_LINE 1\n")
        gentleProgram = ProgramPair(
            name: "stroke (gentle)", vertex: ShaderSources.strokeVert, fragment: ShaderSources.strokeFrag,
            defines: "#define KITE_NEWTON 1\n")
        // Samplers never change unit: fills read their edges from unit 0, the blur its source from unit 1, glyph
        // atlases are bound to unit 2 and the overlap lists to unit 3.
        overlapProgram = ProgramPair(
            name: "stroke (overlaps)", vertex: ShaderSources.strokeVert, fragment: ShaderSources.strokeFrag,
            defines: "#define KITE_OVERLAPS 1\n", sampler: ("u_overlaps", 3))
        oneOverlapProgram = ProgramPair(
            name: "stroke (one overlap)", vertex: ShaderSources.strokeVert, fragment: ShaderSources.strokeFrag,
            defines: "#define KITE_OVERLAPS 1\n#define KITE_ONE_OVERLAP 1\n", sampler: ("u_overlaps", 3))
        // The programs whose shaders declare the shared input set have a variant for the first frames reading it.
        shapeProgram = ProgramPair(
            name: "shape", vertex: ShaderSources.shapeVert, fragment: ShaderSources.shapeFrag, sharedInputs: true)
        roundShapeProgram = ProgramPair(
            name: "shape (round)", vertex: ShaderSources.shapeVert, fragment: ShaderSources.shapeFrag,
            defines: "#define KITE_ROUND 1\n")
        roundBorderProgram = ProgramPair(
            name: "shape (round border)", vertex: ShaderSources.shapeVert, fragment: ShaderSources.shapeFrag,
            defines: "#define KITE_ROUND 1\n#define KITE_BORDER 1\n")
        fillProgram = ProgramPair(
            name: "fill", vertex: ShaderSources.fillVert, fragment: ShaderSources.fillFrag, sampler: ("u_edges", 0),
            sharedInputs: true)
        // Fill masks read their coverage from unit 4.
        fillMaskProgram = ProgramPair(
            name: "fill mask", vertex: ShaderSources.fillVert, fragment: ShaderSources.fillMaskFrag,
            sampler: ("u_masks", 4), sharedInputs: true)
        shadowProgram = ProgramPair(
            name: "shadow", vertex: ShaderSources.shapeVert, fragment: ShaderSources.shadowFrag, sharedInputs: true)
        flatProgram = ProgramPair(
            name: "flat", vertex: ShaderSources.flatVert, fragment: ShaderSources.flatFrag, sharedInputs: true)
        rampProgram = ProgramPair(
            name: "ramp", vertex: ShaderSources.flatVert, fragment: ShaderSources.rampFrag, sharedInputs: true)
        blurProgram = ProgramPair(
            name: "blur", vertex: ShaderSources.blurVert, fragment: ShaderSources.blurFrag, sampler: ("u_source", 1))
        textProgram = ProgramPair(
            name: "text", vertex: ShaderSources.textVert, fragment: ShaderSources.textFrag, sampler: ("u_atlas", 2),
            sharedInputs: true)
        programs = [
            strokeProgram, lineProgram, gentleProgram, overlapProgram, oneOverlapProgram, shapeProgram,
            roundShapeProgram, roundBorderProgram, fillProgram, fillMaskProgram, shadowProgram, flatProgram,
            rampProgram, blurProgram, textProgram,
        ]
    }

    /// Programs compiled so far (each variant counts): a program is compiled the first time a frame draws with it,
    /// and `warmUp` compiles them all.
    public var compiledProgramCount: Int { programs.reduce(0) { $0 + $1.compiled.count } }

    /// Renders the tree under `root` into `target` at `scale` device pixels per point over `background`, waits
    /// for the GPU and returns the pixels as RGBA rows, top row first: straight alpha (PNG-ready), or
    /// premultiplied as the framebuffer holds them.
    /// Throws `RenderError.missingFeature` when `target` has no stencil buffer.
    public func render(
        _ root: Layer, into target: OffscreenTarget, scale: Double, background: Color = .clear,
        premultiplied: Bool = false
    ) throws -> [UInt8] {
        guard target.hasStencil else {
            throw RenderError.missingFeature("a stencil buffer on the target (OffscreenTarget(..., stencil: true))")
        }
        target.bind()
        try draw(
            root.drawList(), viewportWidth: target.width, viewportHeight: target.height, scale: scale,
            background: background)
        glFinish()
        return premultiplied
            ? Pixels.readPremultiplied(width: target.width, height: target.height)
            : Pixels.readRGBA(width: target.width, height: target.height)
    }

    /// Draws `list` into the bound framebuffer of `viewportWidth` x `viewportHeight` device pixels, `scale`
    /// device pixels per point, after clearing to `background` (nil: draw over what is there, stencil included).
    /// Throws `RenderError.missingFeature` when the framebuffer has no stencil buffer.
    public func draw(
        _ list: DrawList, viewportWidth: Int, viewportHeight: Int, scale: Double, background: Color?
    ) throws {
        prepare(list, scale: scale, viewport: Size(Double(viewportWidth), Double(viewportHeight)))
        try submit(viewportWidth: viewportWidth, viewportHeight: viewportHeight, background: background)
    }

    /// The first half of `draw`, apart so a frame loop can time it: turns `list` into the frame's instances and
    /// commands at `scale` device pixels per point. Pure CPU work, no GL call. `viewport` (device pixels) is what
    /// `submit` will draw into: fill geometry beyond it is cut away before flattening; nil assumes the largest
    /// viewport GLES allows, which costs more for paths reaching far outside.
    public func prepare(_ list: DrawList, scale: Double, viewport: Size? = nil) {
        encoder.encode(list, scale: scale, viewport: viewport)
    }

    /// The second half of `draw`: uploads what the last `prepare` encoded and issues its draw calls into the bound
    /// framebuffer, after clearing to `background` (nil: draw over what is there). Throws
    /// `RenderError.missingFeature` when the framebuffer has no 8-bit stencil buffer, and
    /// `RenderError.fontUnavailable` when the frame has text and the font cannot be loaded.
    public func submit(viewportWidth: Int, viewportHeight: Int, background: Color?) throws {
        try beginSubmit(viewportWidth: viewportWidth, viewportHeight: viewportHeight, full: true)
        try clearAndExecute(viewportWidth: viewportWidth, viewportHeight: viewportHeight, background: background)
    }

    /// Checks the frame and the framebuffer, sets the viewport and uploads the frame's instances: what a frame
    /// does once, however many damaged rectangles it then draws. `full`: the frame is drawn whole, with no damage
    /// scissor (it may then draw lines, `drawsFlatsAsLines`).
    func beginSubmit(viewportWidth: Int, viewportHeight: Int, full: Bool) throws {
        if let textError = encoder.textError { throw textError }
        if let dashError = encoder.dashError { throw dashError }
        var stencilBits: GLint = 0
        glGetIntegerv(GLenum(GL_STENCIL_BITS), &stencilBits)
        guard stencilBits >= 8 else { throw RenderError.missingFeature("an 8-bit stencil buffer on the framebuffer") }
        glViewport(0, 0, GLsizei(viewportWidth), GLsizei(viewportHeight))
        // A multisampled framebuffer gets llvmpipe's rectangular lines, which `FlatLines`' quarter-pixel centre
        // would move across sample positions: quads there.
        var samples: GLint = 0
        glGetIntegerv(GLenum(GL_SAMPLES), &samples)
        flatLineUploads.thisFrame = full && drawsFlatsAsLines && !drawsWithFewestVariants && samples == 0
        upload(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
    }

    /// Clears to `background` (or the frame's covering first layer) and issues the uploaded frame's commands;
    /// under the damage scissor when one is set. A frame that does not plan its clear leaves `clearPlan` empty.
    func clearAndExecute(viewportWidth: Int, viewportHeight: Int, background: Color?) throws {
        let cover = encoder.cover
        let covered = cover.map { $0.covers(width: viewportWidth, height: viewportHeight) } ?? false
        let first = covered ? cover?.commandCount ?? 0 : 0
        let fill = covered ? cover?.color : background.map(Self.premultipliedComponents)
        let planned = planClear(
            command: first, background: fill, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        if let fill = planned ? clearPlan.clearColor : fill {
            glClearColor(fill.x, fill.y, fill.z, fill.w)
            // Colour only: the stencil is cleared where translucent strokes need it, when a frame has them
            // (`beginTranslucent`). Clearing the stencil of a packed depth-stencil buffer here cost about 1.5 ms at
            // 1280x800 on llvmpipe in every frame.
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        try execute(
            from: first, viewportWidth: viewportWidth, viewportHeight: viewportHeight, firstPlanned: planned)
    }

    /// Plans the clear of a full frame (`ClearPlan`) around command `index` when it draws unclipped opaque flat
    /// interiors over `background` (premultiplied; nil: the frame is not cleared) and `plansClear` allows, and
    /// uploads what the plan draws. Returns whether it did; partial redraws never plan. Either way the last frame's
    /// plan, no longer drawn, is dropped (`ClearPlan.plan` drops it itself, so once a frame).
    private func planClear(command index: Int, background: SIMD4<Float>?, viewportWidth: Int, viewportHeight: Int)
        -> Bool
    {
        guard let background, plansClear, damageScissor == nil, index < encoder.commands.count,
            case .flats(let first, let count, nil, true) = encoder.commands[index]
        else {
            clearPlan.forget()
            return false
        }
        guard
            clearPlan.plan(
                encoder.flats[first..<(first + count)], background: background, width: viewportWidth,
                height: viewportHeight)
        else { return false }
        uploadPlan(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        return true
    }

    private static func premultipliedComponents(_ color: Color) -> SIMD4<Float> {
        let (r, g, b, a) = color.premultiplied
        return SIMD4(Float(r), Float(g), Float(b), Float(a))
    }
}
