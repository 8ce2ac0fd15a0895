import CGLES3

/// Two viewport-sized RGBA8 textures with framebuffers: a path's silhouette is drawn into the first, blurred
/// across into the second, then blurred down onto the real target. Created on first use, reused, and recreated
/// only when the viewport size changes.
final class ShadowTarget {
    private(set) var width = 0
    private(set) var height = 0
    private(set) var textures: [GLuint] = [0, 0]
    private(set) var framebuffers: [GLuint] = [0, 0]
    /// Whether new textures are filled with opaque white (`UnwrittenTexels`), as a GPU may leave new storage holding
    /// anything (llvmpipe zeroes it). For tests; default false.
    var poisonsUnwritten = false

    deinit { release() }

    /// Makes both textures `width` x `height`.
    func ensure(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        release()
        (self.width, self.height) = (width, height)
        glGenTextures(2, &textures)
        glGenFramebuffers(2, &framebuffers)
        for i in 0..<2 {
            glBindTexture(GLenum(GL_TEXTURE_2D), textures[i])
            glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA),
                GLenum(GL_UNSIGNED_BYTE), nil)
            if poisonsUnwritten {
                UnwrittenTexels.fill(
                    rows: 0..<height, width: width, bytesPerTexel: 4, format: GL_RGBA, type: GL_UNSIGNED_BYTE)
            }
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffers[i])
            glFramebufferTexture2D(
                GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), textures[i], 0)
        }
    }

    private func release() {
        guard width > 0 else { return }
        glDeleteFramebuffers(2, &framebuffers)
        glDeleteTextures(2, &textures)
        (width, height) = (0, 0)
    }
}
