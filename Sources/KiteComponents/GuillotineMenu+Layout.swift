import KiteGeometry
import KiteLayerAnimation
import KiteScene

// Building the layer tree once and placing it in the current bounds at every `layout()`. Everything scales with
// the bounds: the bar is 64 pt high at the seed's 375 x 667 and proportionally smaller or larger elsewhere.
extension GuillotineMenu {
    /// Content scale: the bounds over the seed size, keeping the aspect ratio (the smaller of the two ratios).
    public var contentScale: Double {
        let size = layer.bounds.size
        return max(min(size.width / Self.seedSize.width, size.height / Self.seedSize.height), 0)
    }

    /// Height of the navigation bar, in points: 64 at the seed size, scaled with the bounds.
    public var barHeight: Double { Self.seedBarHeight * contentScale }

    /// Size of the title's text, in points: 17 at the seed size (the iOS navigation title), scaled with the bounds.
    public var titleFontSize: Double { 17 * contentScale }

    /// Size of the entries' labels, in points: 20 at the seed size, scaled with the bounds.
    public var itemFontSize: Double { 20 * contentScale }

    /// Distance of the pivot from the top and left edges, in points: half the bar height, so the pivot is as far
    /// from the left edge as from the bottom of the bar.
    public var pivotInset: Double { barHeight / 2 }

    /// The pivot (the menu buttons' centre) in the coordinates of `layer`'s bounds.
    public var pivot: Point { layer.bounds.origin + Vector(dx: pivotInset, dy: pivotInset) }

    /// The panel's current rotation, in radians: `closedAngle` at the top, `openAngle` upright.
    public var panelAngle: Double { panelLayer.transformComponents.rotation }

    func buildLayers() {
        layer.masksToBounds = true
        layer.addSublayer(barLayer)
        barLayer.addSublayer(buttonLayer)
        barLayer.addSublayer(titleLayer)
        layer.addSublayer(panelLayer)
        panelLayer.addSublayer(panelButtonLayer)
        for ((item, label), itemTitle) in zip(zip(itemLayers, itemLabelLayers), itemTitles) {
            item.name = itemTitle
            panelLayer.addSublayer(item)
            (label.name, label.string) = ("\(itemTitle) label", itemTitle)
            item.addSublayer(label)
        }
        titleLayer.string = title
        titleLayer.alignment = .center
        (barLayer.name, buttonLayer.name, titleLayer.name) = ("bar", "menuButton", title)
        (panelLayer.name, panelButtonLayer.name) = ("panel", "panelMenuButton")
        panelLayer.isHidden = true
        panelLayer.transformComponents.rotation = Self.closedAngle
        for button in [buttonLayer, panelButtonLayer] {
            button.fillColor = nil
            button.lineCap = .round
        }
        applyColors()
    }

    func applyColors() {
        layer.backgroundColor = contentColor
        barLayer.backgroundColor = barColor
        panelLayer.backgroundColor = barColor
        for item in itemLayers { item.backgroundColor = itemColor }
        for button in [buttonLayer, panelButtonLayer] { button.strokeColor = iconColor }
        titleLayer.textColor = textColor
        for label in itemLabelLayers { label.textColor = textColor }
    }

    /// Lays the bar, buttons, panel and entries out in `layer.bounds`. A swing in progress goes on from the
    /// panel's current angle and angular velocity, with the pivot and push of the new size.
    public func layout() {
        let swing = motion.map { (opening: $0.isOpening, angularVelocity: $0.angularVelocity) }
        motion = nil
        let bounds = layer.bounds
        let scale = contentScale
        barLayer.frame = Rect(origin: bounds.origin, size: Size(bounds.width, barHeight))
        let buttonSide = barHeight / 2
        layOutButton(buttonLayer, side: buttonSide, center: Point(pivotInset, pivotInset))
        titleLayer.frame = Rect(
            x: barHeight, y: barHeight / 4, width: max(bounds.width - 2 * barHeight, 0), height: barHeight / 2)
        layOutPanel(in: bounds)
        layOutButton(panelButtonLayer, side: buttonSide, center: Point(pivotInset, pivotInset))
        panelButtonLayer.transformComponents.rotation = -panelAngle
        for (index, item) in itemLayers.enumerated() {
            item.frame = Rect(
                x: 32 * scale, y: barHeight + 32 * scale + Double(index) * 64 * scale,
                width: max(bounds.width - 64 * scale, 0), height: 48 * scale)
            item.cornerRadius = 8 * scale
        }
        layOutLabels(scale: scale)
        if let swing { startSwing(opening: swing.opening, angularVelocity: swing.angularVelocity) }
    }

    /// The title keeps `titleLayer`'s frame; each entry's label fills its entry, inset 16 pt (seed size) on the left
    /// and right, left aligned.
    private func layOutLabels(scale: Double) {
        titleLayer.fontSize = titleFontSize
        for (item, label) in zip(itemLayers, itemLabelLayers) {
            label.frame = Rect(
                x: 16 * scale, y: 0, width: max(item.bounds.width - 32 * scale, 0), height: item.bounds.height)
            label.fontSize = itemFontSize
        }
    }

    /// The panel covers the bounds when upright and turns about the pivot: its anchor point is the pivot, so its
    /// position is the pivot at every angle.
    private func layOutPanel(in bounds: Rect) {
        let angle = panelAngle
        panelLayer.transformComponents.rotation = 0
        panelLayer.bounds = Rect(origin: .zero, size: bounds.size)
        if bounds.width > 0, bounds.height > 0 {
            panelLayer.anchorPoint = Point(pivotInset / bounds.width, pivotInset / bounds.height)
        }
        panelLayer.position = pivot
        panelLayer.transformComponents.rotation = angle
    }

    /// A menu button: three round-capped lines in a `side` x `side` square centred on `center`.
    private func layOutButton(_ button: ShapeLayer, side: Double, center: Point) {
        button.bounds = Rect(x: 0, y: 0, width: side, height: side)
        button.position = center
        var icon = Path()
        for row in 1...3 {
            let y = side * Double(row) / 4
            icon.move(to: Point(0.1 * side, y))
            icon.addLine(to: Point(0.9 * side, y))
        }
        button.path = icon
        button.lineWidth = side / 12
    }
}
