import CGLES3

// Full frames on llvmpipe draw the long quads of their unclipped flat commands and of their clear plan as wide lines
// (`FlatLines`, `drawsFlatsAsLines`): the split happens as the quads are uploaded, the lines follow each command's
// remaining quads.
extension SceneRenderer {
    /// Uploads the frame's flats: as encoded, or for a frame drawing lines with each unclipped flat command (opaque
    /// or blended) split into quads and lines (`FlatLineUploads.upload(flats:commands:into:viewport:)`).
    func uploadFlats(viewportWidth: Int, viewportHeight: Int) {
        flatLineUploads.upload(
            flats: encoder.flats, commands: encoder.commands, into: flatBuffer,
            viewport: SIMD2(Float(viewportWidth), Float(viewportHeight)))
    }

    /// Uploads what the clear plan draws: its quads, or for a frame drawing lines its quads split into quads and
    /// lines (`FlatLineUploads.upload(plan:into:viewport:)`).
    func uploadPlan(viewportWidth: Int, viewportHeight: Int) {
        flatLineUploads.upload(
            plan: clearPlan.quads, into: clearPlanBuffer, viewport: SIMD2(Float(viewportWidth), Float(viewportHeight)))
    }

    /// Draws flat quads `first..<first + count` of `quads` with the current program: all of them, or with a `split`
    /// its remaining quads and then its lines (of `lines`, uploaded in `lineBuffer`), one draw per width.
    func drawFlats(
        first: Int, count: Int, quads: QuadVertexBuffer, split: FlatLines.Split?, lines: FlatLines,
        from lineBuffer: QuadVertexBuffer
    ) {
        guard let split else {
            quads.draw(first: first, count: count)
            drawCallCount += 1
            return
        }
        if split.quadCount > 0 {
            quads.draw(first: first, count: split.quadCount)
            drawCallCount += 1
        }
        for group in lines.groups[split.groups] {
            glLineWidth(GLfloat(group.width))
            lineBuffer.drawLines(first: group.first, count: group.count)
            drawCallCount += 1
        }
    }
}
