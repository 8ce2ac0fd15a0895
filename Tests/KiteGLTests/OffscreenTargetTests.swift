import KiteGLTestSupport
import Testing

@testable import KiteGL

/// Offscreen targets outside the allowed sizes are refused with an error naming the valid range, before any
/// allocation, instead of a precondition failure or an aborted allocation.
@Suite(.usesGL) struct OffscreenTargetTests {
    @Test func sizesOutsideTheLimitsThrowWithTheValidRange() throws {
        let context = try OffscreenGL.context()
        defer { withExtendedLifetime(context) {} }
        let refused = [(0, 240), (320, 0), (-1, -1), (16385, 1), (16384, 16384), (8193, 8192), (Int.max, Int.max)]
        for (w, h) in refused {
            #expect(!OffscreenTarget.allows(width: w, height: h), "\(w)x\(h)")
            #expect(throws: GLError.targetSize(width: w, height: h, valid: OffscreenTarget.validSizes)) {
                _ = try OffscreenTarget(width: w, height: h, stencil: true)
            }
        }
        let message = GLError.targetSize(width: 0, height: 240, valid: OffscreenTarget.validSizes).description
        #expect(
            message == "an offscreen target of 0x240 pixels is out of range: each side in 1...16384 and at most "
                + "67108864 pixels (8192x8192) in all")
        for (w, h) in [(1, 1), (16384, 4096), (8192, 8192)] { #expect(OffscreenTarget.allows(width: w, height: h)) }
        let small = try OffscreenTarget(width: 16384, height: 1, stencil: true)
        #expect(small.width == 16384 && small.hasStencil)
    }
}
