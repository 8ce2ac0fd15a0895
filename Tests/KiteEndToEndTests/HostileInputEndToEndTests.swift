import Foundation
import Testing

/// The issue's crashers through the real executable: each ends with status 0 or a one-line error, never a signal.
@Suite struct HostileInputEndToEndTests {
    func run(_ arguments: [String], in dir: String) throws -> KiteBinary.Result {
        try KiteBinary.run(arguments, environment: ["XDG_RUNTIME_DIR": dir], timeoutSeconds: 60)
    }

    @Test func svgCrashersRenderOrFailInOneLine() throws {
        let dir = try Weston.makePrivateDirectory()
        let head = Array(#"<svg width="10" height="10">"#.utf8)
        let tail = Array("</svg>".utf8)
        let bodies: [(String, [UInt8], Int32)] = [
            ("name", Array("<p".utf8) + [0xEF] + Array("th/>".utf8), 1),
            ("comment", Array("<!-- ".utf8) + [0xAF] + Array(" -->".utf8), 1),
            ("arc", Array(#"<path d="M0 0 A1e99 1e99 0 1 1 9 9"/>"#.utf8), 0),
            ("far", Array(#"<path d="M0 0 L1e19 1e19 L0 5 Z"/>"#.utf8), 0),
            ("line", Array(#"<path d="M-1e20 -1e20 L1e20 1e20"/>"#.utf8), 0),
            ("deep", Array((String(repeating: "<g>", count: 5000) + String(repeating: "</g>", count: 5000)).utf8), 1),
        ]
        for (name, body, status) in bodies {
            let input = "\(dir)/\(name).svg"
            #expect(FileManager.default.createFile(atPath: input, contents: Data(head + body + tail)))
            let result = try run(["render", input, "--out", "\(dir)/\(name).png"], in: dir)
            #expect(result.status == status, "\(name): \(result.standardError)")
            #expect(
                result.standardError.split(separator: "\n").count == Int(status), "\(name): \(result.standardError)")
        }
        let pi = "\(dir)/pi.svg"
        #expect(
            FileManager.default.createFile(
                atPath: pi, contents: Data(("<?foo?>" + #"<svg width="4" height="4"/>"#).utf8)))
        #expect(try run(["render", pi, "--out", "\(dir)/pi.png"], in: dir).status == 0)
    }

    @Test func aReplayEndingAtAnAbsurdTimeNeedsFrames() throws {
        let dir = try Weston.makePrivateDirectory()
        let replay = "\(dir)/late.jsonl"
        let line = #"{"kind":{"pointerEnter":{"location":{"x":200,"y":150}}},"time":1e300}"# + "\n"
        #expect(FileManager.default.createFile(atPath: replay, contents: Data(line.utf8)))
        let refused = try run(["gallery", "--headless", "--replay", replay], in: dir)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.hasPrefix("Error: --replay \(replay): its last event is at 1e+300 s, past the 600 s"))
        let bounded = try run(["gallery", "--headless", "--replay", replay, "--frames", "3"], in: dir)
        #expect(bounded.status == 0, "\(bounded.standardError)")
        let tiny = try run(
            ["gallery", "--headless", "--size", "320x240", "--scale", "0.001", "--frames", "1"], in: dir)
        #expect(tiny.status == 64 && tiny.standardError.contains("each side in 1...16384"), "\(tiny.standardError)")
    }

    @Test func negativeNumbersAfterASpaceParseAndNegativeSizesAreRefused() throws {
        let dir = try Weston.makePrivateDirectory()
        let curve = try run(["curve", "spring", "--from", "-1", "--to", "-2", "--seconds", "0.02"], in: dir)
        #expect(curve.status == 0, "\(curve.standardError)")
        let offset = try run(["simulate", "guillotine", "--top-offset", "-10"], in: dir)
        #expect(
            offset.standardError
                == "Error: The value '-10' is invalid for '--top-offset <top-offset>': expected a decimal number in "
                + "0...1e12\n")
        let inside = try run(["simulate", "guillotine", "--top-offset", "400"], in: dir)
        #expect(inside.standardError.hasPrefix("Error: invalid top offset 400.0: expected a number in 0.0...375.0"))
        let size = try run(["gallery", "--headless", "--size", "-1x-1"], in: dir)
        #expect(size.status == 64 && size.standardError.hasPrefix("Error: --size must be WIDTHxHEIGHT with each in 16"))
    }

    @Test func aNonsenseFrameRateIsRefusedWithTheRange() throws {
        let dir = try Weston.makePrivateDirectory()
        let fps = try run(["curve", "spring", "--fps=1e-308"], in: dir)
        #expect(
            fps.status == 64
                && fps.standardError
                    == "Error: The value '1e-308' is invalid for '--fps <fps>': expected a decimal number in 1...1000\n"
        )
    }
}
