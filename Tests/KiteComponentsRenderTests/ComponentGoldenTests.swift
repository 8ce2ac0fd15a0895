import Foundation
import KiteGLTestSupport
import KiteGeometry
import KiteImage
import KiteTestSupport
import Testing

/// The components' golden images: every key frame rendered by Kite's GPU renderer is checked three ways.
/// - Against cairo (supersampled 8 x 8 per device pixel, box-filtered), an independent reference: over the pixels
///   either image touches, the mean absolute error of each channel at most 1% and its 99th percentile at most 10%
///   of 255 (anti-aliased edges differ a little; a wrong shape, colour or place moves whole areas).
/// - Against the committed PNG in `Golden/`: at most 0.2% of pixels may differ by more than 8 of 255 in any
///   channel (room for Mesa versions rounding differently; any change of motion or look is far more).
///   Both compared premultiplied (`GoldenImages`). `KITE_UPDATE_GOLDEN=1` rewrites the PNGs instead:
///   `scripts/update-component-goldens` does that.
/// - At the key frame's probes: the colour that shows the behaviour (the hamburger's bar gone and circle drawn,
///   the switch's gum between the halves, the Guillotine panel over the top left), within the probe's tolerance.
/// Needs EGL's surfaceless platform (llvmpipe), not a GPU or a compositor.
extension OnGL {
    @Suite struct ComponentGoldenTests {
        static let goldens = GoldenImages(
            folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path)

        @Test(arguments: KeyFrames.all)
        func keyFrameMatchesCairoAndItsGolden(name: String) throws {
            let fixture = try RenderFixture()
            let frame = try KeyFrames.named(name)
            let (width, height) = RenderFixture.pixelSize(frame)
            let kite = try fixture.kite(frame)
            let cairo = RenderFixture.cairo(frame, supersample: 8)
            let reference = ImageComparison.check(
                "\(name)-cairo", expected: cairo, actual: kite, width: width, height: height, meanLimit: 0.01,
                p99Limit: 0.10, metric: .eachChannel)
            print(reference.message)
            #expect(reference.passed, "\(reference.message)")
            // Through the PNG's straight alpha and back: a colour channel above alpha (an out-of-gamut colour, as
            // the Pop square's overshooting colour spring makes) does not survive the trip, so compare after it.
            let png = PNGImage(width: width, height: height, pixels: StraightAlpha.convert(premultiplied: kite))
            for probe in frame.probes { check(probe, in: kite, width: width, scale: frame.scale, frame: name) }
            try Self.goldens.check(png, named: name, differingFraction: 0.002, comparing: .premultiplied)
        }

        /// The probe's colour (premultiplied, as rendered) at its point, scaled to device pixels.
        private func check(_ probe: KeyFrame.Probe, in pixels: [UInt8], width: Int, scale: Double, frame: String) {
            let (x, y) = (Int(probe.point.x * scale), Int(probe.point.y * scale))
            let p = 4 * (y * width + x)
            let c = probe.color
            let expected = [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map {
                Int(($0 * 255).rounded())
            }
            let worst = (0..<4).map { abs(Int(pixels[p + $0]) - expected[$0]) }.max()!
            #expect(
                worst <= probe.tolerance,
                "\(frame): \(probe.what) at \(probe.point): got \(Array(pixels[p..<p + 4])), expected \(expected)")
        }
    }
}
