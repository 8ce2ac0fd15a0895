import CEGL

// A window's back buffer of known content: `EGL_EXT_buffer_age` says which earlier frame it holds, and
// `eglSwapBuffersWithDamageKHR` (or the EXT one) tells the compositor which part of the frame changed (Mesa turns it
// into `wl_surface.damage_buffer`). Real GPU drivers offer both; Mesa 22.3's software path on Wayland offers
// neither, and frames there go through a retained offscreen target instead.
extension GLContext {
    /// `eglSwapBuffersWithDamageKHR` / `EXT`: rectangles as x, y (bottom-left origin), width, height.
    typealias SwapWithDamage = @convention(c) (EGLDisplay?, EGLSurface?, UnsafePointer<EGLint>?, EGLint) -> EGLBoolean

    /// Looks the window surface's extensions up; called once the surface exists.
    func findBufferAgeExtensions() {
        let extensions = eglQueryString(display, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        let names = Set(extensions.split(separator: " ").map(String.init))
        // EGL_KHR_partial_update reports ages too but then needs eglSetDamageRegionKHR before drawing: not used.
        hasBufferAge = names.contains("EGL_EXT_buffer_age")
        let function =
            names.contains("EGL_KHR_swap_buffers_with_damage")
            ? "eglSwapBuffersWithDamageKHR"
            : names.contains("EGL_EXT_swap_buffers_with_damage") ? "eglSwapBuffersWithDamageEXT" : nil
        // eglGetProcAddress returns the entry point of the function named, whose C type is `SwapWithDamage`.
        swapWithDamage = function.flatMap { eglGetProcAddress($0) }.map { unsafeBitCast($0, to: SwapWithDamage.self) }
    }

    /// The age of the window's back buffer, as `EGL_BUFFER_AGE_EXT` reports it: 0 for unknown content, n when it
    /// holds the frame presented n swaps ago. Nil without the extension or a window.
    public func backBufferAge() -> Int? {
        guard hasBufferAge, let windowSurface else { return nil }
        var age: EGLint = 0
        guard eglQuerySurface(display, windowSurface, EGLint(EGL_BUFFER_AGE_EXT), &age) == EGL_TRUE else { return nil }
        return Int(age)
    }

    /// Presents the window surface naming `damage` (x, y from the top-left, width, height, device pixels of a
    /// surface `height` pixels tall) as the part that changed, where the driver can say so; else a plain swap.
    public func swapBuffers(damage: [SIMD4<Int32>], height: Int) throws {
        guard let swapWithDamage, let windowSurface else { return try swapBuffers() }
        var rects: [EGLint] = []
        for r in damage { rects += [r.x, EGLint(height) - r.y - r.w, r.z, r.w] }
        guard swapWithDamage(display, windowSurface, rects, EGLint(damage.count)) == EGL_TRUE else {
            throw GLError.egl(call: "eglSwapBuffersWithDamage", code: eglGetError())
        }
    }
}
