import Foundation
import KiteImage
import Testing

/// A scale change at run time, as a surface moving to an output of another scale sees it: the touch compositor
/// offers fractional scale at 1.25, then its script sends `preferred_scale` 1.5 while the gallery runs.
@Suite(.serialized) struct ScaleChangeEndToEndTests {
    /// The last `layout` frame of each component in a trace file, points.
    static func layout(_ lines: [[String: Any]]) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        for line in lines where line["event"] as? String == "layout" {
            if let name = line["component"] as? String, let frame = line["frame"] as? [Double] { frames[name] = frame }
        }
        return frames
    }

    /// Where the gallery puts its controls on an 800 x 600 surface at `scale`, from a one-frame headless run.
    static func headlessLayout(scale: Double) throws -> [String: [Double]] {
        let dir = try Weston.makePrivateDirectory()
        let trace = "\(dir)/trace.jsonl"
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "1", "--scale", "\(scale)", "--trace", trace],
            environment: ["XDG_RUNTIME_DIR": dir])
        guard result.status == 0 else { throw TestSetupError("headless layout failed: \(result.standardError)") }
        return layout(GalleryInputEndToEndTests.traceLines(trace))
    }

    static func onGrid(_ frame: [Double], scale: Double) -> Bool {
        [frame[0], frame[1], frame[0] + frame[2], frame[1] + frame[3]].allSatisfy {
            abs($0 * scale - ($0 * scale).rounded()) < 1e-3
        }
    }

    /// From 1.25 to 1.5 without a restart: the gallery lays out again (a second set of `layout` lines, on the 1.5
    /// grid and where a gallery started at 1.5 puts them), the buffer becomes 1200 x 900 with the viewport still
    /// 800 x 600 points, the last snapshot is 1200 x 900 with sharp edges, and a touch at the hamburger's new place
    /// (logical points at a fractional scale) opens it. The compositor waits on protocol events, not on the clock:
    /// it touches only after a buffer at 1200 x 900 (so the gallery has laid out at 1.5), and closes once the
    /// gallery, drawing on demand, commits a buffer without asking for another frame (`await-idle`: the hamburger's
    /// animation is over, and that last frame is the last snapshot), however slowly a loaded machine draws. Before,
    /// it closed 1.4 s after the tap and 30 buffers more, and a slow enough run could catch the animation in flight.
    @Test func aPreferredScaleChangeReLaysOutAndRendersCrisply() throws {
        let expected = try Self.headlessLayout(scale: 1.5)
        let hamburger = try #require(expected["hamburger"])
        let (x, y) = (hamburger[0] + hamburger[2] / 2, hamburger[1] + hamburger[3] / 2)
        let compositor = try TouchCompositor(
            script: """
                1000 scale 180
                1000 await 1 1200 900
                1100 down 0 \(x) \(y)
                1100 frame
                1200 up 0
                1200 frame
                1300 await-idle
                1300 close
                """, timeoutSeconds: 60, fractionalScale120: 150)
        let dir = compositor.runtimeDirectory
        let trace = "\(dir)/trace.jsonl"
        let result = try KiteBinary.run(
            [
                "gallery", "--size", "800x600", "--trace", trace, "--out", "\(dir)/snapshots", "--snapshot-every", "1",
            ], environment: compositor.clientEnvironment, timeoutSeconds: 60)
        let outcome = try compositor.finish()
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        #expect(outcome.status == 0, "compositor: \(outcome.standardError)")
        #expect(outcome.lastBufferWidth == 1200 && outcome.lastBufferHeight == 900 && outcome.lastBufferScale == 1)
        #expect(outcome.lastViewportDestination.map { [$0.width, $0.height] } == [800, 600])

        let lines = GalleryInputEndToEndTests.traceLines(trace)
        let layouts = lines.filter { $0["event"] as? String == "layout" }.compactMap { $0["frame"] as? [Double] }
        #expect(layouts.count == 16, "one layout at 1.25 and one at 1.5")
        #expect(layouts.prefix(8).allSatisfy { Self.onGrid($0, scale: 1.25) })
        #expect(layouts.suffix(8).allSatisfy { Self.onGrid($0, scale: 1.5) })
        let final = Self.layout(lines)
        for (name, frame) in expected {
            let got = try #require(final[name])
            #expect(zip(got, frame).allSatisfy { abs($0 - $1) < 1e-3 }, "\(name): \(got) vs \(frame)")
        }
        #expect(GalleryInputEndToEndTests.states(lines, of: "hamburger") == ["open"])

        let snapshots = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/snapshots").sorted()
        let last = try #require(snapshots.last)
        let image = try PNGImage(contentsOf: "\(dir)/snapshots/\(last)")
        #expect(image.width == 1200 && image.height == 900, "\(last)")
        let run = GalleryOnCompositor(
            status: result.status, snapshot: image, layout: final, frames: nil, protocolLines: [],
            standardError: result.standardError)
        #expect(run.blurredEdges(scale: 1.5) == [])
    }

    /// At 1.5 device pixels per point a pointer at logical (x, y) reaches the gallery as exactly (x, y) (the
    /// recorded input), and a click at the hamburger's laid-out centre opens it: the buffer's device pixels never
    /// leak into input coordinates. The pointer moves only once the gallery has drawn a frame at 1.5.
    @Test func thePointerAtAFractionalScaleLandsOnTheLayoutsPoints() throws {
        let expected = try Self.headlessLayout(scale: 1.5)
        let hamburger = try #require(expected["hamburger"])
        let (x, y) = (hamburger[0] + hamburger[2] / 2, hamburger[1] + hamburger[3] / 2)
        let compositor = try TouchCompositor(
            script: """
                0 await 1 1200 900
                500 point 5 5
                700 point \(x) \(y)
                800 press
                900 release
                2500 close
                """, timeoutSeconds: 60, fractionalScale120: 180, pointer: true)
        let dir = compositor.runtimeDirectory
        let (trace, record) = ("\(dir)/trace.jsonl", "\(dir)/input.jsonl")
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--size", "800x600", "--trace", trace, "--record", record],
            environment: compositor.clientEnvironment, timeoutSeconds: 60)
        let outcome = try compositor.finish()
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        #expect(outcome.status == 0, "compositor: \(outcome.standardError)")
        #expect(outcome.lastBufferWidth == 1200 && outcome.lastBufferHeight == 900)
        let locations = GalleryInputEndToEndTests.traceLines(record).compactMap { line -> [Double]? in
            guard let kind = line["kind"] as? [String: Any],
                let event = (kind["pointerMotion"] ?? kind["pointerEnter"]) as? [String: Any],
                let location = event["location"] as? [String: Double], let lx = location["x"], let ly = location["y"]
            else { return nil }
            return [lx, ly]
        }
        // wl_fixed_t carries 1/256 of a point.
        #expect(locations.contains { abs($0[0] - x) <= 1.0 / 256 && abs($0[1] - y) <= 1.0 / 256 }, "\(locations)")
        let lines = GalleryInputEndToEndTests.traceLines(trace)
        #expect(GalleryInputEndToEndTests.states(lines, of: "hamburger") == ["open"])
    }
}
