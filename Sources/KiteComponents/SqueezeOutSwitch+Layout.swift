import KiteAnimation
import KiteGeometry
import KiteLayerAnimation
import KiteScene

// The layer tree and its placement in the current bounds: halves, circle, and the baffler rebuilt every frame.
extension SqueezeOutSwitch {
    func buildLayers() {
        layer.masksToBounds = true
        for sublayer in [leftHalfLayer, rightHalfLayer, knobLayer, bafflerLayer] { layer.addSublayer(sublayer) }
        (leftHalfLayer.name, rightHalfLayer.name) = ("offHalf", "onHalf")
        (knobLayer.name, bafflerLayer.name) = ("circle", "baffler")
        applyColors()
    }

    func applyColors() {
        leftHalfLayer.backgroundColor = isOn ? onColor : offColor
        rightHalfLayer.backgroundColor = isOn ? onColor : offColor
        bafflerLayer.fillColor = isOn ? offColor : onColor
        knobLayer.fillColor = isOn ? onKnobColor : offKnobColor
    }

    /// Places everything in `layer.bounds`. A circle in motion keeps its place along the switch in proportion and
    /// goes on to the same goal in the new size.
    public func layout() {
        let bounds = layer.bounds
        let geometry = geometry
        let origin = bounds.origin
        layer.cornerRadius = bounds.height / 2
        leftHalfLayer.frame = geometry.leftHalf.offsetBy(origin)
        rightHalfLayer.frame = geometry.rightHalf.offsetBy(origin)
        let radius = geometry.circleRadius
        knobLayer.bounds = Rect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
        knobLayer.path = Path(ellipseIn: knobLayer.bounds)
        bafflerLayer.frame = bounds
        let scale = laidOutWidth > 0 ? bounds.width / laidOutWidth : 1
        let moving = laidOutWidth > 0 && isMoving
        let x = moving ? knobX * scale : geometry.restX(on: isOn)
        laidOutWidth = bounds.width
        knobLayer.position = Point(origin.x + x, origin.y + bounds.height / 2)
        if moving { restartMotion(scale: scale) }
        updateBaffler()
    }

    /// Redraws the baffler for the circle where it is now.
    func updateBaffler() {
        bafflerLayer.path = geometry.baffler(circleX: knobX, on: isOn).path
    }
}

extension Rect {
    /// The rectangle moved by `origin`'s coordinates.
    fileprivate func offsetBy(_ origin: Point) -> Rect {
        Rect(x: minX + origin.x, y: minY + origin.y, width: width, height: height)
    }
}
