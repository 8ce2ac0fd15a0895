import KiteGeometry
import KiteLayerAnimation
import KiteScene

// Building the layer tree once and placing it in the current bounds at every `layout()`. Everything scales with
// the bounds: the bar is 64 pt high at the original's 375 x 667 and proportionally smaller or larger elsewhere.
extension GuillotineMenu {
    /// Content scale: the bounds over the original's size, keeping the aspect ratio (the smaller of the two ratios).
    public var contentScale: Double {
        let size = layer.bounds.size
        return max(min(size.width / Self.designSize.width, size.height / Self.designSize.height), 0)
    }

    /// Height of the navigation bar, in points: 64 at 375 x 667, scaled with the bounds.
    public var barHeight: Double { Self.designBarHeight * contentScale }

    /// Size of the titles' text, in points: 17 at 375 x 667 (the iOS navigation title, bold), scaled with the bounds.
    public var titleFontSize: Double { 17 * contentScale }

    /// Size of the entries' labels, in points: 18 at 375 x 667 (semibold, as the original's cells), scaled with the
    /// bounds.
    public var itemFontSize: Double { 18 * contentScale }

    /// Distance of the pivot from the top and left edges, in points: half the bar height, so the pivot is as far
    /// from the left edge as from the bottom of the bar.
    public var pivotInset: Double { barHeight / 2 }

    /// The pivot (the menu buttons' centre) in the coordinates of `layer`'s bounds.
    public var pivot: Point { layer.bounds.origin + Vector(dx: pivotInset, dy: pivotInset) }

    /// The panel's current rotation, in radians: `closedAngle` at the top, `openAngle` upright.
    public var panelAngle: Double { panelLayer.transformComponents.rotation }

    /// The panel button's rotation in the panel, radians: +90 degrees, like the panel's title, so that on screen it
    /// is turned 90 degrees plus Kite's panel angle. That is the original's "90 degrees minus the menu's angle" in
    /// UIKit's sign, where the closed menu is turned +90 degrees (Kite's panel angle runs the other way, -90 to 0):
    /// closed it lies exactly over the bar's button, open its lines stand vertical.
    var panelButtonRotation: Double { Double.pi / 2 }

    func buildLayers() {
        layer.masksToBounds = true
        layer.addSublayer(barLayer)
        barLayer.addSublayer(buttonLayer)
        barLayer.addSublayer(titleLayer)
        layer.addSublayer(panelLayer)
        for ((item, label), (icon, itemTitle)) in zip(
            zip(itemLayers, itemLabelLayers), zip(itemIconLayers, itemTitles))
        {
            item.name = itemTitle
            panelLayer.addSublayer(item)
            (label.name, label.string, label.fontWeight) = ("\(itemTitle) label", itemTitle, .semibold)
            item.addSublayer(label)
            icon.name = "\(itemTitle) icon"
            item.addSublayer(icon)
        }
        panelLayer.addSublayer(panelTitleLayer)
        panelLayer.addSublayer(panelButtonLayer)
        titleLayer.string = title
        titleLayer.alignment = .center
        titleLayer.fontWeight = .bold
        (panelTitleLayer.string, panelTitleLayer.alignment, panelTitleLayer.fontWeight) = (title, .center, .bold)
        (barLayer.name, buttonLayer.name, titleLayer.name) = ("bar", "menuButton", title)
        (panelLayer.name, panelButtonLayer.name, panelTitleLayer.name) = ("panel", "panelMenuButton", "panelTitle")
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
        for label in [titleLayer, panelTitleLayer] + itemLabelLayers { label.textColor = textColor }
        for (icon, title) in zip(itemIconLayers, itemTitles) {
            let filled = GuillotineIcons.isFilled(title)
            icon.fillColor = filled ? iconColor : nil
            icon.strokeColor = filled ? nil : iconColor
        }
    }

    /// Lays the bar, buttons, titles, panel and entries out in `layer.bounds`. A swing in progress goes on from the
    /// panel's current angle and angular velocity, with the pivot and push of the new size.
    public func layout() {
        let swing = motion.map { (opening: $0.isOpening, angularVelocity: $0.angularVelocity) }
        motion = nil
        let bounds = layer.bounds
        let scale = contentScale
        barLayer.frame = Rect(origin: bounds.origin, size: Size(bounds.width, barHeight))
        let buttonSide = barHeight / 2
        layOutButton(buttonLayer, side: buttonSide, center: Point(pivotInset, pivotInset))
        let titleWidth = max(bounds.width - 2 * barHeight, 0)
        titleLayer.frame = Rect(x: barHeight, y: barHeight / 4, width: titleWidth, height: barHeight / 2)
        titleLayer.fontSize = titleFontSize
        layOutPanel(in: bounds)
        layOutButton(panelButtonLayer, side: buttonSide, center: Point(pivotInset, pivotInset))
        panelButtonLayer.transformComponents.rotation = panelButtonRotation
        // The panel's title, turned +90 degrees about its centre at (a, W / 2): closed (the panel at -90 degrees)
        // that is the bar title's place, upright.
        panelTitleLayer.transformComponents.rotation = 0
        panelTitleLayer.bounds = Rect(x: 0, y: 0, width: titleWidth, height: barHeight / 2)
        panelTitleLayer.position = Point(pivotInset, bounds.width / 2)
        panelTitleLayer.transformComponents.rotation = Double.pi / 2
        panelTitleLayer.fontSize = titleFontSize
        layOutItems(scale: scale, width: bounds.width)
        if let swing { startSwing(opening: swing.opening, angularVelocity: swing.angularVelocity) }
    }

    /// The entries: full-width cells 60 pt high (at 375 x 667) from 24 pt below the bar, 2 pt apart, each with a
    /// 24 pt icon right of the panel's button column and its label 16 pt after it. On small menus a cell keeps a
    /// pitch of at least `minimumEntryPitch`, so every entry stays a touch target of its own.
    private func layOutItems(scale: Double, width: Double) {
        let gap = 2 * scale
        let (cellHeight, iconSide) = (max(60 * scale, Self.minimumEntryPitch - gap), 24 * scale)
        for (index, item) in itemLayers.enumerated() {
            item.frame = Rect(
                x: 0, y: barHeight + 24 * scale + Double(index) * (cellHeight + gap), width: width, height: cellHeight)
            let icon = itemIconLayers[index]
            icon.frame = Rect(
                x: barHeight + 8 * scale, y: (cellHeight - iconSide) / 2, width: iconSide, height: iconSide)
            icon.path = GuillotineIcons.path(for: itemTitles[index], side: iconSide)
            icon.lineWidth = 2 * scale
            icon.lineCap = .round
            icon.lineJoin = .round
            icon.fillRule = .evenOdd
            let labelX = icon.frame.maxX + 16 * scale
            itemLabelLayers[index].frame = Rect(
                x: labelX, y: 0, width: max(width - labelX - 16 * scale, 0), height: cellHeight)
            itemLabelLayers[index].fontSize = itemFontSize
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
        let rotation = button.transformComponents.rotation
        button.transformComponents.rotation = 0
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
        button.transformComponents.rotation = rotation
    }
}
