import KiteAnimation
import KiteGeometry
import KiteScene
import Testing

@testable import KiteGallery

/// Showing, switching and hiding the HUD springs the cards to their new frames: driven by hand, each card, label and
/// component is drawn where the spring's closed form puts its cell at that instant, a change mid-flight carries the
/// position and velocity into the next segment, and everything ends at the new layout with identity transforms.
@Suite struct GalleryLayoutMotionTests {
    static let size = Size(800, 600)
    /// The full HUD's panel, top right, and the compact one, top left (surface points).
    static let fullHUD = Rect(x: 436, y: 8, width: 356, height: 278)
    static let compactHUD = Rect(x: 8, y: 8, width: 148, height: 52)

    static func makeHost() throws -> GalleryHost {
        let animator = try Animator(hostTime: 0)
        let host = GalleryHost(
            components: try GalleryHost.standardComponents(animator: animator), animator: animator)
        host.resize(to: size, scale: 1)
        host.advance(to: 1)
        return host
    }

    static func curve(from: Rect, to: Rect, velocity: Rect = .zero) throws -> SpringCurve<Rect> {
        try SpringCurve(
            spring: GalleryHost.layoutSpring, from: from, to: to, velocity: velocity,
            threshold: PropertyKind.points(deviceScale: 1).threshold)
    }

    /// `rect` mapped by the affine map that takes `from` onto `to`.
    static func map(_ rect: Rect, from: Rect, to: Rect) -> Rect {
        let (sx, sy) = (to.width / from.width, to.height / from.height)
        return Rect(
            x: to.minX + sx * (rect.minX - from.minX), y: to.minY + sy * (rect.minY - from.minY),
            width: sx * rect.width, height: sy * rect.height)
    }

    static func near(_ a: Rect?, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy {
            abs($0) <= tolerance
        }
    }

    /// Checks every cell is drawn at `expected(i)` (its card), with its label and component carried along.
    static func expectDrawn(
        _ host: GalleryHost, at expected: (Int) -> Rect, _ place: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (i, cell) in host.layout.cells.enumerated() {
            let apparent = expected(i)
            let targets = host.touchTargets
            #expect(
                near(targets.frame(of: host.cards[i]), apparent), "card \(i) \(place)", sourceLocation: sourceLocation)
            #expect(
                near(targets.frame(of: host.labelLayers[i]), map(cell.label, from: cell.cell, to: apparent)),
                "label \(i) \(place)", sourceLocation: sourceLocation)
            #expect(
                near(targets.frame(of: host.components[i].layer), map(cell.component, from: cell.cell, to: apparent)),
                "component \(i) \(place)", sourceLocation: sourceLocation)
        }
    }

    /// At 60 and 144 Hz alike, each frame draws the cells at the spring's closed form for that instant.
    @Test(arguments: [60.0, 144.0])
    func showingTheHUDSpringsTheCardsToTheirNewFrames(hertz: Double) throws {
        let host = try Self.makeHost()
        let before = host.layout.cells.map(\.cell)
        host.resize(to: Self.size, scale: 1, keepClear: Self.fullHUD)
        let after = host.layout.cells.map(\.cell)
        #expect(before != after)
        // Nothing has moved yet: the cells are drawn where they were.
        Self.expectDrawn(host, at: { before[$0] }, "when the HUD appears")
        let curves = try zip(before, after).map { try Self.curve(from: $0, to: $1) }
        let moving = host.cards.indices.filter { before[$0] != after[$0] }
        #expect(!moving.isEmpty)
        for frame in 1...Int(0.5 * hertz) {
            let t = Double(frame) / hertz
            host.advance(to: 1 + t)
            Self.expectDrawn(host, at: { curves[$0].sample(at: t).value }, "at \(t) s")
            // A tenth of a second in, the cards that move are on their way (the check above is not of a jump).
            if frame == Int(0.1 * hertz) {
                let drawn = moving.map { host.touchTargets.frame(of: host.cards[$0]) }
                #expect(zip(moving, drawn).allSatisfy { !Self.near($1, after[$0], within: 1) })
                #expect(zip(moving, drawn).allSatisfy { !Self.near($1, before[$0], within: 1) })
            }
        }
        #expect(host.animator.isAnimating)
        host.advance(to: 4)
        Self.expectDrawn(host, at: { after[$0] }, "at rest")
        let layers = host.cards + host.labelLayers + host.components.map(\.layer)
        #expect(layers.allSatisfy { $0.transform.isIdentity })
        #expect(zip(host.cards, after).allSatisfy { $0.frame == $1 })
    }

    /// The HUD hidden again mid-flight: the cells turn back from where they are with the velocity they had, and
    /// come to rest exactly in the layout without the HUD.
    @Test func hidingItMidFlightCarriesTheVelocityIntoTheWayBack() throws {
        let host = try Self.makeHost()
        let original = host.layout.cells.map(\.cell)
        host.resize(to: Self.size, scale: 1, keepClear: Self.fullHUD)
        let withHUD = host.layout.cells.map(\.cell)
        let out = try zip(original, withHUD).map { try Self.curve(from: $0, to: $1) }
        let turn = 9.0 / 60
        host.advance(to: 1 + turn)
        host.resize(to: Self.size, scale: 1, keepClear: nil)
        #expect(host.layout.cells.map(\.cell) == original)
        Self.expectDrawn(host, at: { out[$0].sample(at: turn).value }, "when the HUD goes")
        let back = try out.indices.map { i in
            let (value, velocity) = out[i].sample(at: turn)
            return try Self.curve(from: value, to: original[i], velocity: velocity)
        }
        for frame in 1...30 {
            let t = Double(frame) / 60
            host.advance(to: 1 + turn + t)
            Self.expectDrawn(host, at: { back[$0].sample(at: t).value }, "\(t) s after the turn")
        }
        host.advance(to: 5)
        Self.expectDrawn(host, at: { original[$0] }, "at rest")
        #expect((host.cards + host.labelLayers).allSatisfy { $0.transform.isIdentity })
    }

    /// A window resize while the cards are in flight puts them in the new layout at once.
    @Test func aResizeMidFlightMovesTheCardsAtOnce() throws {
        let host = try Self.makeHost()
        host.resize(to: Self.size, scale: 1, keepClear: Self.compactHUD)
        host.advance(to: 1.1)
        host.resize(to: Size(1024, 768), scale: 1, keepClear: Self.compactHUD)
        Self.expectDrawn(host, at: { host.layout.cells[$0].cell }, "after the resize")
        #expect((host.cards + host.labelLayers).allSatisfy { $0.transform.isIdentity })
        host.advance(to: 1.2)
        Self.expectDrawn(host, at: { host.layout.cells[$0].cell }, "a frame later")
    }
}
