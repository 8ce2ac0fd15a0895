import Foundation
import KiteSVG
import Testing

/// Damaged documents: every outcome is a document or an `SVGError` pointing inside the text, never a crash.
@Suite struct SVGRobustnessTests {
    static let text = try! String(
        contentsOf: SceneFileTests.scenesDirectory.appendingPathComponent("strokes-caps-joins.svg"), encoding: .utf8)

    /// Parses `bytes`; on an error, checks that its position lies within the text.
    func check(_ bytes: [UInt8]) {
        do {
            _ = try SVGDocument(data: bytes)
        } catch {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(error.line >= 1 && error.line <= max(lines.count, 1), "\(error)")
            #expect(error.column >= 1, "\(error)")
            #expect(!error.expected.isEmpty && !error.found.isEmpty, "\(error)")
        }
    }

    @Test func everyTruncationParsesOrFailsWithAPosition() {
        let bytes = Array(Self.text.utf8)
        for length in stride(from: 0, to: bytes.count, by: 7) { check(Array(bytes.prefix(length))) }
    }

    @Test func seededByteDamageParsesOrFailsWithAPosition() {
        var generator = SplitMix64(seed: 0x5EED_5117)
        let bytes = Array(Self.text.utf8)
        let replacements = Array("<>\"'=/-.#,;:( )0123456789eExyz&".utf8)
        for _ in 0..<300 {
            var damaged = bytes
            for _ in 0..<3 {
                let i = Int(generator.next() % UInt64(damaged.count))
                damaged[i] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            check(damaged)
        }
    }
}

/// A small deterministic generator (SplitMix64), so the damage is the same on every run.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
