import KiteGeometry

/// One thing for a renderer to draw: a primitive in some layer's bounds coordinates, the transform from there to
/// the surface, and the accumulated opacity. Plain data, so the renderer stays a narrow interpreter (nanovg-style).
public struct DrawItem: Hashable, Sendable {
    /// From the primitive's coordinates (its layer's bounds space) to the root's superlayer space (the surface,
    /// in points), flattened onto z = 0 at every layer as Core Animation does.
    public var transform: Transform3D
    /// Product of the opacities of the layer and all its ancestors, in 0...1; multiplies every alpha of the
    /// primitive. Applied per primitive: overlapping content of a translucent layer is not grouped first (Core
    /// Animation's `allowsGroupOpacity = false`).
    public var opacity: Double
    public var primitive: DrawPrimitive

    public init(transform: Transform3D, opacity: Double, primitive: DrawPrimitive) {
        (self.transform, self.opacity, self.primitive) = (transform, opacity, primitive)
    }
}

/// What a `DrawItem` draws. Paths arrive trimmed; dashes are laid by the renderer, which knows the viewport.
///
/// Every case with a payload is `indirect` (its payload lives in a shared heap box made with the item), so the enum
/// is one reference wide instead of 192 bytes: a renderer matching an item's kind copied the whole enum (two
/// 192-byte moves and a case-by-case copy of its references per item, about 6% of the instructions of encoding
/// an app-like screen), and a draw list's array moved it whole on every append.
public enum DrawPrimitive: Hashable, Sendable {
    /// A filled rounded rectangle (a layer's background).
    indirect case fillRoundedRect(RoundedRect, color: Color)
    /// A border of `width` points running inside the rounded rectangle's edge: the area between it and the same
    /// shape inset by `width` (corner radius reduced by `width`, not below 0).
    indirect case border(RoundedRect, width: Double, color: Color)
    /// A blurred copy of `shape` moved by `offset` points; `blurRadius` is Core Animation's `shadowRadius`. The
    /// colour's alpha already includes the shadow opacity.
    indirect case shadow(ShadowShape, color: Color, blurRadius: Double, offset: Vector)
    /// A filled path.
    indirect case fillPath(Path, rule: FillRule, color: Color)
    /// A stroked path; the path is already trimmed to `strokeStart`...`strokeEnd` and cut into dashes.
    indirect case strokePath(Path, style: StrokeStyle, color: Color)
    /// A dashed stroke: the trimmed centre line with its pattern. The renderer lays the dashes that can reach its
    /// viewport (`DashedPath.visibleDashes`) and strokes them as `strokePath` would.
    indirect case dashedStroke(DashedPath, style: StrokeStyle, color: Color)
    /// From here until the matching `popClip`, draw only inside the rounded rectangle (intersected with any
    /// enclosing clip).
    indirect case pushClip(RoundedRect)
    /// Ends the innermost clip.
    case popClip
    /// One line of text (a `TextLayer`'s string).
    indirect case text(TextRun)
}

/// The silhouette a shadow is cast from.
public enum ShadowShape: Hashable, Sendable {
    case roundedRect(RoundedRect)
    case fill(Path, rule: FillRule)
    case stroke(Path, style: StrokeStyle)
    case dashedStroke(DashedPath, style: StrokeStyle)
}
