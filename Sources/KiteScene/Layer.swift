import KiteGeometry

/// A node of the scene tree, modelled on `CALayer`: a rectangle with its own coordinate space (`bounds`), placed in
/// its superlayer by `position`, `anchorPoint` and `transform`, with a background, border, shadow and ordered
/// sublayers. Layers only describe what to draw; `DrawList` turns a tree into what a renderer consumes.
/// Not thread-safe: build and change a tree on one thread.
open class Layer {
    /// Where the anchor point sits in the superlayer, in points. Defaults to (0, 0).
    /// Precondition: finite (Core Animation raises `CALayerInvalidGeometry` likewise).
    public var position: Point = .zero {
        didSet {
            precondition(position.isFinite, "Layer.position must be finite, got \(position)")
            if position != oldValue { noteChange() }
        }
    }
    /// The layer's own coordinate space and size, in points. Defaults to zero. Precondition: finite.
    public var bounds: Rect = .zero {
        didSet {
            precondition(bounds.origin.isFinite && bounds.size.isFinite, "Layer.bounds must be finite, got \(bounds)")
            if bounds != oldValue { noteChange() }
        }
    }
    /// The pivot of `transform` in unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right).
    /// Defaults to (0.5, 0.5). Precondition: finite.
    public var anchorPoint = Point(0.5, 0.5) {
        didSet {
            precondition(anchorPoint.isFinite, "Layer.anchorPoint must be finite, got \(anchorPoint)")
            if anchorPoint != oldValue { noteChange() }
        }
    }
    /// Applied about the anchor point. Defaults to identity. Precondition: every entry finite.
    public var transform: Transform3D = .identity {
        didSet {
            precondition(transform.isFinite, "Layer.transform must be finite, got \(transform)")
            if transform != oldValue { noteChange() }
        }
    }
    /// Multiplies the alpha of the layer and its sublayers, in 0...1 (clamped when drawn). Defaults to 1.
    public var opacity: Double = 1 {
        didSet { if opacity != oldValue { noteChange() } }
    }
    /// Fills the bounds (with rounded corners). Defaults to nil (nothing drawn).
    public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { noteChange() } }
    }
    /// Radius of the corners of the background, border and clip, in points (clamped to half the shorter side).
    /// Defaults to 0.
    public var cornerRadius: Double = 0 {
        didSet { if cornerRadius != oldValue { noteChange() } }
    }
    /// Width of the border drawn inside the bounds, above the sublayers, in points. Defaults to 0.
    public var borderWidth: Double = 0 {
        didSet { if borderWidth != oldValue { noteChange() } }
    }
    /// Defaults to opaque black, as in Core Animation.
    public var borderColor: Color = .black {
        didSet { if borderColor != oldValue { noteChange() } }
    }
    /// Defaults to opaque black.
    public var shadowColor: Color = .black {
        didSet { if shadowColor != oldValue { noteChange() } }
    }
    /// Multiplies the shadow colour's alpha, in 0...1. Defaults to 0 (no shadow), as in Core Animation.
    public var shadowOpacity: Double = 0 {
        didSet { if shadowOpacity != oldValue { noteChange() } }
    }
    /// Shadow displacement in the layer's coordinates, in points. Defaults to (0, -3), as in Core Animation.
    public var shadowOffset = Vector(0, -3) {
        didSet { if shadowOffset != oldValue { noteChange() } }
    }
    /// Blur radius of the shadow, in points. Defaults to 3.
    public var shadowRadius: Double = 3 {
        didSet { if shadowRadius != oldValue { noteChange() } }
    }
    /// The shadow's shape in the layer's coordinates; nil derives it from the background and shape content.
    public var shadowPath: Path? {
        didSet { if shadowPath != oldValue { noteChange() } }
    }
    /// Clips content and sublayers to the (rounded) bounds, and suppresses the shadow. Defaults to false.
    public var masksToBounds = false {
        didSet { if masksToBounds != oldValue { noteChange() } }
    }
    /// A hidden layer and its sublayers are neither drawn nor hit. Defaults to false.
    public var isHidden = false {
        didSet { if isHidden != oldValue { noteChange() } }
    }
    /// A label for debugging and tests.
    public var name: String?

    /// Drawn in order: later sublayers appear above earlier ones.
    public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: Layer?

    /// Counts changes to what this layer itself draws or where: every property above (and a subclass's drawing
    /// properties) set to a different value adds one. Wraps around; compare for inequality only. Starts at 0.
    public private(set) var revision: UInt64 = 0
    /// Counts changes anywhere in this layer's subtree: its own `revision`, its sublayers' and sublayers added or
    /// removed. A tree whose root's `treeRevision` is unchanged looks as it did. Wraps around. Starts at 0.
    public private(set) var treeRevision: UInt64 = 0
    /// Counts the times this layer was inserted into a superlayer: a layer placed anew (or moved in the drawing
    /// order) changes what its whole subtree covers, even where no property changed.
    public private(set) var insertionCount: UInt64 = 0

    public init() {}

    // Storage edits for Layer+Sublayers, which keeps the tree consistent.
    func setSuperlayer(_ layer: Layer?) { superlayer = layer }
    func removeSublayerEntry(_ layer: Layer) {
        sublayers.removeAll { $0 === layer }
        noteTreeChange()
    }
    func insertSublayerEntry(_ layer: Layer, at index: Int) {
        sublayers.insert(layer, at: index)
        layer.insertionCount &+= 1
        noteTreeChange()
    }

    /// Records a change to what this layer draws (called by the property observers of this class and its
    /// subclasses with the new value already stored).
    func noteChange() {
        revision &+= 1
        noteTreeChange()
    }

    /// Records a change in this subtree up to the root: one step per ancestor, so a change costs the tree's depth.
    private func noteTreeChange() {
        var layer: Layer? = self
        while let current = layer {
            current.treeRevision &+= 1
            layer = current.superlayer
        }
    }

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
