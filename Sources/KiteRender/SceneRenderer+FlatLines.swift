import CGLES3

// Full frames on llvmpipe draw the long quads of their unclipped flat commands and of their clear plan as wide lines
// (`FlatLines`, `drawsFlatsAsLines`): the split happens as the quads are uploaded, the lines follow each command's
// remaining quads.
extension SceneRenderer {
    /// Uploads the frame's flats: as encoded, or for a frame drawing lines with each unclipped flat command (opaque
    /// or blended) split into quads (`arrangedFlats`) and lines (`flatLines`, `flatLineBuffer`).
    func uploadFlats(viewportWidth: Int, viewportHeight: Int) {
        flatLines.removeAll()
        // The plan's lines, if this frame plans, come with its plan (`uploadPlan`); none are left from the last.
        planLines.removeAll()
        guard drawsLinesThisFrame else {
            encoder.flats.withUnsafeBytes { flatBuffer.upload($0) }
            return
        }
        arrangedFlats.removeAll(keepingCapacity: true)
        arrangedFlats.append(contentsOf: encoder.flats)
        let viewport = SIMD2(Float(viewportWidth), Float(viewportHeight))
        for (index, command) in encoder.commands.enumerated() {
            guard case .flats(let first, let count, nil, _) = command else { continue }
            flatLines.split(
                &arrangedFlats, range: first..<(first + count), command: index, viewport: viewport,
                maxWidth: maxLineWidth)
        }
        arrangedFlats.withUnsafeBytes { flatBuffer.upload($0) }
        flatLines.lines.withUnsafeBytes { flatLineBuffer.upload($0) }
    }

    /// Uploads what the clear plan draws: its quads, or for a frame drawing lines its quads split into quads
    /// (`arrangedPlan`) and lines (`planLines`, `planLineBuffer`).
    func uploadPlan(viewportWidth: Int, viewportHeight: Int) {
        planLines.removeAll()
        guard drawsLinesThisFrame else {
            clearPlan.quads.withUnsafeBytes { clearPlanBuffer.upload($0) }
            return
        }
        arrangedPlan.removeAll(keepingCapacity: true)
        arrangedPlan.append(contentsOf: clearPlan.quads)
        // The plan draws in place of one command and has one split at most: its command number is not looked at.
        planLines.split(
            &arrangedPlan, range: 0..<arrangedPlan.count, command: 0,
            viewport: SIMD2(Float(viewportWidth), Float(viewportHeight)), maxWidth: maxLineWidth)
        arrangedPlan.withUnsafeBytes { clearPlanBuffer.upload($0) }
        planLines.lines.withUnsafeBytes { planLineBuffer.upload($0) }
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
