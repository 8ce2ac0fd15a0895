import KiteGeometry

/// A layer that draws one line of text, modelled on `CATextLayer`: laid out in the layer's bounds, vertically
/// centred, never wrapped; text wider than the bounds is truncated with "..." by the renderer. Drawn above the
/// background and below the sublayers.
public final class TextLayer: Layer {
    /// The text; empty draws nothing. Defaults to empty.
    public var string = "" {
        didSet { if string != oldValue { noteChange() } }
    }
    /// The em size in points, > 0. Defaults to 17 (the iOS body size).
    public var fontSize: Double = 17 {
        didSet { if fontSize != oldValue { noteChange() } }
    }
    /// Defaults to opaque white (`CATextLayer`'s default foreground).
    public var textColor: Color = .white {
        didSet { if textColor != oldValue { noteChange() } }
    }
    /// Where the line sits horizontally in the bounds. Defaults to `.left`.
    public var alignment: TextAlignment = .left {
        didSet { if alignment != oldValue { noteChange() } }
    }
    /// How heavy the text is drawn. Defaults to `.regular`.
    public var fontWeight: FontWeight = .regular {
        didSet { if fontWeight != oldValue { noteChange() } }
    }

    public override init() {
        super.init()
    }

    /// The text as a renderer draws it; nil when there is nothing to draw.
    public var textRun: TextRun? {
        guard !string.isEmpty, fontSize.isFinite, fontSize > 0, textColor.alpha > 0 else { return nil }
        return TextRun(
            string: string, fontSize: fontSize, color: textColor, alignment: alignment, frame: bounds,
            weight: fontWeight)
    }
}

/// Horizontal placement of a line of text in its frame.
public enum TextAlignment: Hashable, Sendable {
    case left, center, right
}

/// One line of text to draw: the string, its size and colour, and the frame (in the layer's bounds coordinates)
/// it is centred in vertically and aligned in horizontally.
public struct TextRun: Hashable, Sendable {
    public var string: String
    /// Em size, points.
    public var fontSize: Double
    public var color: Color
    public var alignment: TextAlignment
    public var frame: Rect
    /// Default `.regular`.
    public var weight: FontWeight

    public init(
        string: String, fontSize: Double, color: Color, alignment: TextAlignment, frame: Rect,
        weight: FontWeight = .regular
    ) {
        (self.string, self.fontSize, self.color, self.alignment, self.frame, self.weight) =
            (string, fontSize, color, alignment, frame, weight)
    }
}
