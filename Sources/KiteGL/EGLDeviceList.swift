import CEGL

/// The devices EGL enumerates (`EGL_EXT_device_enumeration`), for offscreen contexts where no EGL vendor offers
/// Mesa's surfaceless platform: every driver with `EGL_EXT_platform_device` renders without a window system through
/// a device (see the extensions' registry texts at registry.khronos.org). NVIDIA's driver 580 offers both.
enum EGLDeviceList {
    /// The most devices asked for; a machine with more GPUs than this still gets one of them.
    static let capacity = 16

    /// The enumerated devices, hardware first in EGL's order, then software ones (a device whose extension string
    /// names `EGL_MESA_device_software`: Mesa's llvmpipe). Empty where EGL lacks device enumeration.
    static func preferredDevices() -> [EGLDeviceEXT] {
        // glvnd's libEGL exports only core functions; the extension's entry point comes from eglGetProcAddress,
        // whose result for this name has the C type PFNEGLQUERYDEVICESEXTPROC.
        guard let address = eglGetProcAddress("eglQueryDevicesEXT") else { return [] }
        let queryDevices = unsafeBitCast(address, to: PFNEGLQUERYDEVICESEXTPROC.self)
        var devices = [EGLDeviceEXT?](repeating: nil, count: capacity)
        var count: EGLint = 0
        guard queryDevices(EGLint(capacity), &devices, &count) == EGL_TRUE else { return [] }
        let found = devices.prefix(Int(max(0, min(count, EGLint(capacity))))).compactMap { $0 }
        return found.filter { !isSoftware($0) } + found.filter(isSoftware)
    }

    /// Whether `device` is a software rasteriser (`EGL_MESA_device_software` in its extension string).
    static func isSoftware(_ device: EGLDeviceEXT) -> Bool {
        guard let address = eglGetProcAddress("eglQueryDeviceStringEXT") else { return false }
        // The entry point of that name has the C type PFNEGLQUERYDEVICESTRINGEXTPROC.
        let queryString = unsafeBitCast(address, to: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        guard let names = queryString(device, EGL_EXTENSIONS) else { return false }
        return String(cString: names).split(separator: " ").contains("EGL_MESA_device_software")
    }
}
