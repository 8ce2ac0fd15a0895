import CCairo
import KiteGeometry
import KiteScene

/// Paints draw items one by one on a cairo context whose device space is the supersampled image.
struct CairoItemPainter {
    let cr: OpaquePointer
    /// Image pixels per point.
    let deviceScale: Double
    let width: Int
    let height: Int
    /// Image pixels per device pixel along each axis.
    let supersample: Int
    /// The glyph atlases text is drawn from, shared by every paint of one `CairoPainter`.
    let glyphAtlases: CairoGlyphAtlases

    mutating func paint(_ item: DrawItem) {
        let t = item.transform.flattened.affineTransform
        // A cairo context that is given a matrix it cannot invert (singular, NaN or infinite) keeps that error and
        // draws nothing more, so such an item is not handed to it: it draws nothing, as it would not be seen, and
        // a clip under it clips to nothing and is still saved, so its `popClip` restores what was before.
        guard isInvertible(t) else {
            switch item.primitive {
            case .pushClip:
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            default:
                break
            }
            return
        }
        switch item.primitive {
        case .pushClip(let shape):
            cairo_save(cr)
            setTransform(t)
            appendRoundedRect(shape)
            cairo_identity_matrix(cr)
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        case .shadow(let shape, let color, let blurRadius, let offset):
            let shadow = CairoShadow(
                width: width / supersample, height: height / supersample, scale: deviceScale / Double(supersample))
            shadow.paint(
                shape, color: color, blurRadius: blurRadius, offset: offset, transform: t, opacity: item.opacity,
                onto: cr, supersample: supersample)
        case .text(let run):
            drawText(run, transform: t, opacity: item.opacity)
        case .dashedStroke(let dashed, let style, let color):
            cairo_save(cr)
            setTransform(t)
            drawDashed(dashed, style: style, color: color, transform: t, opacity: item.opacity)
            cairo_restore(cr)
        default:
            cairo_save(cr)
            setTransform(t)
            draw(item.primitive, opacity: item.opacity)
            cairo_restore(cr)
        }
    }

    /// Whether cairo accepts `t` times the device scale as its matrix: every entry finite and the determinant
    /// finite and not 0 (cairo's own test, `_cairo_matrix_is_invertible`, sees only the determinant).
    func isInvertible(_ t: AffineTransform) -> Bool {
        let s = deviceScale
        let (a, b, c, d) = (t.a * s, t.b * s, t.c * s, t.d * s)
        let determinant = a * d - b * c
        // x - x is 0 for a finite x and NaN otherwise: one test for all six entries.
        let sum = (a - a) + (b - b) + (c - c) + (d - d) + (t.tx * s - t.tx * s) + (t.ty * s - t.ty * s)
        return sum == 0 && determinant.isFinite && determinant != 0
    }

    func setTransform(_ t: AffineTransform) {
        let s = deviceScale
        var m = cairo_matrix_t(xx: t.a * s, yx: t.b * s, xy: t.c * s, yy: t.d * s, x0: t.tx * s, y0: t.ty * s)
        cairo_set_matrix(cr, &m)
    }

    private func draw(_ primitive: DrawPrimitive, opacity: Double) {
        switch primitive {
        case .fillRoundedRect(let shape, let color):
            appendRoundedRect(shape)
            setColor(cr, color, opacity: opacity)
            cairo_fill(cr)
        case .border(let shape, let width, let color):
            appendRoundedRect(shape)
            let inner = RoundedRect(
                rect: shape.rect.insetBy(dx: width, dy: width), cornerRadius: max(shape.cornerRadius - width, 0))
            if inner.rect.width > 0 && inner.rect.height > 0 && width < min(shape.rect.width, shape.rect.height) / 2 {
                appendRoundedRect(inner)
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            setColor(cr, color, opacity: opacity)
            cairo_fill(cr)
        case .strokePath(let path, let style, let color):
            appendPath(path)
            cairo_set_line_width(cr, style.width)
            cairo_set_line_cap(cr, Self.cap(style.cap))
            cairo_set_line_join(cr, Self.join(style.join))
            cairo_set_miter_limit(cr, style.miterLimit)
            setColor(cr, color, opacity: opacity)
            cairo_stroke(cr)
        case .fillPath(let path, let rule, let color):
            appendPath(path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setColor(cr, color, opacity: opacity)
            cairo_fill(cr)
        case .shadow, .pushClip, .popClip, .text, .dashedStroke:
            break  // Painted by `paint(_:)`, which needs the item's transform.
        }
    }

    /// Fills the shape a shadow is cast from, opaque, with the context's current transform.
    func paintSilhouette(_ shape: ShadowShape) {
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        switch shape {
        case .roundedRect(let r):
            appendRoundedRect(r)
            cairo_fill(cr)
        case .fill(let path, let rule):
            appendPath(path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let path, let style):
            appendPath(path)
            setStyle(style)
            cairo_stroke(cr)
        case .dashedStroke(let dashed, let style):
            // A silhouette is blurred: its dashes come from cairo's own dasher unless laid already.
            if let laid = dashed.laidDashes {
                appendPath(laid)
                setStyle(style)
                cairo_stroke(cr)
            } else {
                strokeWithCairoDashes(dashed, style: style)
            }
        }
    }

    /// Sets the line width, cap, join and miter limit.
    func setStyle(_ style: StrokeStyle) {
        cairo_set_line_width(cr, style.width)
        cairo_set_line_cap(cr, Self.cap(style.cap))
        cairo_set_line_join(cr, Self.join(style.join))
        cairo_set_miter_limit(cr, style.miterLimit)
    }

    /// Strokes a dashed path's visible dashes (`DashedPath.visibleDashes` over the image grown by the stroke's
    /// reach) with the context's transform set to `transform` (points to image pixels, before `deviceScale`).
    /// A path needing more visible dashes than Kite lays is dashed by cairo itself instead.
    private func drawDashed(
        _ dashed: DashedPath, style: StrokeStyle, color: Color, transform: AffineTransform, opacity: Double
    ) {
        let device = transform.concatenating(AffineTransform(scaleX: deviceScale, y: deviceScale))
        let miter = style.join == .miter ? max(style.miterLimit, 2.0.squareRoot()) : 2.0.squareRoot()
        let reach = min(style.width / 2 * miter * device.stretches.largest + 2, 1e300)
        let bounds = Rect(x: -reach, y: -reach, width: Double(width) + 2 * reach, height: Double(height) + 2 * reach)
        setColor(cr, color, opacity: opacity)
        guard let (path, coverage) = try? dashed.visibleDashes(reaching: bounds, transform: device, style: style)
        else {
            strokeWithCairoDashes(dashed, style: style)
            return
        }
        setColor(cr, color, opacity: opacity * coverage)
        appendPath(path)
        setStyle(style)
        cairo_stroke(cr)
    }

    /// Strokes each subpath of `dashed` with cairo's dasher, the pattern standing at the subpath's offset.
    private func strokeWithCairoDashes(_ dashed: DashedPath, style: StrokeStyle) {
        setStyle(style)
        for (subpath, offset) in zip(dashed.subpaths, dashed.dashOffsets) {
            cairo_set_dash(
                cr, dashed.pattern.lengths, Int32(dashed.pattern.lengths.count), dashed.pattern.phase + offset)
            appendPath(Path(subpaths: [subpath]))
            cairo_stroke(cr)
        }
        cairo_set_dash(cr, nil, 0, 0)
    }

    private static func cap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func join(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    func appendRoundedRect(_ shape: RoundedRect) {
        let (r, rect) = (shape.cornerRadius, shape.rect)
        cairo_new_sub_path(cr)
        if r <= 0 {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func appendPath(_ path: Path) {
        var current = Point.zero
        var subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                (current, subpathStart) = (p, p)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quad(let c, let p):
                let cubic = QuadBezier(current, c, p).cubic
                cairo_curve_to(cr, cubic.p1.x, cubic.p1.y, cubic.p2.x, cubic.p2.y, p.x, p.y)
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }
}
