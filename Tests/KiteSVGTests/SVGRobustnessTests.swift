import Foundation
import KiteSVG
import KiteTestSupport
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
