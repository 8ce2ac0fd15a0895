import KiteGeometry

// The keys of the retained encodings. A steady frame mostly compares a key with last frame's (`RetainedTable`), so
// equality tests the cheap fields first and the path (usually the very same storage) last. Both equality and the
// digest read each coordinate's bits (-0 and 0 are kept apart, harmlessly: a miss only encodes again).
extension RetainedEncodings {
    /// A stroke drawn with pieces (a conformal transform).
    struct StrokeKey: RetainedKey {
        let path: Path
        let style: StrokeStyle
        let color: SIMD4<Float>
        let transform: AffineTransform
        /// The stroke encoder's viewport: centre lines beyond it (and the stroke's reach) were cut away.
        let viewport: Rect

        var digest: UInt64 {
            var d = ContentDigest()
            d.add(path)
            d.add(style)
            d.add(color)
            d.add(transform)
            d.add(viewport)
            return d.value
        }

        static func == (a: Self, b: Self) -> Bool {
            sameBits(a.color, b.color) && sameBits(a.transform, b.transform) && sameBits(a.style, b.style)
                && sameBits(a.viewport, b.viewport) && sameBits(a.path, b.path)
        }
    }

    /// A filled path, or a stroke filled from its outline (`outline` is the stroke's style then).
    struct FillKey: RetainedKey {
        let path: Path
        let rule: FillRule
        let outline: StrokeStyle?
        let color: SIMD4<Float>
        let transform: AffineTransform
        /// The fill encoder's clip rectangle: geometry beyond it was cut away.
        let viewport: Rect

        var digest: UInt64 {
            var d = ContentDigest()
            d.add(path)
            d.add(rule == .evenOdd ? 1 : 2)
            if let outline { d.add(outline) } else { d.add(0) }
            d.add(color)
            d.add(transform)
            d.add(viewport)
            return d.value
        }

        static func == (a: Self, b: Self) -> Bool {
            guard a.rule == b.rule, sameBits(a.color, b.color), sameBits(a.transform, b.transform) else { return false }
            switch (a.outline, b.outline) {
            case (nil, nil): break
            case (let x?, let y?): guard sameBits(x, y) else { return false }
            default: return false
            }
            return sameBits(a.viewport, b.viewport) && sameBits(a.path, b.path)
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

private func sameBits(_ a: Rect, _ b: Rect) -> Bool {
    sameBits(a.origin, b.origin) && a.size.width.bitPattern == b.size.width.bitPattern
        && a.size.height.bitPattern == b.size.height.bitPattern
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

/// A 64-bit digest of a sequence of words: each word is folded in by a full-width multiply whose two halves are
/// combined (the "mum" step of wyhash, a public-domain hash by Wang Yi). Several times cheaper per word than
/// `Hasher`'s SipHash; it starts from a seed drawn once per process, so inputs cannot be prepared to collide.
/// Collisions only cost time: the table compares whole keys.
private struct ContentDigest {
    private static let seed = UInt64.random(in: .min ... .max)
    private(set) var value = ContentDigest.seed

    mutating func add(_ word: UInt64) {
        let product = (value ^ word).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        value = product.high ^ product.low
    }

    /// Every element of `path`: a tag per kind, then its points' coordinate bits.
    mutating func add(_ path: Path) {
        add(UInt64(path.elements.count))
        for element in path.elements {
            switch element {
            case .move(let p):
                add(1)
                add(p)
            case .line(let p):
                add(2)
                add(p)
            case .quad(let c, let p):
                add(3)
                add(c)
                add(p)
            case .cubic(let c1, let c2, let p):
                add(4)
                add(c1)
                add(c2)
                add(p)
            case .close:
                add(5)
            }
        }
    }

    mutating func add(_ p: Point) {
        add(p.x.bitPattern)
        add(p.y.bitPattern)
    }

    mutating func add(_ r: Rect) {
        add(r.origin)
        add(r.size.width.bitPattern)
        add(r.size.height.bitPattern)
    }

    mutating func add(_ style: StrokeStyle) {
        add(style.width.bitPattern)
        add(style.miterLimit.bitPattern)
        switch style.cap {
        case .butt: add(1)
        case .round: add(2)
        case .square: add(3)
        }
        switch style.join {
        case .miter: add(1)
        case .round: add(2)
        case .bevel: add(3)
        }
    }

    mutating func add(_ color: SIMD4<Float>) {
        add(UInt64(color.x.bitPattern) << 32 | UInt64(color.y.bitPattern))
        add(UInt64(color.z.bitPattern) << 32 | UInt64(color.w.bitPattern))
    }

    mutating func add(_ t: AffineTransform) {
        add(t.a.bitPattern)
        add(t.b.bitPattern)
        add(t.c.bitPattern)
        add(t.d.bitPattern)
        add(t.tx.bitPattern)
        add(t.ty.bitPattern)
    }
}
