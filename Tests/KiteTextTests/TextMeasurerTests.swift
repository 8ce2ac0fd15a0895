import Testing

@testable import KiteText

/// `TextMeasurer` against the layout that draws text: a frame exactly as wide as the measured width holds the text
/// whole, one device pixel narrower truncates it, at the scales people run at. Needs DejaVu Sans.
@Suite struct TextMeasurerTests {
    static let labels = ["Pop hamburger", "Guillotine menu", "SqueezeOut switch", "Press button", "W", ""]

    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func aFrameAsWideAsTheMeasuredWidthHoldsTheTextWhole(scale: Double) throws {
        let fontSize = 15.0
        let measurer = TextMeasurer()
        let widths = try #require(measurer.widths(of: Self.labels, fontSize: fontSize, scale: scale))
        let pixelSize = try #require(TextLayout.atlasPixelSize(em: fontSize * scale))
        // The renderer's atlas: all of printable ASCII, not only the labels' characters.
        var font = FamilyFont(family: TextLayout.defaultFamily)
        let atlas = try font.atlas(pixelSize: pixelSize)
        let pixelsPerPoint = pixelSize / fontSize
        for (label, width) in zip(Self.labels, widths) {
            #expect(width == atlas.width(of: label) / pixelsPerPoint, "\(label)")
            #expect(TextLayout.fitted(label, width: width * pixelsPerPoint, atlas: atlas) == label)
            if !label.isEmpty {
                #expect(TextLayout.fitted(label, width: width * pixelsPerPoint - 1, atlas: atlas) != label)
            }
        }
    }

    /// Asking again with new characters at a known size measures them too, and the old ones the same.
    @Test func newCharactersAtAKnownSizeAreMeasured() throws {
        let measurer = TextMeasurer()
        let first = try #require(measurer.widths(of: ["abc"], fontSize: 15, scale: 1))
        let second = try #require(measurer.widths(of: ["abc", "xyz"], fontSize: 15, scale: 1))
        #expect(second[0] == first[0] && second[1] > 0)
    }

    @Test func textTooSmallToDrawOrAMissingFontMeasuresNothing() {
        #expect(TextMeasurer().widths(of: ["a"], fontSize: 15, scale: 0.01) == nil)
        #expect(TextMeasurer().widths(of: ["a"], fontSize: 0, scale: 1) == nil)
        #expect(TextMeasurer(family: "Kite No Such Font").widths(of: ["a"], fontSize: 15, scale: 1) == nil)
    }
}
