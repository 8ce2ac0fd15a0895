import KiteGeometry

/// A layer that draws a path, modelled on `CAShapeLayer`: filled, then stroked, in the layer's bounds coordinates,
/// above the background and below the sublayers.
public final class ShapeLayer: Layer {
    /// The shape, in the layer's bounds coordinates. Defaults to nil (nothing drawn).
    public var path: Path? {
        didSet {
            guard path != oldValue else { return }
            cachedMeasure = nil
            noteChange()
        }
    }
    /// The last measure of `path`, kept because animating `strokeStart`/`strokeEnd` re-trims the same path every
    /// frame.
    private var cachedMeasure: PathMeasure?
    /// Defaults to opaque black, as in Core Animation; nil draws no fill.
    public var fillColor: Color? = .black {
        didSet { if fillColor != oldValue { noteChange() } }
    }
    /// Defaults to `.nonZero`.
    public var fillRule: FillRule = .nonZero {
        didSet { if fillRule != oldValue { noteChange() } }
    }
    /// Defaults to nil (no stroke).
    public var strokeColor: Color? {
        didSet { if strokeColor != oldValue { noteChange() } }
    }
    /// Stroke width in points, >= 0. Defaults to 1.
    public var lineWidth: Double = 1 {
        didSet { if lineWidth != oldValue { noteChange() } }
    }
    /// Defaults to `.butt`.
    public var lineCap: LineCap = .butt {
        didSet { if lineCap != oldValue { noteChange() } }
    }
    /// Defaults to `.miter`.
    public var lineJoin: LineJoin = .miter {
        didSet { if lineJoin != oldValue { noteChange() } }
    }
    /// Defaults to 10.
    public var miterLimit: Double = 10 {
        didSet { if miterLimit != oldValue { noteChange() } }
    }
    /// Where the stroke starts, as a fraction of the path's total length. Values outside 0...1 (from overshooting
    /// timing curves) are clamped when drawn, as Core Animation does. Defaults to 0.
    public var strokeStart: Double = 0 {
        didSet { if strokeStart != oldValue { noteChange() } }
    }
    /// Where the stroke ends, as a fraction of the path's total length; nothing is stroked when it is not above
    /// `strokeStart`. Clamped to 0...1 when drawn. Defaults to 1.
    public var strokeEnd: Double = 1 {
        didSet { if strokeEnd != oldValue { noteChange() } }
    }
    /// Alternating on/off lengths in points; empty means solid. An invalid pattern (a negative or non-finite
    /// entry, or all zeros) is ignored and the stroke drawn solid, as Core Animation does. Defaults to empty.
    public var lineDashPattern: [Double] = [] {
        didSet { if lineDashPattern != oldValue { noteChange() } }
    }
    /// How far into the dash pattern the stroke starts, in points. Defaults to 0.
    public var lineDashPhase: Double = 0 {
        didSet { if lineDashPhase != oldValue { noteChange() } }
    }

    public override init() {
        super.init()
    }

    /// The stroke's width, cap, join and miter limit.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(width: max(lineWidth, 0), cap: lineCap, join: lineJoin, miterLimit: miterLimit)
    }

    /// The dash pattern in use: the validated `lineDashPattern` and `lineDashPhase`, or solid when invalid.
    public var dashPattern: DashPattern {
        (try? DashPattern(lineDashPattern, phase: lineDashPhase.isFinite ? lineDashPhase : 0)) ?? .solid
    }

    /// The arc-length measure of `path` at `tolerance` points, reused while the path is unchanged; nil without a
    /// path.
    public func pathMeasure(tolerance: Double) -> PathMeasure? {
        guard let path else { return nil }
        if let m = cachedMeasure, m.tolerance == tolerance { return m }
        let m = PathMeasure(path, tolerance: tolerance)
        cachedMeasure = m
        return m
    }
}
