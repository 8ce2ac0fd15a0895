import KiteGeometry
import KiteSVG
import KiteScene
import Testing

@Suite struct SVGErrorTests {
    /// The error `text` is rejected with.
    func error(_ text: String) -> SVGError? {
        do {
            _ = try SVGDocument(string: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func badAttributeValuesPointIntoTheValue() throws {
        let head = "<svg width=\"10\" height=\"10\">\n"
        let cases: [(String, Int, Int, String, String)] = [
            // body, line, column, expected (prefix), found
            (#"  <rect width="-4" height="1"/>"#, 2, 16, "a length >= 0 in <rect> width", "'-4'"),
            (#"  <path d="M 0 0 L 5 x"/>"#, 2, 22, "path data: a number in <path> d", "'x'"),
            (#"  <polygon points="0 0 1 1 2"/>"#, 2, 29, "an even count of coordinates", "the end of the value"),
            (##"  <rect fill="#12345" width="1" height="1"/>"##, 2, 16, "3, 4, 6 or 8 hexadecimal digits", "'12345'"),
            (
                #"  <rect style="fill:red;stroke:rgb(1,2" width="1" height="1"/>"#, 2, 39, "a number in <rect> style",
                "the end of the value"
            ),
            (#"  <g transform="translate(1,2) spin(3)"/>"#, 2, 32, "a transform (matrix, translate", "'spin(3)'"),
            (#"  <g transform="scale(1 2 3)"/>"#, 2, 23, "1 or 2 numbers for scale", "3"),
            (#"  <rect stroke-linecap="flat" width="1" height="1"/>"#, 2, 25, "one of butt, round, square", "'flat'"),
            (#"  <rect stroke-width="3qq" width="1" height="1"/>"#, 2, 24, "a length unit", "'qq'"),
            (#"  <rect opacity="1e999" width="1" height="1"/>"#, 2, 18, "a number within +-1e15", "'1e999'"),
            (#"  <rect style="fill" width="1" height="1"/>"#, 2, 16, "a declaration 'property: value'", "'fill'"),
        ]
        for (body, line, column, expected, found) in cases {
            let e = try #require(error(head + body + "\n</svg>"), "\(body) was accepted")
            #expect((e.line, e.column) == (line, column), "\(body): \(e)")
            #expect(e.expected.hasPrefix(expected), "\(body): \(e)")
            #expect(e.found == found, "\(body): \(e)")
        }
    }

    @Test func malformedXMLNamesTheOpenElement() throws {
        let e = try #require(error("<svg width=\"10\" height=\"10\">\n  <g>\n    <rect/>\n</svg>"))
        #expect((e.line, e.column) == (4, 1), "\(e)")
        #expect(e.expected == "</g> closing the <g> of line 2" && e.found == "'</svg>'", "\(e)")
        #expect(e.description == "SVG line 4, column 1: expected </g> closing the <g> of line 2, found '</svg>'")
        let unclosed = try #require(error("<svg width=\"10\" height=\"10\">\n<g>"))
        #expect(unclosed.expected.hasPrefix("</g> closing the <g> of line 2"), "\(unclosed)")
    }

    @Test func xmlSyntaxErrorsHaveAPositionAndWhatWasExpected() throws {
        let unquoted = try #require(error("<svg width=10 height=\"10\"/>"))
        #expect(unquoted.line == 1 && unquoted.expected == "an attribute value in quotes", "\(unquoted)")
        let twice = try #require(error(#"<svg width="1" width="2" height="1"/>"#))
        #expect(twice.expected == "each attribute at most once per element", "\(twice)")
        let entity = try #require(error(#"<svg width="1" height="1">&nbsp;</svg>"#))
        #expect(entity.expected.hasPrefix("a declared entity"), "\(entity)")
    }

    @Test func documentsWithoutAnSVGRootOrSize() throws {
        #expect(error("") == SVGError(line: 1, column: 1, expected: "an <svg> element", found: "none"))
        let html = try #require(error("<html/>"))
        #expect(html.expected == "an <svg> root element" && html.found == "'<html>'", "\(html)")
        let unsized = try #require(error("<svg/>"))
        #expect(unsized.expected == "width and height, or a viewBox, on <svg>", "\(unsized)")
        let flat = try #require(error(#"<svg viewBox="0 0 0 10"/>"#))
        #expect(flat.expected.hasPrefix("a viewBox width and height > 0"), "\(flat)")
    }

    @Test func overflowingTransformsAreRejected() throws {
        let scale = #"transform="scale(1e15)""#
        let nested = String(repeating: "<g \(scale)>", count: 25) + String(repeating: "</g>", count: 25)
        let e = try #require(error(#"<svg width="1" height="1">\#(nested)</svg>"#))
        #expect(e.expected.hasPrefix("a transform whose product"), "\(e)")
    }

    @Test func unsupportedFeaturesAreWarnedOnceAndLeftOut() throws {
        let doc = try SVGDocument(
            string: """
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:ink="http://example.com/ink" width="10" height="10">
                  <title>t</title><defs><linearGradient id="a"/></defs><ink:meta/>
                  <text x="1">hi</text><text>again</text>
                  <rect width="5" height="5" fill="url(#a)" clip-path="url(#c)"/>
                  <rect width="50%" height="5"/>
                  <rect width="5" height="5" fill="cornflowerblue"/>
                </svg>
                """)
        #expect(
            doc.warnings.map(\.description) == [
                "SVG line 3, column 3: <text> elements are not supported and not drawn",
                "SVG line 4, column 3: <rect>: clip-path is not supported and ignored",
                "SVG line 4, column 36: <rect> fill: paint servers (gradients, patterns), drawn as 'none' are not supported (found 'url(#a)')",
                "SVG line 5, column 18: <rect> width: relative lengths (%) are not supported (found '%')",
                "SVG line 6, column 36: <rect> fill: colour names beyond the basic ones, drawn as black are not supported (found 'cornflowerblue')",
            ])
        // The gradient-filled rect keeps the inherited fill (black); the 50% rect is left out.
        #expect(doc.root.sublayers.count == 2)
    }
}
