import Foundation
import KiteImage
import Testing

/// The gallery on the compositors people run, each started by the test with a private runtime directory and
/// skipped, saying why, when it is not installed or cannot start here: KWin at integer and fractional scales,
/// sway as an unprivileged user with keys and pointer injected, mutter with its presentation clock.
@Suite(.serialized) struct KWinEndToEndTests {
    /// KWin 5.27 with `wp_fractional_scale_v1`: the buffer is 800 x 600 times the scale in device pixels (rounded
    /// half away from zero, as the protocol asks), `wp_viewport` maps it back to 800 x 600 points, the controls'
    /// edges are sharp in the buffer, and with no `wp_presentation` every frame is logged `unknown` while
    /// `--frames` still ends.
    @Test(.enabled(if: KWin.missing == nil, Comment(rawValue: KWin.missing ?? "")), arguments: [1.0, 1.25, 1.5, 2])
    func rendersCrispAtTheOutputsFractionalScale(scale: Double) throws {
        let kwin = try CompositorUnavailable.skipUnless { try KWin(scale: scale) }
        defer { kwin.stop() }
        let run = try GalleryOnCompositor.run(
            frames: 8, environment: kwin.clientEnvironment, directory: kwin.runtimeDirectory)
        #expect(run.status == 0, "kite failed: \(run.standardError)")
        let (width, height) = (Int((800 * scale).rounded()), Int((600 * scale).rounded()))
        #expect(run.lastArguments(of: "wp_fractional_scale_v1.preferred_scale") == ["\(Int(scale * 120))"])
        #expect(run.lastArguments(of: "wp_viewport.set_destination") == ["800", "600"])
        #expect(run.lastArguments(of: "wl_surface.set_buffer_scale") == ["1"])
        #expect(run.shmBufferSizes.contains([width, height]), "buffers: \(run.shmBufferSizes)")
        let snapshot = try #require(run.snapshot)
        #expect(snapshot.width == width && snapshot.height == height)
        #expect(run.blurredEdges(scale: scale) == [])
        let frames = try #require(run.frames)
        #expect(frames.rows.count >= 8 && frames.rows.allSatisfy { $0.status == "unknown" })
    }
}

@Suite(.serialized) struct SwayEndToEndTests {
    static let available = ConditionTrait.enabled(if: Sway.missing == nil, Comment(rawValue: Sway.missing ?? ""))

    /// A click through the virtual pointer opens the hamburger at the point the layout reports (the window fills
    /// the output at its origin, scale 1), Tab and Space through the virtual keyboard close it again, Ctrl-Q quits.
    @Test(available) func pointerAndKeysReachTheGallery() throws {
        let sway = try CompositorUnavailable.skipUnless { try Sway() }
        defer { sway.stop() }
        let trace = "\(sway.runtimeDirectory)/trace.jsonl"
        let record = "\(sway.runtimeDirectory)/input.jsonl"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--trace", trace, "--record", record], environment: sway.clientEnvironment)
        defer { if kite.isRunning { kite.terminate() } }
        let laidOut = GalleryInputEndToEndTests.waitFor(seconds: 20) {
            GalleryInputEndToEndTests.traceLines(trace).filter { $0["event"] as? String == "layout" }.count >= 8
        }
        try #require(laidOut && kite.isRunning, "no layout in the trace")
        var frames: [String: [Double]] = [:]
        for line in GalleryInputEndToEndTests.traceLines(trace) where line["event"] as? String == "layout" {
            frames[line["component"] as! String] = line["frame"] as? [Double]
        }
        let hamburger = try #require(frames["hamburger"])
        let pointer = try VirtualPointer(environment: sway.clientEnvironment, extent: (sway.width, sway.height))
        // The seat gains its pointer with the virtual one; the gallery binds its wl_pointer a round trip later, and
        // motion before that is lost: move until a motion has been recorded.
        let seated = GalleryInputEndToEndTests.waitFor(seconds: 10) {
            try? pointer.move(to: 5, Double.random(in: 5...9))
            return (try? String(contentsOfFile: record, encoding: .utf8))?.contains("pointerMotion") ?? false
        }
        try #require(seated, "no pointer motion reached the gallery")
        try pointer.move(to: hamburger[0] + hamburger[2] / 2, hamburger[1] + hamburger[3] / 2)
        try pointer.down()
        try pointer.up()
        let states = { GalleryInputEndToEndTests.states(GalleryInputEndToEndTests.traceLines(trace), of: "hamburger") }
        #expect(GalleryInputEndToEndTests.waitFor(seconds: 10) { states() == ["open"] }, "states: \(states())")
        try sway.type("-k", "Tab", "-k", "space")
        #expect(GalleryInputEndToEndTests.waitFor(seconds: 10) { states() == ["open", "closed"] }, "\(states())")
        try sway.type("-M", "ctrl", "-k", "q", "-m", "ctrl")
        #expect(GalleryInputEndToEndTests.waitFor(seconds: 10) { !kite.isRunning }, "Ctrl-Q did not end the gallery")
        if kite.isRunning { kite.terminate() }
        kite.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(kite.terminationReason == .exit && kite.terminationStatus == 0, "exit: \(stderr)")
    }

    /// sway's headless output discards the first frames and then answers nothing: `--frames` counts frames whose
    /// feedback is final (presented, discarded or unknown after the wait), so the run still ends, none presented.
    @Test(available) func framesEndOnACompositorThatNeverPresents() throws {
        let sway = try CompositorUnavailable.skipUnless { try Sway() }
        defer { sway.stop() }
        let run = try GalleryOnCompositor.run(
            frames: 12, environment: sway.clientEnvironment, directory: sway.runtimeDirectory)
        #expect(run.status == 0, "kite failed: \(run.standardError)")
        let frames = try #require(run.frames)
        #expect(frames.rows.count >= 12)
        #expect(frames.presented.isEmpty)
        #expect(frames.rows.allSatisfy { $0.status == "discarded" || $0.status == "unknown" })
        // sway tiles its one window over the whole output, whatever size the client asked for.
        #expect(run.snapshot.map { ($0.width, $0.height) } ?? (0, 0) == (sway.width, sway.height))
        #expect(run.blurredEdges(scale: 1) == [])
    }
}

@Suite(.serialized) struct MutterEndToEndTests {
    /// mutter 43 presents every frame on CLOCK_MONOTONIC (`wp_presentation.clock_id` 1): the times lie between
    /// this test's own CLOCK_MONOTONIC readings before and after the run, and advance by about one refresh.
    @Test(.enabled(if: Mutter.missing == nil, Comment(rawValue: Mutter.missing ?? "")))
    func presentsEveryFrameOnClockMonotonic() throws {
        let mutter = try CompositorUnavailable.skipUnless { try Mutter() }
        defer { mutter.stop() }
        let before = Self.monotonicNanoseconds()
        let run = try GalleryOnCompositor.run(
            frames: 30, environment: mutter.clientEnvironment, directory: mutter.runtimeDirectory)
        let after = Self.monotonicNanoseconds()
        #expect(run.status == 0, "kite failed: \(run.standardError)")
        #expect(run.lastArguments(of: "wp_presentation.clock_id") == ["\(CLOCK_MONOTONIC)"])
        let frames = try #require(run.frames)
        #expect(frames.presented.count >= 30)
        let times = frames.presented.compactMap(\.present)
        #expect(times.allSatisfy { $0 > before && $0 < after }, "\(times.first ?? 0) not in \(before)...\(after)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        let refresh = Double(try #require(frames.presented.last?.refresh))
        #expect(abs(refresh - 16_666_667) < 200_000)
        #expect(run.snapshot.map { ($0.width, $0.height) } ?? (0, 0) == (800, 600))
        #expect(run.blurredEdges(scale: 1) == [])
    }

    static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
