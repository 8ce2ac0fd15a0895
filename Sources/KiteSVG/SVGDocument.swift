import KiteGeometry
import KiteScene

/// An SVG document as a KiteScene layer tree: the supported subset of SVG 1.1 (`svg` with width, height, viewBox
/// and preserveAspectRatio; `g`; `path`, `rect`, `circle`, `ellipse`, `line`, `polyline`, `polygon`; fill and
/// stroke properties as attributes or in `style`; `transform`; `opacity`). What lies outside the subset is left out
/// and listed in `warnings`; a malformed document throws `SVGError`. Any byte sequence either parses or throws:
/// elements nest at most `SVGDocument.maximumDepth` deep, and no entity or DTD is read from outside the document.
///
/// The root layer's bounds are the viewBox (or the document's pixel rectangle): every layer below draws in SVG
/// user units, and the root maps them onto the document's `size` in pixels with its transform and position. Each
/// element's layer has a zero anchor point, zero position and zero bounds, so its `transform` is exactly the
/// element's `transform` attribute; its path, if any, is in the element's user space.
///
/// One exception, for speed: the fill of a `rect` with equal corner radii (or none) or of a `circle` becomes its
/// shape layer's background (`bounds` the shape's box, `cornerRadius`, `backgroundColor`, `fillColor` nil), which
/// renderers draw analytically; `position` then compensates, so the user space is unchanged.
public struct SVGDocument {
    /// The document's width and height in CSS pixels (1/96 inch), from its width and height attributes or, when
    /// those are missing or relative, its viewBox.
    public let size: Size
    /// The `viewBox` attribute, nil when absent.
    public let viewBox: Rect?
    /// The drawn tree, placed so that the document's top-left corner is at (0, 0).
    public let root: Layer
    /// Unsupported features found, each reported once, in document order.
    public let warnings: [SVGWarning]

    /// The deepest element nesting accepted (the root `<svg>` is at depth 1); deeper documents throw.
    public static let maximumDepth = SVGXMLReader.maximumDepth

    /// Parses a document from its bytes (UTF-8, or any encoding its XML declaration names).
    public init(data: [UInt8]) throws(SVGError) {
        let builder = SVGTreeBuilder(source: SVGSource(data))
        SVGXMLReader.parse(data, into: builder)
        if let failure = builder.failure { throw failure }
        guard let root = builder.root, let viewport = builder.viewport else {
            throw SVGError(line: 1, column: 1, expected: "an <svg> element", found: "none")
        }
        (self.root, size, viewBox, warnings) = (root, viewport.size, viewport.viewBox, builder.warnings)
    }

    /// Parses a document from text.
    public init(string: String) throws(SVGError) {
        try self.init(data: Array(string.utf8))
    }
}
