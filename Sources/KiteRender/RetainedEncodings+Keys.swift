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

        /// Leaves out the viewport, which equality compares: it is the same for every key of a frame and changes
        /// only when the window does, so it would spend two steps per key to tell apart keys that live together
        /// for at most a frame.
        var digest: UInt64 {
            var d = ContentDigest()
            d.add(path)
            d.add(style, color)
            d.add(transform)
            return d.value
        }

        /// The key of an empty path (`RetainedKey.vacant`).
        static let vacant = StrokeKey(
            path: Path(), style: StrokeStyle(), color: .zero, transform: .identity, viewport: .zero)

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

        /// Leaves out the viewport, as `StrokeKey.digest` does.
        var digest: UInt64 {
            var d = ContentDigest()
            d.add(path)
            if let outline { d.add(outline, color) } else { d.add(color) }
            d.add(rule == .evenOdd ? 1 : 2, 0)
            d.add(transform)
            return d.value
        }

        /// The key of an empty path (`RetainedKey.vacant`).
        static let vacant = FillKey(
            path: Path(), rule: .nonZero, outline: nil, color: .zero, transform: .identity, viewport: .zero)

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

/// A 64-bit digest of a sequence of words, two at a time: each pair is folded in by one full-width multiply
/// whose two halves are combined (the "mum" step of wyhash, a public-domain hash by Wang Yi: mum(a ^ secret,
/// b ^ state)). Several times cheaper per word than `Hasher`'s SipHash; it starts from a seed drawn once per
/// process, so inputs cannot be prepared to collide. Collisions only cost time: the table compares whole keys.
private struct ContentDigest {
    private static let seed = UInt64.random(in: .min ... .max)
    /// wyhash's first secret: an odd constant with half its bits set.
    private static let secret: UInt64 = 0xA076_1D64_78BD_642F
    /// Marks of the path element kinds, folded into a coordinate word of each element so that the same points
    /// under another kind give another digest; and of the line caps and joins, folded into the miter limit's.
    private static let marks: (move: UInt64, line: UInt64, quad: UInt64, cubic: UInt64, close: UInt64) = (
        0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB, 0xE703_7ED1_A0B4_28DB,
        0x8EBC_6AF0_9C88_C6E3
    )
    private(set) var value = ContentDigest.seed

    mutating func add(_ a: UInt64, _ b: UInt64) {
        let product = (a ^ Self.secret).multipliedFullWidth(by: b ^ value)
        value = product.high ^ product.low
    }

    /// Every element of `path`: its points' coordinate bits, the element's kind marked on its first point's y
    /// (`marks`).
    mutating func add(_ path: Path) {
        add(UInt64(path.elements.count), Self.marks.close)
        for element in path.elements {
            switch element {
            case .move(let p):
                add(p, mark: Self.marks.move)
            case .line(let p):
                add(p, mark: Self.marks.line)
            case .quad(let c, let p):
                add(c, mark: Self.marks.quad)
                add(p, mark: 0)
            case .cubic(let c1, let c2, let p):
                add(c1, mark: Self.marks.cubic)
                add(c2, mark: 0)
                add(p, mark: 0)
            case .close:
                add(Self.marks.close, Self.marks.close)
            }
        }
    }

    mutating func add(_ p: Point, mark: UInt64) {
        add(p.x.bitPattern, p.y.bitPattern ^ mark)
    }

    /// A stroke style with a colour: the width and miter limit, the cap and join marked on the limit, the colour.
    mutating func add(_ style: StrokeStyle, _ color: SIMD4<Float>) {
        let cap: UInt64 =
            switch style.cap {
            case .butt: 1
            case .round: 2
            case .square: 3
            }
        let join: UInt64 =
            switch style.join {
            case .miter: 1
            case .round: 2
            case .bevel: 3
            }
        add(style.width.bitPattern, style.miterLimit.bitPattern ^ ((cap << 2 | join) &* Self.marks.move))
        add(color)
    }

    mutating func add(_ color: SIMD4<Float>) {
        add(
            UInt64(color.x.bitPattern) << 32 | UInt64(color.y.bitPattern),
            UInt64(color.z.bitPattern) << 32 | UInt64(color.w.bitPattern))
    }

    mutating func add(_ t: AffineTransform) {
        add(t.a.bitPattern, t.b.bitPattern)
        add(t.c.bitPattern, t.d.bitPattern)
        add(t.tx.bitPattern, t.ty.bitPattern)
    }
}
