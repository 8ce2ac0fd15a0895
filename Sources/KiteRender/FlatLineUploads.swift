/// What a frame drawing flat quads as wide lines (`FlatLines`) uploads, kept between frames so a steady frame
/// allocates nothing: the flats and the clear plan's quads rearranged (each split command's remaining quads first),
/// their lines and the two line buffers. `SceneRenderer` holds one, uploads through it and draws from it (`SceneRenderer+FlatLines`).
struct FlatLineUploads {
    /// Whether full frames draw lines at all (`SceneRenderer.drawsFlatsAsLines`): true on llvmpipe.
    var isEnabled: Bool
    /// The widest line the context draws (`GL_ALIASED_LINE_WIDTH_RANGE`'s upper end, whole pixels, at least 1).
    let maxWidth: Int
    /// Whether the frame being submitted draws lines (`isEnabled` and a full frame in its own variants).
    var thisFrame = false
    /// The frame's flats as uploaded when it draws lines: `encoder.flats` with each split command's remaining quads
    /// first (`FlatLines.split`).
    var arrangedFlats: [FlatInstance] = []
    /// The lines of the frame's flat commands, uploaded in `flatBuffer`.
    var flats = FlatLines()
    let flatBuffer = QuadVertexBuffer(vec4Count: 5, corners: 2)
    /// The clear plan's quads as uploaded when the frame draws lines, and its lines (uploaded in `planBuffer`).
    var arrangedPlan: [FlatInstance] = []
    var plan = FlatLines()
    let planBuffer = QuadVertexBuffer(vec4Count: 5, corners: 2)

    /// Makes the buffers (needs a current context) for a context whose lines reach `maxWidth` pixels across.
    init(isEnabled: Bool, maxWidth: Int) {
        self.isEnabled = isEnabled
        self.maxWidth = max(maxWidth, 1)
    }

    /// Whether any line was drawn this frame (the context's line width then needs resetting).
    var hasLines: Bool { !flats.groups.isEmpty || !plan.groups.isEmpty }

    /// Uploads `flats` into `quadBuffer`: as they are, or for a frame drawing lines (`thisFrame`) with each unclipped
    /// flat command of `commands` split into quads (`arrangedFlats`, uploaded instead) and lines (`flats`, uploaded
    /// in `flatBuffer`) within a `viewport` of width x height device pixels. Also forgets the last frame's plan lines:
    /// a frame that plans uploads its own after this (`upload(plan:into:viewport:)`).
    mutating func upload(
        flats quads: [FlatInstance], commands: [RenderCommand], into quadBuffer: QuadVertexBuffer,
        viewport: SIMD2<Float>
    ) {
        flats.removeAll()
        plan.removeAll()
        guard thisFrame else {
            quads.withUnsafeBytes { quadBuffer.upload($0) }
            return
        }
        arrangedFlats.removeAll(keepingCapacity: true)
        arrangedFlats.append(contentsOf: quads)
        for (index, command) in commands.enumerated() {
            guard case .flats(let first, let count, nil, _) = command else { continue }
            flats.split(
                &arrangedFlats, range: first..<(first + count), command: index, viewport: viewport, maxWidth: maxWidth)
        }
        arrangedFlats.withUnsafeBytes { quadBuffer.upload($0) }
        flats.lines.withUnsafeBytes { flatBuffer.upload($0) }
    }

    /// Uploads the clear plan's `quads` into `quadBuffer`: as they are, or for a frame drawing lines split into
    /// quads (`arrangedPlan`, uploaded instead) and lines (`plan`, uploaded in `planBuffer`).
    mutating func upload(plan quads: [FlatInstance], into quadBuffer: QuadVertexBuffer, viewport: SIMD2<Float>) {
        plan.removeAll()
        guard thisFrame else {
            quads.withUnsafeBytes { quadBuffer.upload($0) }
            return
        }
        arrangedPlan.removeAll(keepingCapacity: true)
        arrangedPlan.append(contentsOf: quads)
        // The plan draws in place of one command and has one split at most: its command number is not looked at.
        plan.split(&arrangedPlan, range: 0..<arrangedPlan.count, command: 0, viewport: viewport, maxWidth: maxWidth)
        arrangedPlan.withUnsafeBytes { quadBuffer.upload($0) }
        plan.lines.withUnsafeBytes { planBuffer.upload($0) }
    }
}
