import CEGL
import CGLES3
import Dispatch

/// An EGL display, config and OpenGL ES 3 context, current on the calling thread.
///
/// Wayland draws into a `wl_egl_window`; offscreen contexts (no compositor) draw into an `OffscreenTarget` through
/// Mesa's surfaceless platform or, where no driver offers it, an EGL device. All GL calls must happen on the
/// thread that created the context.
public final class GLContext {
    public enum Platform {
        /// `EGL_PLATFORM_WAYLAND_KHR`, with the `wl_display*` as an untyped pointer.
        case wayland(display: UnsafeMutableRawPointer)
        /// No window system: `EGL_PLATFORM_SURFACELESS_MESA` (Mesa's, and NVIDIA's driver 580 too), or where no
        /// driver offers that platform, the same as `.device`.
        case surfaceless
        /// No window system, through `EGL_EXT_platform_device`: the first hardware device EGL enumerates, else the
        /// first software one.
        case device
    }

    let display: EGLDisplay
    let config: EGLConfig
    let context: EGLContext
    var windowSurface: EGLSurface?
    /// What owns the window surface's native window and display connection, kept until `deinit` has destroyed the
    /// surface (`attachWindow(_:owner:)`).
    private var windowOwner: AnyObject?
    /// Whether the window surface reports its back buffer's age (`GLContext+BufferAge`); false until a window is
    /// attached.
    public internal(set) var hasBufferAge = false
    /// The swap that names the damage, when the driver has one.
    var swapWithDamage: SwapWithDamage?
    /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    public let rendererName: String

    public init(platform: Platform) throws {
        display = try Self.openDisplay(platform)
        var surfaceType = EGL_PBUFFER_BIT
        if case .wayland = platform { surfaceType = EGL_WINDOW_BIT }
        config = try Self.chooseConfig(display, surfaceType: surfaceType)
        let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
        guard let ctx = eglCreateContext(display, config, nil, attributes) else {
            let code = String(eglGetError(), radix: 16)
            throw GLError.noGLES3("eglCreateContext for ES 3.0 failed (EGL error 0x\(code))")
        }
        context = ctx
        guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
            throw GLError.egl(call: "eglMakeCurrent", code: eglGetError())
        }
        rendererName = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
    }

    /// Starts initialising EGL's surfaceless display on a background thread and returns at once. Mesa loads its
    /// driver there (llvmpipe's links LLVM, a library of about 100 MB: tens of milliseconds of page faults and
    /// relocations before the first context), so a program can overlap that with its own start-up (parsing, building
    /// its scene, loading fonts). A `GLContext` made later, on either platform, finds the driver loaded; one made
    /// while the load is under way waits for it (EGL serialises initialisation of a display). Where EGL or its
    /// driver is missing the background call fails quietly, and the `GLContext` made later reports why.
    ///
    /// A process must not exit while the load runs (the driver's and LLVM's exit-time destructors would race it):
    /// call `waitForDriverLoad()` on every way out that made no `GLContext`.
    public static func startLoadingDriver() {
        DispatchQueue.global(qos: .userInitiated).async(group: driverLoad) {
            guard let d = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else { return }
            var major: EGLint = 0
            var minor: EGLint = 0
            _ = eglInitialize(d, &major, &minor)
        }
    }

    /// Returns once every load `startLoadingDriver` started has finished (at once when none was started).
    public static func waitForDriverLoad() {
        driverLoad.wait()
    }

    /// The background driver loads in flight.
    private static let driverLoad = DispatchGroup()

    deinit {
        eglMakeCurrent(display, nil, nil, nil)
        if let windowSurface { eglDestroySurface(display, windowSurface) }
        eglDestroyContext(display, context)
        // No eglTerminate: EGL hands every caller the same display for a platform, so terminating it would pull it
        // from under every other live context in the process (test suites run side by side). It is released at
        // exit.
    }

    private static func openDisplay(_ platform: Platform) throws -> EGLDisplay {
        let d: EGLDisplay
        switch platform {
        case .wayland(let native):
            d = try initialized(eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_WAYLAND_KHR), native, nil), platform)
        case .surfaceless:
            // glvnd answers with no display, or one that fails to initialise, where no vendor has the platform.
            let surfaceless = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            d = try (try? initialized(surfaceless, platform)) ?? openDevice(afterSurfaceless: true)
        case .device:
            d = try openDevice(afterSurfaceless: false)
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
            throw GLError.noGLES3("eglBindAPI(EGL_OPENGL_ES_API) failed")
        }
        return d
    }

    /// The first enumerated EGL device (hardware first) whose display initialises; `afterSurfaceless` says whether
    /// the surfaceless platform was tried first, so the error names only what was tried.
    private static func openDevice(afterSurfaceless: Bool) throws -> EGLDisplay {
        let devices = EGLDeviceList.preferredDevices()
        for device in devices {
            let d = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), device, nil)
            if let ready = try? initialized(d, .device) { return ready }
        }
        let tried = afterSurfaceless ? "no surfaceless platform and no EGL device" : "no EGL device"
        throw GLError.noEGL("\(tried) (\(devices.count) enumerated) initialises")
    }

    /// `display` after `eglInitialize`, or why it has none.
    private static func initialized(_ display: EGLDisplay?, _ platform: Platform) throws -> EGLDisplay {
        guard let display else { throw GLError.noEGL("eglGetPlatformDisplay returned no display for \(platform)") }
        var major: EGLint = 0
        var minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw GLError.noEGL("eglInitialize failed (EGL error 0x\(String(eglGetError(), radix: 16)))")
        }
        return display
    }

    private static func chooseConfig(_ display: EGLDisplay, surfaceType: Int32) throws -> EGLConfig {
        let attributes: [EGLint] = [
            EGL_SURFACE_TYPE, surfaceType, EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8,
            // The scene renderer clips and draws translucent strokes with the stencil buffer.
            EGL_STENCIL_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, &config, 1, &count) == EGL_TRUE, count > 0, let config else {
            throw GLError.noGLES3("no EGL config with OpenGL ES 3, 8-bit RGBA and an 8-bit stencil")
        }
        return config
    }

    /// Creates the window surface for a `wl_egl_window*` and makes it current, with swap interval 0 so that
    /// `eglSwapBuffers` never waits: the frame callbacks pace the loop. `owner` (the object that owns
    /// `nativeWindow` and its display connection) is kept alive as long as this context: `deinit` destroys the
    /// surface, which sends requests on that connection, so it must not have gone first (in release builds a local
    /// can be released right after its last use, before a context declared after it).
    public func attachWindow(_ nativeWindow: UnsafeMutableRawPointer, owner: AnyObject? = nil) throws {
        windowOwner = owner
        guard let surface = eglCreatePlatformWindowSurface(display, config, nativeWindow, nil) else {
            throw GLError.egl(call: "eglCreatePlatformWindowSurface", code: eglGetError())
        }
        windowSurface = surface
        guard eglMakeCurrent(display, surface, surface, context) == EGL_TRUE else {
            throw GLError.egl(call: "eglMakeCurrent", code: eglGetError())
        }
        eglSwapInterval(display, 0)
        findBufferAgeExtensions()
    }

    /// Waits until the GPU has run every command issued so far (for read-back, and so a frame's CPU timing includes
    /// the wait for the rasteriser).
    public func finish() { glFinish() }

    /// Presents the window surface; this commits the `wl_surface`, so frame and feedback requests must come first.
    public func swapBuffers() throws {
        guard let windowSurface else { return }
        guard eglSwapBuffers(display, windowSurface) == EGL_TRUE else {
            throw GLError.egl(call: "eglSwapBuffers", code: eglGetError())
        }
    }
}
