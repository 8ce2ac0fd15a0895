import Foundation
import KiteImage
import Testing

/// The headless tour drawn with damage (each frame redrawn only where it changed, over the previous frame) and with
/// `--full-redraw`: every key moment must look the same, so partial redraw never shows a stale pixel.
@Suite struct PartialRedrawEndToEndTests {
    /// Largest difference allowed per channel, out of 255.
    static let tolerance = 2

    @Test func everyKeyMomentOfTheTourMatchesAFullRedraw() throws {
        let dir = try Weston.makePrivateDirectory()
        let tour = GalleryTourEndToEndTests.tourFile
        func arguments(_ out: String, _ extra: [String]) -> [String] {
            ["gallery", "--headless", "--tour", "--tour-file", tour, "--out", out] + extra
        }
        // Both runs at once: each is mostly one core's CPU work.
        let (partialRun, partialErrors) = try KiteBinary.start(
            arguments("\(dir)/partial", []), environment: ["XDG_RUNTIME_DIR": dir])
        let full = try KiteBinary.run(
            arguments("\(dir)/full", ["--full-redraw"]), environment: ["XDG_RUNTIME_DIR": dir], timeoutSeconds: 300)
        partialRun.waitUntilExit()
        let errors = String(decoding: partialErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(partialRun.terminationStatus == 0, "kite failed: \(errors)")
        try #require(full.status == 0, "kite --full-redraw failed: \(full.standardError)")

        for name in try GalleryTourEndToEndTests.snapshotNames() {
            let partial = try PNGImage(contentsOf: "\(dir)/partial/\(name).png")
            let reference = try PNGImage(contentsOf: "\(dir)/full/\(name).png")
            #expect(partial.width == reference.width && partial.height == reference.height)
            let worst = zip(partial.pixels, reference.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
            #expect(worst <= Self.tolerance, "\(name): differs by \(worst)/255 from the full redraw")
        }
        let summary = { (run: String) throws -> [String: Any] in
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(run)/summary.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        #expect(try summary("partial")["redraw"] as? String == "retained-partial")
        #expect(try summary("full")["redraw"] as? String == "full")
    }
}
