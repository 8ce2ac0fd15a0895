import KiteGL
import KiteGLTestSupport
import KiteScene
import KiteTestSupport
import Testing

@testable import KiteRender

extension Scenes {
    /// Renders `root` at `scale` twice, each time with a fresh renderer that `configure` sets up with its switch
    /// off (false) and then on (true), and compares the second rendering with the first: where they differ by more
    /// than `tolerance` (in 0...255, default 0), both are left in `FailureImages.folder` as `NAME-*.png`. Returns
    /// the comparison and what `readout` takes from each renderer after its frame.
    /// - Throws: `GLError` or `RenderError` when GL cannot make the context, the target or the frame.
    static func renderedOffAndOn<Readout>(
        _ root: Layer, scale: Double, name: String, tolerance: Int = 0,
        configure: (SceneRenderer, Bool) -> Void, readout: (SceneRenderer) -> Readout
    ) throws -> (match: ExactMatch, off: Readout, on: Readout) {
        let context = try OffscreenGL.context()
        _ = context
        let target = try target(at: scale)
        func render(_ on: Bool) throws -> (pixels: [UInt8], readout: Readout) {
            let renderer = try SceneRenderer()
            configure(renderer, on)
            let pixels = try renderer.render(root, into: target, scale: scale, premultiplied: true)
            return (pixels, readout(renderer))
        }
        let off = try render(false)
        let on = try render(true)
        let match = ExactMatch(expected: off.pixels, actual: on.pixels, width: target.width, tolerance: tolerance)
        if match.largest > tolerance {
            _ = FailureImages.write(
                name, expectedPremultiplied: off.pixels, actualPremultiplied: on.pixels, width: target.width,
                height: target.height)
        }
        return (match, off.readout, on.readout)
    }

    /// Renders `root` at `scale` with `configure`'s switch off and on (`renderedOffAndOn`) and expects no channel
    /// of the two renderings to differ by more than `tolerance` (in 0...255, default 0); differing renderings are
    /// left in `FailureImages.folder` as `NAME-*.png`.
    /// - Throws: `GLError` or `RenderError` when GL cannot make the context, the target or the frame.
    static func expectSwitchKeepsPixels(
        _ root: Layer, scale: Double, name: String, tolerance: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation, configure: (SceneRenderer, Bool) -> Void
    ) throws {
        let match = try renderedOffAndOn(
            root, scale: scale, name: name, tolerance: tolerance, configure: configure, readout: { _ in () }
        ).match
        #expect(match.largest <= tolerance, "\(name): \(match)", sourceLocation: sourceLocation)
    }
}
