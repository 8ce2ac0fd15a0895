import Foundation
import KiteApp
import KiteDynamics
import KiteGeometry
import Testing

@testable import PhysicsPlayground

/// The playground's walls are the HUD's safe area (`LayerScene.safeArea`), stepped by hand at 60 Hz: blocks come to
/// rest on the safe area's floor rather than the window's, bounce off its top edge when thrown at it, and a block the
/// HUD's strip covers when the HUD appears is put back inside.
@Suite struct PlaygroundWallTests {
    /// Chipmunk lets resting bodies sink this far into a wall (its collision slop), points.
    static let slop = 1.0
    /// How far a block thrown at a wall at 1500 pt/s overlaps it in the step it hits (25 pt a frame at 60 Hz;
    /// the overlap is pushed out over the next steps), points.
    static let impactSlop = 6.0

    /// Steps the playground's scene from `start` for `seconds` at 60 Hz, calling `each` after every frame.
    static func run(
        _ playground: Playground, from start: Double, for seconds: Double, each: (Double) -> Void = { _ in }
    ) {
        for frame in 1...Int(seconds * 60) {
            let time = start + Double(frame) / 60
            playground.scene.advance(to: time)
            each(time)
        }
    }

    /// A block's bounds on the surface, turned by its angle.
    static func bounds(of block: Block) -> Rect {
        let half = block.size.width / 2
        let reach = half * (abs(cos(block.angle)) + abs(sin(block.angle)))
        return Rect(x: block.center.x - reach, y: block.center.y - reach, width: 2 * reach, height: 2 * reach)
    }

    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    static func layOut(_ playground: Playground, hud: Rect?) {
        playground.scene.hudFrame = hud
        playground.scene.layout(width: 800, height: 600, scale: 1)
    }

    /// The compact HUD at the bottom left: the safe area is the 800 x 532 above it, and the blocks land on y = 532,
    /// not on the window's bottom edge at 600.
    @Test func blocksComeToRestOnTheSafeAreasFloor() throws {
        let playground = try Playground(elasticity: 0.45, startingBlocks: 6, hudMode: .compact)
        Self.layOut(playground, hud: Rect(x: 8, y: 540, width: 148, height: 52))
        let free = playground.scene.safeArea
        #expect(free == Rect(x: 0, y: 0, width: 800, height: 532))
        Self.run(playground, from: 0, for: 8)
        #expect(playground.blocks.count == 6)
        for block in playground.blocks {
            let b = Self.bounds(of: block)
            #expect(Self.encloses(free.insetBy(dx: -Self.slop, dy: -Self.slop), b), "\(b) leaves \(free)")
        }
        let floor = playground.blocks.map { Self.bounds(of: $0).maxY }.max() ?? 0
        #expect(abs(floor - free.maxY) <= Self.slop, "lowest block edge \(floor)")
    }

    /// Throws the first block straight up at 1500 pt/s after it has settled, and returns the highest its top edge
    /// came and where its top was in the first frame it moved down again.
    static func throwUp(hud: Rect?) throws -> (highest: Double, turnedAt: Double?, free: Rect) {
        let playground = try Playground(elasticity: 0.45, startingBlocks: 1, hudMode: .compact)
        layOut(playground, hud: hud)
        run(playground, from: 0, for: 3)
        let block = try #require(playground.blocks.first)
        try playground.world.addLinearVelocity(Vector(dx: 0, dy: -1500), to: block)
        var highest = Double.infinity
        var turnedAt: Double?
        var previous = try playground.world.linearVelocity(of: block).dy
        run(playground, from: 3, for: 1.5) { _ in
            let top = bounds(of: block).minY
            highest = min(highest, top)
            let dy = (try? playground.world.linearVelocity(of: block).dy) ?? 0
            if previous < -100, dy > 0, turnedAt == nil { turnedAt = top }
            previous = dy
        }
        return (highest, turnedAt, playground.scene.safeArea)
    }

    /// The compact HUD at the top right: the safe area starts at y = 68. A block thrown straight up reaches that
    /// edge, turns back there (its vertical velocity changes sign within a frame's travel of the wall) and never
    /// passes it; without the HUD the same throw goes on to the window's top edge.
    @Test func aBlockThrownAtTheTopBouncesOffTheSafeAreasEdge() throws {
        let (highest, turnedAt, free) = try Self.throwUp(hud: Rect(x: 644, y: 8, width: 148, height: 52))
        #expect(free.minY == 68)
        #expect(highest >= free.minY - Self.impactSlop, "the block reached \(highest), above the wall at \(free.minY)")
        let turn = try #require(turnedAt, "the block never turned back")
        #expect(turn <= free.minY + 20, "it turned at \(turn), not at the wall")
        let (open, _, _) = try Self.throwUp(hud: nil)
        #expect(open < free.minY - 40, "without the HUD the throw reaches \(open)")
    }

    /// Blocks resting on the window's floor while no HUD is shown are lifted inside the walls when the compact HUD
    /// appears at the bottom, and come to rest on the new floor.
    @Test func blocksUnderTheHUDsStripMoveInsideWhenItAppears() throws {
        let playground = try Playground(elasticity: 0.45, startingBlocks: 6, hudMode: .off)
        Self.layOut(playground, hud: nil)
        Self.run(playground, from: 0, for: 6)
        let floor = playground.blocks.map { Self.bounds(of: $0).maxY }.max() ?? 0
        #expect(floor > 590, "resting on the window's floor: \(floor)")
        Self.layOut(playground, hud: Rect(x: 8, y: 540, width: 148, height: 52))
        let free = playground.scene.safeArea
        #expect(playground.blocks.allSatisfy { free.contains($0.center) })
        Self.run(playground, from: 6, for: 6)
        for block in playground.blocks {
            let b = Self.bounds(of: block)
            #expect(Self.encloses(free.insetBy(dx: -Self.slop, dy: -Self.slop), b), "\(b) leaves \(free)")
        }
    }
}
