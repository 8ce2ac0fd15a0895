import CGLES3

#if canImport(Glibc)
    import CMalloc
#endif

/// Keeps the C heap's freed top mapped while a software rasterizer draws into it.
///
/// Mesa's llvmpipe bins every frame into scene memory it allocates from the C heap while the draw calls are issued
/// and frees when the frame is rasterised: megabytes per frame for a screenful of instances. glibc gives a freed
/// heap top above `M_TRIM_THRESHOLD` (128 KiB by default) back to the kernel, so the next frame faults the same
/// pages back in, zero-filled, one by one: measured at 1.5-3 ms of a 12-17 ms app-like frame at 1280x800, most of
/// the time spent issuing its draw calls. A higher threshold keeps that memory for the next frame.
enum RasterizerHeap {
    /// Free heap top (bytes) kept mapped: 64 MiB, above a frame's scene memory for thousands of instances.
    static let trimThresholdBytes: Int32 = 64 << 20

    /// Raises glibc's trim threshold when the current context's renderer (`GL_RENDERER`) is Mesa's llvmpipe or
    /// softpipe; leaves the heap alone for a hardware driver. Process-wide and idempotent; call with a context
    /// current.
    static func keepFreedTopForSoftwareRasterizer() {
        #if canImport(Glibc)
            guard let name = glGetString(GLenum(GL_RENDERER)).map({ String(cString: $0) }),
                name.hasPrefix("llvmpipe") || name.hasPrefix("softpipe")
            else { return }
            _ = mallopt(M_TRIM_THRESHOLD, trimThresholdBytes)
        #endif
    }
}
