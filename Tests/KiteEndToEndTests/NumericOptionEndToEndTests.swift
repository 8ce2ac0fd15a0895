import Foundation
import Testing

/// Every numeric option of every command, from a table checked against the commands' own `--help`: a value outside
/// the range, hexadecimal, `inf` and `nan` are each refused at parse time with one line naming the option and its
/// range (exit 64), and a negative number after a space is read as the value, not as an option.
@Suite struct NumericOptionEndToEndTests {
    struct Numeric: Sendable, CustomStringConvertible {
        var command: [String]
        var option: String
        /// A decimal value just outside the range.
        var outside: String
        /// The range as the error states it.
        var range: String
        var description: String { (command + [option]).joined(separator: " ") }
    }

    static let gallery = ["gallery", "--headless"]
    static let simulate = ["simulate", "guillotine"]
    static let curve = ["curve", "spring"]
    static let report = ["report", "/nonexistent/frames.csv", "--png", "/nonexistent/plot.png"]
    static let render = ["render", "/nonexistent/scene.svg", "--out", "/nonexistent/out.png"]
    static let motion = ["bench", "motion"]

    static let numeric: [Numeric] = [
        Numeric(command: gallery, option: "--frames", outside: "0", range: "a whole number, at least 1"),
        Numeric(command: gallery, option: "--snapshot-every", outside: "-1", range: "a whole number, at least 1"),
        Numeric(command: gallery, option: "--scale", outside: "8.5", range: "a decimal number in (0, 8]"),
        Numeric(command: simulate, option: "--width", outside: "2e12", range: "a decimal number in 1e-6...1e12"),
        Numeric(command: simulate, option: "--height", outside: "0", range: "a decimal number in 1e-6...1e12"),
        Numeric(command: simulate, option: "--top-offset", outside: "-10", range: "a decimal number in 0...1e12"),
        Numeric(command: simulate, option: "--density", outside: "0", range: "a decimal number in (0, 1e12]"),
        Numeric(command: simulate, option: "--elasticity", outside: "1.5", range: "a decimal number in 0...1"),
        Numeric(command: simulate, option: "--duration", outside: "-1", range: "a decimal number in (0, 1e6]"),
        Numeric(command: simulate, option: "--contact-seconds", outside: "0", range: "a decimal number in (0, 1e6]"),
        Numeric(command: simulate, option: "--fps", outside: "1e-308", range: "a decimal number in 1...1000"),
        Numeric(command: simulate, option: "--seconds", outside: "-1", range: "a decimal number in 0...1e6"),
        Numeric(command: curve, option: "--bounciness", outside: "21", range: "a decimal number in 0...20"),
        Numeric(command: curve, option: "--speed", outside: "-1", range: "a decimal number in 0...20"),
        Numeric(command: curve, option: "--tension", outside: "0", range: "a decimal number in (0, 1e150]"),
        Numeric(command: curve, option: "--friction", outside: "-1", range: "a decimal number in 0...1e150"),
        Numeric(command: curve, option: "--stiffness", outside: "1e308", range: "a decimal number in (0, 1e150]"),
        Numeric(command: curve, option: "--damping", outside: "-0.5", range: "a decimal number in 0...1e150"),
        Numeric(command: curve, option: "--mass", outside: "0", range: "a decimal number in (0, 1e150]"),
        Numeric(command: curve, option: "--damping-ratio", outside: "-1", range: "a decimal number in 0...1e150"),
        Numeric(command: curve, option: "--response", outside: "0", range: "a decimal number in (0, 1e150]"),
        Numeric(command: curve, option: "--duration", outside: "-2", range: "a decimal number in (0, 1e150]"),
        Numeric(command: curve, option: "--bounce", outside: "1", range: "a decimal number in (-1, 1)"),
        Numeric(command: curve, option: "--from", outside: "-1e151", range: "a decimal number in -1e150...1e150"),
        Numeric(command: curve, option: "--to", outside: "1e200", range: "a decimal number in -1e150...1e150"),
        Numeric(command: curve, option: "--velocity", outside: "2e150", range: "a decimal number in -1e150...1e150"),
        Numeric(command: curve, option: "--deceleration", outside: "1", range: "a decimal number in (0, 1)"),
        Numeric(command: curve, option: "--threshold", outside: "0", range: "a decimal number in (0, 1e150]"),
        Numeric(command: curve, option: "--fps", outside: "1e-308", range: "a decimal number in 1...1000"),
        Numeric(command: curve, option: "--seconds", outside: "-1", range: "a decimal number in 0...1e6"),
        Numeric(command: report, option: "--scale", outside: "0.1", range: "a decimal number in 0.25...4"),
        Numeric(command: render, option: "--scale", outside: "-1", range: "a decimal number in (0, 16384]"),
        Numeric(command: render, option: "--stroke-start", outside: "-0.5", range: "a decimal number in 0...1"),
        Numeric(command: render, option: "--stroke-end", outside: "2", range: "a decimal number in 0...1"),
        Numeric(command: ["bench", "frame"], option: "--frames", outside: "9", range: "a whole number in 10...100000"),
        Numeric(command: motion, option: "--springs", outside: "-1", range: "a whole number in 0...1000000"),
        Numeric(command: motion, option: "--curves", outside: "1000001", range: "a whole number in 0...1000000"),
        Numeric(command: motion, option: "--frames", outside: "0", range: "a whole number in 1...1000000"),
        Numeric(command: motion, option: "--fps", outside: "1e-308", range: "a decimal number in 1...1000"),
        Numeric(command: ["bench", "render"], option: "--frames", outside: "0", range: "a whole number in 1...100000"),
        Numeric(
            command: ["bench", "render"], option: "--scale", outside: "0", range: "a decimal number in (0, 16384]"),
        Numeric(
            command: ["bench", "damage"], option: "--frames", outside: "100001", range: "a whole number in 10...100000"),
    ]

    /// Options that take no number (files, sizes as WxH, names, flags).
    static let other: [String: Set<String>] = [
        "gallery": [
            "--frame-log", "--summary", "--hud", "--headless", "--out", "--size", "--trace", "--record", "--replay",
            "--full-redraw", "--continuous", "--tour", "--tour-file",
        ],
        "simulate guillotine": [], "curve": ["--png"], "report": ["--png"],
        "render": ["--out", "--size", "--background", "--reference"], "bench frame": ["--size", "--json", "--hud"],
        "bench motion": [], "bench render": ["--scene", "--json"], "bench damage": ["--size", "--json"],
    ]

    func run(_ arguments: [String]) throws -> KiteBinary.Result {
        try KiteBinary.run(arguments, environment: [:], timeoutSeconds: 60)
    }

    @Test func theTableCoversEveryOptionOfEveryCommand() throws {
        for (command, others) in Self.other {
            let help = try KiteBinary.runCapturingOutput(
                ["help"] + command.split(separator: " ").map(String.init), environment: [:])
            let options = Set(
                help.standardOutput.split(separator: "\n").compactMap { line -> String? in
                    // Option lines are indented by two spaces; wrapped help text by more.
                    guard line.hasPrefix("  --") else { return nil }
                    let words = line.split(separator: " ")
                    guard let first = words.first, first.hasPrefix("--"), first != "--help" else { return nil }
                    return String(first)
                })
            #expect(!options.isEmpty, "\(command): \(help.standardOutput)")
            let numeric = Set(Self.numeric.filter { Self.name(of: $0.command) == command }.map(\.option))
            #expect(options == numeric.union(others), "\(command): options \(options.sorted())")
        }
    }

    /// The command's name as `other` spells it: the longest key whose words begin `command`.
    static func name(of command: [String]) -> String {
        other.keys.filter { command.starts(with: $0.split(separator: " ").map(String.init)) }
            .max { $0.count < $1.count } ?? ""
    }

    @Test(arguments: numeric)
    func outOfRangeHexadecimalInfiniteAndNaNAreRefusedWithTheRange(_ option: Numeric) throws {
        for value in [option.outside, "0x10", "inf", "nan", "1e400", "ten"] {
            let result = try run(option.command + [option.option, value])
            #expect(result.status == 64, "\(option) \(value): \(result.standardError)")
            let name = option.option.dropFirst(2)
            #expect(
                result.standardError
                    == "Error: The value '\(value)' is invalid for '\(option.option) <\(name)>': expected \(option.range)\n",
                "\(option) \(value)")
        }
    }

    @Test func negativeNumbersAfterASpaceAreValues() throws {
        let curve = try KiteBinary.runCapturingOutput(
            ["curve", "spring", "--from", "-1", "--to", "-2", "--velocity", "-3", "--seconds", "0.02"],
            environment: [:])
        #expect(curve.status == 0, "\(curve.standardError)")
        #expect(curve.standardOutput.split(separator: "\n").dropFirst().first == "0.0,-1.0,-3.0")
        let bounce = try run(["curve", "spring", "--duration", "0.5", "--bounce", "-0.5", "--seconds", "0.02"])
        #expect(bounce.status == 0, "\(bounce.standardError)")
        let size = try run(["gallery", "--headless", "--size", "-1x-1"])
        #expect(size.status == 64 && size.standardError.hasPrefix("Error: --size must be WIDTHxHEIGHT with each in 16"))
    }
}
