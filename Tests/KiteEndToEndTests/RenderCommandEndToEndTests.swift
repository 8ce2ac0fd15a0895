import Foundation
import KiteImage
import KiteTestSupport
import Testing

/// `kite render` and `kite bench render` on the committed scenes, offscreen (EGL surfaceless, Mesa's llvmpipe
/// on CI): the GPU renderer's PNG against `--reference cairo` (cairo supersampled 16x per axis and box-filtered,
/// close to exact area coverage) with the metric and limits, and bad input rejected in one line.
@Suite struct RenderCommandEndToEndTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// The fidelity limits over the pixels either image touches: the per-pixel error is the largest
    /// premultiplied channel difference; its mean must stay within 1% and its 99th percentile within 10%.
    static let meanLimit = 0.01
    static let p99Limit = 0.10

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kite-render-\(getpid())-\(name)").path
    }

    /// Runs kite with `arguments`, returning its status and standard error.
    static func kite(_ arguments: [String]) throws -> KiteBinary.Result {
        try KiteBinary.run(
            arguments, environment: ProcessInfo.processInfo.environment.filter { $0.key != "WAYLAND_DISPLAY" })
    }

    /// Renders `scene` with the GPU and with the cairo reference and compares them.
    func compare(_ scene: String, _ options: [String], label: String) throws {
        let input = Self.scenes.appendingPathComponent(scene).path
        let (gpuPath, cairoPath) = (Self.temporaryPath("\(label)-gpu.png"), Self.temporaryPath("\(label)-cairo.png"))
        defer { for p in [gpuPath, cairoPath] { try? FileManager.default.removeItem(atPath: p) } }
        let gpu = try Self.kite(["render", input, "--out", gpuPath] + options)
        #expect(gpu.status == 0, "\(label): \(gpu.standardError)")
        let cairo = try Self.kite(["render", input, "--out", cairoPath, "--reference", "cairo"] + options)
        #expect(cairo.status == 0, "\(label): \(cairo.standardError)")
        guard gpu.status == 0, cairo.status == 0 else { return }
        let (actual, expected) = (try PNGImage(contentsOf: gpuPath), try PNGImage(contentsOf: cairoPath))
        #expect((actual.width, actual.height) == (expected.width, expected.height))
        let error = ImageComparison(expected: expected, actual: actual)
        #expect(error.touched > 0, "\(label): nothing drawn")
        let within = error.meanError <= Self.meanLimit && error.p99Error <= Self.p99Limit
        var message = "\(label): \(error.summary())"
        if !within { message += "; images in \(try FailureImages.write(label, expected: expected, actual: actual))" }
        #expect(within, "\(message)")
    }

    /// transforms.svg strokes under a non-uniform scale and a skew: the renderer fills those strokes' outlines
    /// (built where the pen is round, then transformed), as SVG and cairo draw them.
    static let fidelityScenes = ["strokes-caps-joins.svg", "dashes.svg", "fills.svg", "transforms.svg"]

    @Test(arguments: fidelityScenes, ["1", "2"])
    func sceneMatchesTheCairoReference(scene: String, scale: String) throws {
        try compare(scene, ["--scale", scale], label: "\(scene)-\(scale)x")
    }

    @Test func galleryAtHalfScaleAndTrimmedStrokesMatchTheCairoReference() throws {
        try compare("gallery.svg", ["--scale", "0.5"], label: "gallery-0.5x")
        try compare(
            "strokes-caps-joins.svg", ["--stroke-start", "0.2", "--stroke-end", "0.7", "--size", "480x320"],
            label: "trimmed")
    }

    /// `--stroke-start` after `--stroke-end` means what Core Animation's `strokeStart` > `strokeEnd` means: no
    /// stroke is drawn, the fills are. The image is exactly the one trimmed to nothing (`0`...`0`), and differs
    /// from the untrimmed one.
    @Test func aStrokeStartAfterTheEndDrawsNoStroke() throws {
        let input = Self.scenes.appendingPathComponent("transforms.svg").path
        func render(_ options: [String]) throws -> [UInt8] {
            let out = Self.temporaryPath("trim.png")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let r = try Self.kite(["render", input, "--out", out] + options)
            #expect(r.status == 0, "\(options): \(r.standardError)")
            return try PNGImage(contentsOf: out).pixels
        }
        let reversed = try render(["--stroke-start", "0.8", "--stroke-end", "0.2"])
        #expect(reversed == (try render(["--stroke-start", "0", "--stroke-end", "0"])))
        #expect(reversed != (try render([])))
        #expect(reversed.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "the fills are drawn")
    }

    @Test func outputSizeFollowsScaleAndSize() throws {
        let input = Self.scenes.appendingPathComponent("fills.svg").path
        let out = Self.temporaryPath("size.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        for (options, size) in [(["--scale", "1.5"], (360, 240)), (["--size", "100x50"], (100, 50))] {
            let r = try Self.kite(["render", input, "--out", out] + options)
            #expect(r.status == 0, "\(r.standardError)")
            let image = try PNGImage(contentsOf: out)
            #expect((image.width, image.height) == size, "\(options)")
        }
    }

    @Test func badInputGivesOneClearLine() throws {
        let malformed = Self.temporaryPath("malformed.svg")
        try "<svg width=\"10\" height=\"10\">\n  <g>\n    <rect width=\"x\"/>\n  </g>\n</svg>\n"
            .write(toFile: malformed, atomically: true, encoding: .utf8)
        let unclosed = Self.temporaryPath("unclosed.svg")
        try "<svg width=\"10\" height=\"10\">\n  <g>\n</svg>\n".write(
            toFile: unclosed, atomically: true, encoding: .utf8)
        defer { for p in [malformed, unclosed] { try? FileManager.default.removeItem(atPath: p) } }
        let out = Self.temporaryPath("never.png")
        // A bad option value is a usage error (64); a file that cannot be read or written, or a bad document, is 1.
        let cases: [([String], String, Int32)] = [
            (
                ["render", malformed, "--out", out], "line 3, column 18: expected a number in <rect> width, found 'x'",
                1
            ),
            (["render", unclosed, "--out", out], "line 3, column 1: expected </g> closing the <g> of line 2", 1),
            (["render", "/no/such/scene.svg", "--out", out], "cannot read /no/such/scene.svg: no such file", 1),
            (
                ["render", malformed, "--out", out, "--scale", "nan"],
                "'--scale <scale>': expected a decimal number in (0, 16384]", 64
            ),
            (["render", unclosed, "--out", out, "--size", "10x0"], "--size must be WIDTHxHEIGHT", 64),
            (["render", unclosed, "--out", out, "--size", "10x10", "--scale", "2"], "give --scale or --size", 64),
            (["render", unclosed, "--out", out, "--background", "#12"], "--background: SVG line 1, column 2", 64),
            (["render", unclosed, "--out", out, "--reference", "skia"], "--reference must be cairo", 64),
            (["bench", "render", "--scene", malformed, "--frames", "1"], "line 3, column 18", 1),
            (
                ["render", Self.scenes.appendingPathComponent("dashes.svg").path, "--out", "/no/dir/x.png"],
                "PNG /no/dir/x.png", 1
            ),
        ]
        for (arguments, message, status) in cases {
            let r = try Self.kite(arguments)
            #expect(r.status == status, "\(arguments)")
            #expect(r.standardError.contains(message), "\(arguments): \(r.standardError)")
            let lines = r.standardError.split(separator: "\n").filter { !$0.isEmpty }
            #expect(lines.count == 1, "\(r.standardError)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func benchReportsBothRenderersAndTheRatioAsJSON() throws {
        let input = Self.scenes.appendingPathComponent("fills.svg").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: KiteBinary.path)
        p.arguments = ["bench", "render", "--scene", input, "--frames", "3", "--json"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let last = try #require(text.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let kite = try #require(object["kite"] as? [String: Double])
        let cairo = try #require(object["cairo"] as? [String: Double])
        let ratio = try #require(object["ratio"] as? Double)
        #expect(object["scene"] as? String == "fills.svg")
        #expect(kite["median_ms"]! > 0 && cairo["median_ms"]! > 0 && kite["p95_ms"]! >= kite["median_ms"]!)
        // Kite's CPU encode is part of its frame.
        let submit = try #require(kite["submit_ms"])
        #expect(submit > 0 && submit < kite["median_ms"]!)
        // A steady encode of the same list reuses every path instead of encoding it.
        let steady = try #require(kite["steady_submit_ms"])
        #expect(steady > 0 && steady < kite["median_ms"]!)
        // The medians are printed to 4 decimals; the ratio is computed before rounding.
        #expect(abs(ratio - kite["median_ms"]! / cairo["median_ms"]!) < 0.01 * ratio)
    }
}
