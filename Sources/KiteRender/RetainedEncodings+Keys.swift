import KiteGeometry

// The keys of the retained encodings. A steady frame mostly compares a key with last frame's (`RetainedTable`), so
// equality tests the cheap fields first and the path (usually the very same storage) last. Hashing feeds each
// coordinate's bits, not the `Double`'s own hash, which normalises values and costs several times more; -0 and 0
// then hash apart, so equality keeps them apart too (a miss only encodes again).
extension RetainedEncodings {
    /// A stroke drawn with pieces (a conformal transform).
    struct StrokeKey: Hashable {
        let path: Path
        let style: StrokeStyle
        let color: SIMD4<Float>
        let transform: AffineTransform

        func hash(into hasher: inout Hasher) {
            hasher.combineContent(of: path)
            hasher.combineContent(of: style)
            hasher.combineContent(of: color)
            hasher.combineContent(of: transform)
        }

        static func == (a: Self, b: Self) -> Bool {
            sameBits(a.color, b.color) && sameBits(a.transform, b.transform) && sameBits(a.style, b.style)
                && sameBits(a.path, b.path)
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

        func hash(into hasher: inout Hasher) {
            hasher.combineContent(of: path)
            hasher.combine(rule == .evenOdd)
            if let outline { hasher.combineContent(of: outline) } else { hasher.combine(0 as UInt8) }
            hasher.combineContent(of: color)
            hasher.combineContent(of: transform)
            hasher.combine(viewport.origin.x.bitPattern)
            hasher.combine(viewport.origin.y.bitPattern)
            hasher.combine(viewport.size.width.bitPattern)
            hasher.combine(viewport.size.height.bitPattern)
        }

        static func == (a: Self, b: Self) -> Bool {
            guard a.rule == b.rule, sameBits(a.color, b.color), sameBits(a.transform, b.transform) else { return false }
            switch (a.outline, b.outline) {
            case (nil, nil): break
            case (let x?, let y?): guard sameBits(x, y) else { return false }
            default: return false
            }
            return a.viewport.origin.x.bitPattern == b.viewport.origin.x.bitPattern
                && a.viewport.origin.y.bitPattern == b.viewport.origin.y.bitPattern
                && a.viewport.size.width.bitPattern == b.viewport.size.width.bitPattern
                && a.viewport.size.height.bitPattern == b.viewport.size.height.bitPattern && sameBits(a.path, b.path)
        }
    }
}

/// True when both transforms have the same bits in every entry.
private func sameBits(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
    a.a.bitPattern == b.a.bitPattern && a.b.bitPattern == b.b.bitPattern && a.c.bitPattern == b.c.bitPattern
        && a.d.bitPattern == b.d.bitPattern && a.tx.bitPattern == b.tx.bitPattern && a.ty.bitPattern == b.ty.bitPattern
}

private func sameBits(_ a: StrokeStyle, _ b: StrokeStyle) -> Bool {
    a.width.bitPattern == b.width.bitPattern && a.miterLimit.bitPattern == b.miterLimit.bitPattern && a.cap == b.cap
        && a.join == b.join
}

private func sameBits(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
    a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern && a.z.bitPattern == b.z.bitPattern
        && a.w.bitPattern == b.w.bitPattern
}

private func sameBits(_ a: Point, _ b: Point) -> Bool {
    a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
}

/// True when both paths have the same elements with the same bits in every coordinate; at once when they share
/// their storage.
private func sameBits(_ a: Path, _ b: Path) -> Bool {
    a.elements.withUnsafeBufferPointer { x in
        b.elements.withUnsafeBufferPointer { y in
            guard x.count == y.count else { return false }
            if x.baseAddress == y.baseAddress { return true }
            for (p, q) in zip(x, y) {
                switch (p, q) {
                case (.move(let s), .move(let t)), (.line(let s), .line(let t)):
                    guard sameBits(s, t) else { return false }
                case (.quad(let c, let s), .quad(let d, let t)):
                    guard sameBits(c, d), sameBits(s, t) else { return false }
                case (.cubic(let c1, let c2, let s), .cubic(let d1, let d2, let t)):
                    guard sameBits(c1, d1), sameBits(c2, d2), sameBits(s, t) else { return false }
                case (.close, .close): break
                default: return false
                }
            }
            return true
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
