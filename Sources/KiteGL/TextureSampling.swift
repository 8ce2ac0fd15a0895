import CGLES3

/// How a texture is sampled: the filter for both minification and magnification, and edges clamped. Shared by the
/// coverage, edge and mask textures, which all read exact texels (or, smoothed, never wrap).
public enum TextureSampling {
    /// Sets `GL_TEXTURE_2D`'s (the texture bound on the active unit) filters to `filter` (`GL_NEAREST` or
    /// `GL_LINEAR`) and both wrap modes to `GL_CLAMP_TO_EDGE`.
    public static func apply(filter: Int32 = GL_NEAREST) {
        for (key, value) in [
            (GL_TEXTURE_MIN_FILTER, filter), (GL_TEXTURE_MAG_FILTER, filter),
            (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE),
        ] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(key), value)
        }
    }
}
