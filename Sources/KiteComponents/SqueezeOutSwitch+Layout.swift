import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// The layer tree and its placement in the current bounds. The original masks the whole view to the two rounded
// halves; Kite has no mask layers, so each half is a clip: a rectangle cut at the gap (`halfClipLayers`) holding a
// rounded rectangle (the half layer) that reaches H / 2 past the gap so only its outer end shows rounded. Each
// half draws its own copy of the circle and the baffler, so both are cut by the transparent gap.
extension SqueezeOutSwitch {
    /// The switch's layers, and the copy of circle and baffler each half draws.
    var halves: [(clip: Layer, half: Layer, knob: ShapeLayer, icon: ShapeLayer, baffler: ShapeLayer)] {
        [
            (halfClipLayers[0], leftHalfLayer, knobLayer, iconLayers[0], bafflerLayer),
            (halfClipLayers[1], rightHalfLayer, knobMirrorLayer, iconLayers[1], bafflerMirrorLayer),
        ]
    }

    func buildLayers() {
        for (index, part) in halves.enumerated() {
            let side = index == 0 ? "left" : "right"
            layer.addSublayer(part.clip)
            part.clip.addSublayer(part.half)
            part.half.addSublayer(part.knob)
            part.knob.addSublayer(part.icon)
            part.half.addSublayer(part.baffler)
            part.clip.masksToBounds = true
            part.half.masksToBounds = true
            (part.clip.name, part.half.name) = ("\(side)Gap", "\(side)Half")
            (part.knob.name, part.icon.name, part.baffler.name) = ("circle", "icon", "baffler")
            part.icon.fillColor = nil
            part.icon.lineCap = .round
            part.icon.lineJoin = .round
        }
        applyColors()
    }

    func applyColors() {
        let stateColor = isOn ? onColor : offColor
        for part in halves {
            part.half.backgroundColor = neutralColor
            part.knob.fillColor = stateColor
            part.icon.strokeColor = iconColor
            part.icon.path = icon(on: isOn)
        }
        updateBaffler()
    }

    /// Places everything in `layer.bounds`. A circle in motion keeps its place along the switch in proportion and
    /// goes on to the same goal in the new size.
    public func layout() {
        let bounds = layer.bounds
        let geometry = geometry
        let origin = bounds.origin
        let radius = geometry.circleRadius
        for (index, part) in halves.enumerated() {
            let half = index == 0 ? geometry.leftHalf : geometry.rightHalf
            // Both clips keep the switch's coordinates (bounds origin = frame origin), so the circle and the
            // baffler are placed the same way in either half.
            let clipRect = half.offsetBy(origin)
            part.clip.frame = clipRect
            part.clip.bounds = clipRect
            let reach = bounds.height / 2
            let rounded = Rect(
                x: clipRect.minX - (index == 0 ? 0 : reach), y: clipRect.minY, width: clipRect.width + reach,
                height: clipRect.height)
            part.half.frame = rounded
            part.half.bounds = rounded
            part.half.cornerRadius = bounds.height / 2
            part.knob.bounds = Rect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
            part.knob.path = Path(ellipseIn: part.knob.bounds)
            part.icon.frame = part.knob.bounds
            part.icon.lineWidth = 0.16 * radius
            part.icon.path = icon(on: isOn)
            part.baffler.frame = rounded
            part.baffler.bounds = rounded
        }
        let scale = laidOutWidth > 0 ? bounds.width / laidOutWidth : 1
        let moving = laidOutWidth > 0 && isMoving
        let x = moving ? knobX * scale : geometry.restX(on: isOn)
        if let pulse { self.pulse = (origin.x + (pulse.startX - origin.x) * scale, pulse.startTipOffset * scale) }
        laidOutWidth = bounds.width
        knobLayer.position = Point(origin.x + x, origin.y + bounds.height / 2)
        if moving { restartMotion(scale: scale) }
        updateBaffler()
    }

    /// Redraws the baffler for the circle where it is now, and places the circle's copy.
    func updateBaffler() {
        knobMirrorLayer.position = knobLayer.position
        let offset = bafflerTipOffset
        let origin = layer.bounds.origin
        let local = geometry.baffler(tipOffset: offset).path
        let path = local.applying(AffineTransform(translationX: origin.x, y: origin.y))
        // The baffler has the state's colour on the circle's side of the middle, the other state's beyond it: a
        // pulse whose tip swings across the middle flips colour there.
        let circleSide = -SqueezeOutGeometry.towardOther(on: isOn)
        let sameSide = pulse == nil || offset * circleSide >= 0
        let color = (isOn == sameSide) ? onColor : offColor
        for baffler in [bafflerLayer, bafflerMirrorLayer] {
            baffler.path = path
            baffler.fillColor = color
        }
    }

    /// The circle's image in its own bounds (a square of the circle's diameter): a check mark when on, a cross
    /// when off, both drawn as round-capped strokes.
    func icon(on: Bool) -> Path {
        let d = 2 * geometry.circleRadius
        var path = Path()
        if on {
            path.move(to: Point(0.29 * d, 0.52 * d))
            path.addLine(to: Point(0.44 * d, 0.67 * d))
            path.addLine(to: Point(0.72 * d, 0.37 * d))
        } else {
            for (from, to) in [(Point(0.34, 0.34), Point(0.66, 0.66)), (Point(0.66, 0.34), Point(0.34, 0.66))] {
                path.move(to: Point(from.x * d, from.y * d))
                path.addLine(to: Point(to.x * d, to.y * d))
            }
        }
        return path
    }
}

extension Rect {
    /// The rectangle moved by `origin`'s coordinates.
    fileprivate func offsetBy(_ origin: Point) -> Rect {
        Rect(x: minX + origin.x, y: minY + origin.y, width: width, height: height)
    }
}
