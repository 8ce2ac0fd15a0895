import CGLES3
import KiteGLTestSupport
import Testing

@testable import KiteGL

/// Offscreen contexts through an EGL device (`EGL_EXT_platform_device`), the way Kite renders headless where no driver
/// offers Mesa's surfaceless platform. Mesa enumerates its software device, so CI
/// exercises the same path on llvmpipe.
@Suite(.usesGL) struct GLContextPlatformTests {
    /// Hardware devices come before software ones, whatever order EGL enumerates them in.
    @Test func devicesListHardwareBeforeSoftware() {
        let devices = EGLDeviceList.preferredDevices()
        #expect(!devices.isEmpty, "Mesa enumerates at least its software device")
        let software = devices.map(EGLDeviceList.isSoftware)
        #expect(software == software.sorted { !$0 && $1 }, "\(software)")
    }

    /// A device context draws the same pixels as a surfaceless one: a clear and a scissored clear, read back.
    @Test func aDeviceContextDrawsLikeASurfacelessOne() throws {
        #expect(GLTurn.isHeld)
        let throughDevice = try drawn(on: GLContext(platform: .device))
        let surfaceless = try drawn(on: OffscreenGL.context())
        #expect(throughDevice == surfaceless)
        // Red field, green 3x2 rectangle at (1, 1) (GL's origin is the bottom-left).
        #expect(Array(throughDevice[0..<4]) == [255, 0, 0, 255])
        let inside = (1 * 8 + 1) * 4
        #expect(Array(throughDevice[inside..<inside + 4]) == [0, 255, 0, 255])
        #expect(throughDevice.count == 8 * 4 * 4)
    }

    /// Clears an 8x4 target red, then a 3x2 rectangle green, and reads it back.
    private func drawn(on context: GLContext) throws -> [UInt8] {
        defer { withExtendedLifetime(context) {} }
        let target = try OffscreenTarget(width: 8, height: 4)
        target.bind()
        glViewport(0, 0, 8, 4)
        glClearColor(1, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(1, 1, 3, 2)
        glClearColor(0, 1, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
        return Pixels.readRGBA(width: 8, height: 4)
    }
}
