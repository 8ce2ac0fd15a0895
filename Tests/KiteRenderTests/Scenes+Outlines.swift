import KiteGeometry
import KiteScene

extension Scenes {
    /// Strokes of rounded rectangles, which the encoder draws as analytic rings: a card's outline over its fill
    /// (2 wide, as SVG's `<rect stroke>`), a translucent outline, sharp rectangles with miter, round and bevel
    /// joins (the bevel stays a path), a circle from quarter arcs, a rotated outline, and a hairline.
    static func outlines() -> Layer {
        let grey = Color(red: 0.55, green: 0.6, blue: 0.68)
        let card = Layer()
        card.frame = Rect(x: 3, y: 3, width: 30, height: 22)
        card.cornerRadius = 5
        card.backgroundColor = .white
        let cardEdge = RenderFixture.stroke(
            Path(roundedRect: Rect(x: 3, y: 3, width: 30, height: 22), cornerRadius: 5), width: 2, color: grey)
        let translucent = RenderFixture.stroke(
            Path(roundedRect: Rect(x: 38.5, y: 4.25, width: 18, height: 14), cornerRadius: 4), width: 3,
            color: Color(red: 0.8, green: 0.1, blue: 0.3, alpha: 0.5), join: .round)
        let miter = RenderFixture.stroke(
            Path(rect: Rect(x: 62, y: 4, width: 14, height: 10)), width: 2.5, color: .black, join: .miter)
        let round = RenderFixture.stroke(
            Path(rect: Rect(x: 62, y: 20, width: 14, height: 10)), width: 2.5, color: .black, join: .round)
        let bevel = RenderFixture.stroke(
            Path(rect: Rect(x: 62, y: 36, width: 14, height: 10)), width: 2.5, color: .black, join: .bevel)
        let circle = RenderFixture.stroke(
            Path(roundedRect: Rect(x: 4, y: 32, width: 20, height: 20), cornerRadius: 10), width: 1.5,
            color: Color(red: 0.1, green: 0.4, blue: 0.9))
        let rotated = RenderFixture.stroke(
            Path(roundedRect: Rect(x: -9, y: -6, width: 18, height: 12), cornerRadius: 3), width: 1.5,
            color: Color(red: 0.2, green: 0.6, blue: 0.3))
        rotated.position = Point(42, 40)
        rotated.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
        let hairline = RenderFixture.stroke(
            Path(roundedRect: Rect(x: 28.25, y: 50.25, width: 24, height: 7), cornerRadius: 2), width: 0.5,
            color: .black)
        return RenderFixture.root(
            width: width, height: height, [card, cardEdge, translucent, miter, round, bevel, circle, rotated, hairline])
    }
}
