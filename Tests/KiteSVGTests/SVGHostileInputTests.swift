import Foundation
import KiteGeometry
import KiteSVG
import KiteScene
import KiteTestSupport
import Testing

/// Inputs that once crashed or hung the XML layer: each parses or throws an `SVGError` with a position.
@Suite struct SVGHostileInputTests {
    /// The error `bytes` are rejected with, nil when they parse.
    func error(_ bytes: [UInt8]) -> SVGError? {
        do {
            _ = try SVGDocument(data: bytes)
            return nil
        } catch {
            return error
        }
    }

    func error(_ text: String) -> SVGError? { error(Array(text.utf8)) }

    static let head = Array(#"<svg width="10" height="10">"#.utf8)

    @Test func invalidUTF8InNamesCommentsAndValuesIsAnErrorAtTheByte() throws {
        let cases: [([UInt8], Int)] = [
            (Array("<p".utf8) + [0xEF] + Array("th/>".utf8), 31),  // in an element name
            (Array("<!-- ".utf8) + [0xAF] + Array(" -->".utf8), 34),  // in a comment
            (Array("<g id=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8), 36),  // a broken two-byte sequence
        ]
        for (body, column) in cases {
            let e = try #require(error(Self.head + body + Array("</svg>".utf8)), "\(body) was accepted")
            #expect(e.line == 1 && e.column >= 29 && e.column <= column, "\(e)")
            #expect(e.expected.hasPrefix("characters allowed in XML"), "\(e)")
            #expect(e.found.contains("\\x"), "names the byte: \(e)")
        }
    }

    @Test func processingInstructionsWithoutDataAreSkipped() throws {
        let doc = try SVGDocument(
            string: #"<?foo?><svg width="3" height="4"><?bar?><rect width="1" height="1"/></svg>"#)
        #expect(doc.size.width == 3 && doc.root.sublayers.count == 1)
    }

    @Test func nestingIsLimitedToTheStatedDepth() throws {
        func nested(_ groups: Int) -> String {
            String(decoding: Self.head, as: UTF8.self) + String(repeating: "<g>", count: groups)
                + String(repeating: "</g>", count: groups) + "</svg>"
        }
        // The root is at depth 1.
        #expect(error(nested(SVGDocument.maximumDepth - 1)) == nil)
        let e = try #require(error(nested(SVGDocument.maximumDepth)))
        #expect(e.expected == "elements nested at most 256 deep" && e.found == "an element 257 deep", "\(e)")
        #expect(e.line == 1 && e.column == 28 + 3 * 256, "points at the 257th start tag: \(e)")
        // A hundred thousand levels stop at the same element instead of recursing or growing quadratically.
        #expect(error(nested(100_000)) == e)
    }

    @Test func externalEntitiesAndTheExternalSubsetAreNeverRead() throws {
        let system = try #require(
            error(
                "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>\n"
                    + #"<svg width="1" height="1"><g id="&x;"/></svg>"#))
        #expect(system.expected == "only internal entities (no SYSTEM or PUBLIC)", "\(system)")
        #expect(system.found == "an external entity 'x'" && system.line == 1, "\(system)")
        let parameter = try #require(
            error("<!DOCTYPE svg [<!ENTITY % p SYSTEM \"http://127.0.0.1:9/p.dtd\"> %p;]>\n<svg/>"))
        #expect(parameter.found == "an external entity 'p'", "\(parameter)")
        // The usual SVG 1.1 doctype names a DTD on the web: it is not fetched, and the document parses.
        let doctype = try SVGDocument(
            string: #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://127.0.0.1:9/svg11.dtd">"#
                + #"<svg width="2" height="2"/>"#)
        #expect(doctype.size.width == 2)
    }

    @Test func internalEntitiesExpandWithinLimits() throws {
        let doc = try SVGDocument(
            string: #"<!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg"><!ENTITY w "12">]>"#
                + #"<svg xmlns="&ns;" width="&w;" height="&w;"><rect width="&w;" height="1"/></svg>"#)
        #expect(doc.size.width == 12 && doc.root.sublayers.count == 1)
        // Eight levels of tenfold expansion: 5 * 10^9 bytes if expanded.
        var dtd = #"<!ENTITY a0 "aaaaa">"#
        for level in 1...8 {
            dtd += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let bomb = try #require(error("<!DOCTYPE svg [\(dtd)]>\n" + #"<svg width="1" height="1"><g id="&a8;"/></svg>"#))
        #expect(bomb.line == 2 && bomb.expected.hasPrefix("entities whose expansion stays within"), "\(bomb)")
    }

    /// libxml2 stops at an attribute value over its limit with the error of an unclosed one: the message says
    /// which limit instead, and an unclosed value is not called too long.
    @Test func anAttributeValueOverTheLimitSaysSo() throws {
        let limit = 10_000_000
        let value = [UInt8](repeating: UInt8(ascii: "1"), count: limit + 9)
        let tooLong = Self.head + Array("\n<path d=\"M0 0 L".utf8) + value + Array("\"/></svg>".utf8)
        let e = try #require(error(tooLong))
        #expect(e.line == 2 && e.column == 9, "\(e)")
        #expect(e.expected == "an attribute value of at most \(limit) bytes (libxml2's limit)", "\(e)")
        #expect(e.found == "one of \(limit + 9 + 6) bytes", "\(e)")
        let unclosed = try #require(error(Self.head + Array("<path d=\"M0 0 L1 1".utf8) + value))
        #expect(!unclosed.expected.contains("limit"), "\(unclosed)")
    }

    @Test func aViewBoxScaledPastDoubleRangeIsAnErrorNotACrash() throws {
        // 10 px over a 1e-314 (subnormal) viewBox height scales by more than Double can hold; the root layer's
        // position and transform would not be finite (libFuzzer found it: Fuzz/Crashers/denormal-viewbox.svg).
        let e = try #require(error(#"<svg height="10" viewBox="0 0 1e-300 1e-314"><g/></svg>"#))
        #expect(e.expected == "a viewBox whose scale onto the width and height is finite", "\(e)")
        #expect(e.line == 1 && e.column >= 1, "\(e)")
        let sized = try #require(error(#"<svg height="1e15" viewBox="0 0 1e15 1e-300"/>"#))
        #expect(sized.expected == "a finite width and height > 0 on <svg>", "\(sized)")
        #expect(error(#"<svg width="10" height="10" viewBox="0 0 1e-300 1e-300"/>"#) == nil, "a finite scale is fine")
    }

    @Test func emptyAndBinaryDocumentsAreErrors() throws {
        #expect(error([]) == SVGError(line: 1, column: 1, expected: "an <svg> element", found: "none"))
        var generator = SplitMix64(seed: 0xB1_7E5)
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let e = try #require(error(bytes))
            #expect(e.line >= 1 && e.column >= 1 && !e.expected.isEmpty, "\(e)")
        }
    }
}

/// Output sizes `kite render` refuses before drawing: under a pixel, over a side or over the pixel budget.
@Suite struct SVGPlacementLimitTests {
    @Test func outputsOutsideTheLimitsAreRefusedWithTheValidRange() throws {
        let root = Layer()
        func refusal(_ size: Size, scale: Double = 1, output: (width: Int, height: Int)? = nil) -> String? {
            do {
                _ = try SVGPlacement(document: root, size: size, scale: scale, outputSize: output)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(Size(240, 160), scale: 1e-308)?.hasSuffix(SVGPlacement.validSizes) == true)
        #expect(refusal(Size(1e-9, 1e-9))?.contains("1e-09x1e-09 pixels") == true)
        #expect(refusal(Size(16000, 16000)) != nil)
        #expect(refusal(Size(10, 10), output: (16384, 16384))?.contains("--size 16384x16384 is out of range") == true)
        #expect(refusal(Size(10, 10), scale: 0.1) == nil, "exactly one pixel is fine")
        #expect(refusal(Size(8192, 8192)) == nil && refusal(Size(16384, 4096)) == nil)
    }
}

/// Every committed fuzz crasher (Fuzz/Crashers, written there by scripts/fuzz) parses or throws: none may crash.
@Suite struct FuzzCrasherTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Crashers")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        .sorted()

    @Test func theCorpusIsThere() {
        #expect(Self.names.count >= 8, "Fuzz/Crashers: \(Self.names)")
    }

    @Test(arguments: names) func crasherParsesOrThrows(name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        do {
            _ = try SVGDocument(data: bytes)
        } catch {
            #expect(error.line >= 1 && error.column >= 1 && !error.expected.isEmpty, "\(name): \(error)")
        }
        if let text = String(validating: bytes, as: UTF8.self) { _ = try? Path(svgPathData: text) }
    }
}
