import Foundation
import KiteGeometry
import KiteImage
import Testing

/// The components' golden images: every key frame rendered by Kite's GPU renderer is checked three ways.
/// - Against cairo (supersampled 8 x 8 per device pixel, box-filtered), an independent reference: over the pixels
///   either image touches, the mean absolute error of each channel at most 1% and its 99th percentile at most 10%
///   of 255 (anti-aliased edges differ a little; a wrong shape, colour or place moves whole areas).
/// - Against the committed PNG in `Golden/`: at most 0.2% of pixels may differ by more than 8 of 255 in any
///   channel (room for Mesa versions rounding differently; any change of motion or look is far more).
///   `KITE_UPDATE_GOLDEN=1` (or `KITE_UPDATE_GOLDENS=1`) rewrites the PNGs instead:
///   `scripts/update-component-goldens` does that.
/// - At the key frame's probes: the colour that shows the behaviour (the hamburger's bar gone and circle drawn,
///   the switch's gum between the halves, the Guillotine panel over the top left), within the probe's tolerance.
/// Needs EGL's surfaceless platform (llvmpipe), not a GPU or a compositor.
extension OnGL {
    @Suite struct ComponentGoldenTests {
        static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        static var updating: Bool {
            let environment = ProcessInfo.processInfo.environment
            return environment["KITE_UPDATE_GOLDEN"] == "1" || environment["KITE_UPDATE_GOLDENS"] == "1"
        }

        @Test(arguments: KeyFrames.all)
        func keyFrameMatchesCairoAndItsGolden(name: String) throws {
            let fixture = try RenderFixture()
            let frame = try KeyFrames.named(name)
            let (width, height) = RenderFixture.pixelSize(frame)
            let kite = try fixture.kite(frame)
            let cairo = RenderFixture.cairo(frame, supersample: 8)
            let reference = ImageDifference(expected: cairo, actual: kite)
            let referenceOK =
                reference.touched > 0 && reference.mean.allSatisfy { $0 <= 0.01 }
                && reference.p99.allSatisfy { $0 <= 0.10 }
            print("\(name) vs cairo: \(reference.summary)")
            if !referenceOK {
                reference.write(
                    "\(name)-cairo", expected: cairo, actual: kite, width: width, height: height,
                    folder: ImageDifference.failureFolder)
            }
            let comment: Comment = "\(name) vs cairo: \(reference.summary); images in \(ImageDifference.failureFolder)"
            #expect(referenceOK, comment)
            try checkGolden(name, kite, width: width, height: height)
            for probe in frame.probes { check(probe, in: kite, width: width, scale: frame.scale, frame: name) }
        }

        private func checkGolden(_ name: String, _ kite: [UInt8], width: Int, height: Int) throws {
            let path = Self.golden.appendingPathComponent("\(name).png").path
            if Self.updating {
                try PNGImage(width: width, height: height, pixels: ImageDifference.straight(kite)).write(to: path)
                return
            }
            let golden = try PNGImage(contentsOf: path)
            try #require(golden.width == width && golden.height == height, "\(name): golden size differs")
            // Both through the PNG's straight alpha: a colour channel above alpha (an out-of-gamut colour, as the
            // Pop square's overshooting colour spring makes) does not survive the trip, so compare after it.
            let expected = ImageDifference.premultiplied(golden.pixels)
            let actual = ImageDifference.premultiplied(ImageDifference.straight(kite))
            let difference = ImageDifference(expected: expected, actual: actual)
            let fraction = difference.fractionOver(8)
            if fraction > 0.002 {
                difference.write(
                    "\(name)-golden", expected: expected, actual: actual, width: width, height: height,
                    folder: ImageDifference.failureFolder)
            }
            #expect(
                fraction <= 0.002,
                "\(name): \(fraction * 100)% of pixels differ from the golden; images in \(ImageDifference.failureFolder)"
            )
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
