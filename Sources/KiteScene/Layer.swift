import KiteGeometry

/// A node of the scene tree, modelled on `CALayer`: a rectangle with its own coordinate space (`bounds`), placed in
/// its superlayer by `position`, `anchorPoint` and `transform`, with a background, border, shadow and ordered
/// sublayers. Layers only describe what to draw; `DrawList` turns a tree into what a renderer consumes.
/// Not thread-safe: build and change a tree on one thread.
open class Layer {
    /// Where the anchor point sits in the superlayer, in points. Defaults to (0, 0).
    /// Precondition: finite (Core Animation raises `CALayerInvalidGeometry` likewise).
    public var position: Point = .zero {
        didSet { precondition(position.isFinite, "Layer.position must be finite, got \(position)") }
    }
    /// The layer's own coordinate space and size, in points. Defaults to zero. Precondition: finite.
    public var bounds: Rect = .zero {
        didSet {
            precondition(bounds.origin.isFinite && bounds.size.isFinite, "Layer.bounds must be finite, got \(bounds)")
        }
    }
    /// The pivot of `transform` in unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right).
    /// Defaults to (0.5, 0.5). Precondition: finite.
    public var anchorPoint = Point(0.5, 0.5) {
        didSet { precondition(anchorPoint.isFinite, "Layer.anchorPoint must be finite, got \(anchorPoint)") }
    }
    /// Applied about the anchor point. Defaults to identity. Precondition: every entry finite.
    public var transform: Transform3D = .identity {
        didSet { precondition(transform.isFinite, "Layer.transform must be finite, got \(transform)") }
    }
    /// Multiplies the alpha of the layer and its sublayers, in 0...1 (clamped when drawn). Defaults to 1.
    public var opacity: Double = 1
    /// Fills the bounds (with rounded corners). Defaults to nil (nothing drawn).
    public var backgroundColor: Color?
    /// Radius of the corners of the background, border and clip, in points (clamped to half the shorter side).
    /// Defaults to 0.
    public var cornerRadius: Double = 0
    /// Width of the border drawn inside the bounds, above the sublayers, in points. Defaults to 0.
    public var borderWidth: Double = 0
    /// Defaults to opaque black, as in Core Animation.
    public var borderColor: Color = .black
    /// Defaults to opaque black.
    public var shadowColor: Color = .black
    /// Multiplies the shadow colour's alpha, in 0...1. Defaults to 0 (no shadow), as in Core Animation.
    public var shadowOpacity: Double = 0
    /// Shadow displacement in the layer's coordinates, in points. Defaults to (0, -3), as in Core Animation.
    public var shadowOffset = Vector(0, -3)
    /// Blur radius of the shadow, in points. Defaults to 3.
    public var shadowRadius: Double = 3
    /// The shadow's shape in the layer's coordinates; nil derives it from the background and shape content.
    public var shadowPath: Path?
    /// Clips content and sublayers to the (rounded) bounds, and suppresses the shadow. Defaults to false.
    public var masksToBounds = false
    /// A hidden layer and its sublayers are neither drawn nor hit. Defaults to false.
    public var isHidden = false
    /// A label for debugging and tests.
    public var name: String?

    /// Drawn in order: later sublayers appear above earlier ones.
    public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: Layer?

    public init() {}

    // Storage edits for Layer+Sublayers, which keeps the tree consistent.
    func setSuperlayer(_ layer: Layer?) { superlayer = layer }
    func removeSublayerEntry(_ layer: Layer) { sublayers.removeAll { $0 === layer } }
    func insertSublayerEntry(_ layer: Layer, at index: Int) { sublayers.insert(layer, at: index) }

    /// The placement values as one geometry value.
    public var geometry: LayerGeometry {
        LayerGeometry(position: position, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
    }

    /// The bounding box of the transformed bounds in the superlayer, like `CALayer.frame`; setting it sets
    /// `position` and the size of `bounds` (as if `transform` were identity, as Core Animation does). Reads as
    /// `.zero` when a perspective transform puts a corner behind the eye, where no frame exists.
    public var frame: Rect {
        get { geometry.frame ?? .zero }
        set {
            var g = geometry
            g.setFrame(newValue)
            (position, bounds) = (g.position, g.bounds)
        }
    }

    /// Maps this layer's bounds coordinates into its superlayer's.
    public var transformToSuperlayer: Transform3D { geometry.toSuperlayer }

    /// Maps this layer's bounds coordinates into its root layer's superlayer space (the surface).
    public var transformToRoot: Transform3D {
        var t = transformToSuperlayer
        var layer = superlayer
        while let l = layer {
            t = t.concatenating(l.transformToSuperlayer)
            layer = l.superlayer
        }
        return t
    }

    /// The topmost ancestor (self when it has no superlayer).
    public var rootLayer: Layer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }
}
