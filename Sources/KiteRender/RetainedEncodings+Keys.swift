import KiteGeometry

// The keys of the retained encodings. A key is looked up two or three times a frame (this frame's table, last
// frame's, then moved into this frame's), so each hashes its content once, when it is made, into `digest`, and the
// tables hash only that word. Equal keys have equal digests (the same fields hashed the same way); keys compare
// their digests first, so most unequal keys differ in one comparison. The digest hashes each coordinate's bits:
// the encoders' output depends on them (-0 and 0 are kept apart, harmlessly: a miss only encodes again).
extension RetainedEncodings {
    /// A stroke drawn with pieces (a conformal transform).
    struct StrokeKey: Hashable {
        let path: Path
        let style: StrokeStyle
        let color: SIMD4<Float>
        let transform: AffineTransform
        /// The seeded hash (`Hasher`) of the fields above, computed once.
        let digest: Int

        init(path: Path, style: StrokeStyle, color: SIMD4<Float>, transform: AffineTransform) {
            (self.path, self.style, self.color, self.transform) = (path, style, color, transform)
            var hasher = Hasher()
            hasher.combineContent(of: path)
            hasher.combineContent(of: style)
            hasher.combineContent(of: color)
            hasher.combineContent(of: transform)
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (a: Self, b: Self) -> Bool {
            a.digest == b.digest && a.color == b.color && a.transform == b.transform && a.style == b.style
                && a.path == b.path
        }
    }

    /// A filled path, or a stroke filled from its outline (`outline` is the stroke's style then).
    struct FillKey: Hashable {
        let path: Path
        let rule: FillRule
        let outline: StrokeStyle?
        let color: SIMD4<Float>
        let transform: AffineTransform
        /// The fill encoder's clip rectangle: geometry beyond it was cut away.
        let viewport: Rect
        /// The seeded hash (`Hasher`) of the fields above, computed once.
        let digest: Int

        init(
            path: Path, rule: FillRule, outline: StrokeStyle?, color: SIMD4<Float>, transform: AffineTransform,
            viewport: Rect
        ) {
            (self.path, self.rule, self.outline, self.color) = (path, rule, outline, color)
            (self.transform, self.viewport) = (transform, viewport)
            var hasher = Hasher()
            hasher.combineContent(of: path)
            hasher.combine(rule == .evenOdd)
            if let outline { hasher.combineContent(of: outline) } else { hasher.combine(0 as UInt8) }
            hasher.combineContent(of: color)
            hasher.combineContent(of: transform)
            hasher.combine(viewport.origin.x.bitPattern)
            hasher.combine(viewport.origin.y.bitPattern)
            hasher.combine(viewport.size.width.bitPattern)
            hasher.combine(viewport.size.height.bitPattern)
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (a: Self, b: Self) -> Bool {
            a.digest == b.digest && a.rule == b.rule && a.outline == b.outline && a.color == b.color
                && a.transform == b.transform && a.viewport == b.viewport && a.path == b.path
        }
    }
}

extension Hasher {
    /// Feeds every element of `path`: a tag per kind, then its points' coordinate bits.
    fileprivate mutating func combineContent(of path: Path) {
        combine(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p):
                combine(1 as UInt8)
                combineContent(of: p)
            case .line(let p):
                combine(2 as UInt8)
                combineContent(of: p)
            case .quad(let c, let p):
                combine(3 as UInt8)
                combineContent(of: c)
                combineContent(of: p)
            case .cubic(let c1, let c2, let p):
                combine(4 as UInt8)
                combineContent(of: c1)
                combineContent(of: c2)
                combineContent(of: p)
            case .close:
                combine(5 as UInt8)
            }
        }
    }

    fileprivate mutating func combineContent(of p: Point) {
        combine(p.x.bitPattern)
        combine(p.y.bitPattern)
    }

    fileprivate mutating func combineContent(of style: StrokeStyle) {
        combine(style.width.bitPattern)
        combine(style.miterLimit.bitPattern)
        switch style.cap {
        case .butt: combine(1 as UInt8)
        case .round: combine(2 as UInt8)
        case .square: combine(3 as UInt8)
        }
        switch style.join {
        case .miter: combine(1 as UInt8)
        case .round: combine(2 as UInt8)
        case .bevel: combine(3 as UInt8)
        }
    }

    fileprivate mutating func combineContent(of color: SIMD4<Float>) {
        combine(color.x.bitPattern)
        combine(color.y.bitPattern)
        combine(color.z.bitPattern)
        combine(color.w.bitPattern)
    }

    fileprivate mutating func combineContent(of t: AffineTransform) {
        combine(t.a.bitPattern)
        combine(t.b.bitPattern)
        combine(t.c.bitPattern)
        combine(t.d.bitPattern)
        combine(t.tx.bitPattern)
        combine(t.ty.bitPattern)
    }
}
