extension ShapeInstance {
    /// How `ShapeInstance.split` cuts a shape, and what the cut costs: the areas are in local units squared.
    struct Cut {
        enum Kind {
            /// One instance: no core, or none that pays.
            case whole
            /// Four strips around a rectangular core.
            case ring
            /// Four corner squares and four side strips around a cross-shaped core.
            case cross
            /// A pill's two end caps and two straight sides around its core.
            case caps
            /// A filled pill's two end caps and its straight middle (`middle`) as a flat core.
            case band
        }

        var kind: Kind
        /// The field's pixels, side strips that become ramps weighted by their lower cost.
        var area: Float
        /// The pixels drawn without the field: the flat core, or a pill's middle ramp.
        var core: Float
        /// How many instances the cut draws.
        var instances: Float
        /// How deep the straight sides need the field: the border and a pixel.
        let edge: Float
        /// How far the corners need the field: the larger of the radius and the border, and a pixel.
        let corner: Float
        /// A ring's inset on every side.
        let inset: Float
        /// True when the long axis is x.
        let wide: Bool
        /// A pill's middle along its long axis (local start, end), for `.band`.
        var middle: SIMD2<Float>
        /// The whole shape's quad.
        var wholeArea: Float { wholeQuad }
        private let wholeQuad: Float

        /// The whole shape's cut: `area` is its quad.
        init(area: Float, edge: Float, corner: Float, inset: Float, wide: Bool) {
            (kind, self.area, core, instances, middle) = (.whole, area, 0, 1, .zero)
            (self.edge, self.corner, self.inset, self.wide, wholeQuad) = (edge, corner, inset, wide, area)
        }

        /// Takes `kind` when nothing was chosen yet or its field `area` is smaller than the chosen one's.
        mutating func choose(_ kind: Kind, area: Float, core: Float, instances: Float) {
            guard self.kind == .whole || area < self.area else { return }
            (self.kind, self.area, self.core, self.instances) = (kind, area, core, instances)
        }
    }
}
