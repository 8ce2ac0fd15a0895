import KiteGeometry
import KiteScene

extension Scenes {
    /// An app-like screen in 80 x 60 points: a bar, six cards (rounded, bordered, one casting a shadow), each with
    /// an avatar circle, a pill, a label and two icon strokes.
    static func appScreen() -> Layer {
        let root = RenderFixture.root(width: width, height: height, [])
        root.backgroundColor = Color(red: 0.97, green: 0.98, blue: 0.99, alpha: 1)
        let bar = Layer()
        bar.frame = Rect(x: 0, y: 0, width: width, height: 8)
        bar.backgroundColor = Color(red: 0.15, green: 0.39, blue: 0.92, alpha: 1)
        root.addSublayer(bar)
        for i in 0..<6 {
            let card = Layer()
            card.frame = Rect(x: 3 + Double(i % 3) * 26, y: 11 + Double(i / 3) * 24, width: 23, height: 21)
            card.backgroundColor = .white
            card.cornerRadius = 3
            (card.borderWidth, card.borderColor) = (0.5, Color(red: 0.89, green: 0.91, blue: 0.94, alpha: 1))
            if i == 4 { (card.shadowOpacity, card.shadowRadius, card.shadowOffset) = (0.3, 2, Vector(0, 1)) }
            let avatar = Layer()
            avatar.frame = Rect(x: 2, y: 2, width: 7, height: 7)
            avatar.cornerRadius = 3.5
            avatar.backgroundColor = Color(red: 0.13, green: 0.77, blue: 0.37, alpha: 1)
            let pill = Layer()
            pill.frame = Rect(x: 2, y: 15, width: 12, height: 4)
            pill.cornerRadius = 2
            pill.backgroundColor = Color(red: 0.93, green: 0.95, blue: 1, alpha: 1)
            let label = TextLayer()
            label.frame = Rect(x: 11, y: 2, width: 11, height: 6)
            (label.string, label.fontSize, label.textColor) = ("Kite", 4, .black)
            var icon = Path()
            icon.move(to: Point(12, 11))
            icon.addLine(to: Point(15, 14))
            icon.addLine(to: Point(20, 9))
            var chevron = Path()
            chevron.move(to: Point(17, 15))
            chevron.addCurve(to: Point(21, 19), control1: Point(21, 15), control2: Point(17, 19))
            for layer in [avatar, pill, label] { card.addSublayer(layer) }
            card.addSublayer(RenderFixture.stroke(icon, width: 1, cap: .round, join: .round))
            card.addSublayer(RenderFixture.stroke(chevron, width: 1, cap: .round))
            root.addSublayer(card)
        }
        return root
    }
}
