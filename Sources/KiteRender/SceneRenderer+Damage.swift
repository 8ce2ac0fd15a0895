import CGLES3
import KiteGeometry
import KiteScene

// Partial redraw: the frame's commands issued again under a scissor per damaged rectangle, over pixels kept from
// the previous frame (a retained target). Inside the scissor every pixel gets exactly what a full redraw gives it
// (the same commands in the same order); outside, the kept pixels already hold that.
extension SceneRenderer {
    /// Issues what the last `prepare` encoded into the bound framebuffer, only inside `damage` (device pixels, top
    /// row first), after clearing the damaged pixels to `background`; a command whose instances all miss a damaged
    /// rectangle is not issued for it (`DamageCulling`). The framebuffer must hold the previous frame
    /// everywhere else. An empty damage draws nothing; a damage covering the viewport is a plain `submit`.
    /// Throws as `submit` does.
    public func submit(viewportWidth: Int, viewportHeight: Int, background: Color, damage: Damage) throws {
        let viewport = PixelRect(x: 0, y: 0, width: viewportWidth, height: viewportHeight)
        if damage.coversSurface(width: viewportWidth, height: viewportHeight) {
            try submit(viewportWidth: viewportWidth, viewportHeight: viewportHeight, background: background)
            return
        }
        try beginSubmit(viewportWidth: viewportWidth, viewportHeight: viewportHeight, full: false)
        damageCulling.measure(encoder)
        // Kept in a stored array, not a fresh one per frame, so a partial frame allocates nothing here.
        clipScissors.removeAll(keepingCapacity: true)
        for clip in encoder.clips { clipScissors.append(clip.scissor) }
        defer {
            for i in encoder.clips.indices { encoder.clips[i].scissor = clipScissors[i] }
            damageScissor = nil
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
        for rect in damage.rects {
            let limit = rect.intersection(viewport)
            guard !limit.isEmpty else { continue }
            damageScissor = limit
            for i in encoder.clips.indices { encoder.clips[i].scissor = Self.intersect(clipScissors[i], limit) }
            // The clear happens under this scissor: only the damaged pixels are cleared.
            restoreDamageScissor(viewportHeight: viewportHeight)
            try clearAndExecute(viewportWidth: viewportWidth, viewportHeight: viewportHeight, background: background)
        }
    }

    /// `command` as a partial redraw issues it under the damage scissor: narrowed to its instances that meet the
    /// damaged rectangle, or nil when none does or its clip's scissor leaves nothing of the rectangle. Unchanged
    /// without a damage scissor.
    func culled(_ command: RenderCommand) -> RenderCommand? {
        guard let rect = damageScissor else { return command }
        if let clip = command.clip {
            let s = encoder.clips[clip].scissor
            guard s.x1 > s.x0, s.y1 > s.y0 else { return nil }
        }
        return damageCulling.narrowed(command, to: rect, pathShadows: encoder.pathShadows)
    }

    /// The state the executor returns to when no clip applies: the damage scissor, or no scissor at all.
    func restoreDamageScissor(viewportHeight: Int) {
        guard let rect = damageScissor else {
            glDisable(GLenum(GL_SCISSOR_TEST))
            return
        }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(rect.x), GLint(viewportHeight - rect.maxY), GLsizei(rect.width), GLsizei(rect.height))
    }

    /// Narrows a scissor already enabled for the box `x0...x1` x `y0...y1` (device pixels, top-left origin) to the
    /// damage, if any.
    func limitToDamage(x0: Int32, y0: Int32, x1: Int32, y1: Int32, viewportHeight: Int) {
        guard let rect = damageScissor else { return }
        let s = Self.intersect((x0, y0, x1, y1), rect)
        glScissor(GLint(s.x0), GLint(Int32(viewportHeight) - s.y1), GLsizei(s.x1 - s.x0), GLsizei(s.y1 - s.y0))
    }

    private static func intersect(
        _ box: (x0: Int32, y0: Int32, x1: Int32, y1: Int32), _ rect: PixelRect
    ) -> (x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        let x0 = max(box.x0, Int32(rect.x))
        let y0 = max(box.y0, Int32(rect.y))
        let x1 = max(min(box.x1, Int32(rect.maxX)), x0)
        let y1 = max(min(box.y1, Int32(rect.maxY)), y0)
        return (x0, y0, x1, y1)
    }
}
