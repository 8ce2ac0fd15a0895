import KiteGeometry
import KiteScene
import Testing

@testable import KiteRender

/// A dashed path too long to be dashed whole is dashed where it can reach the viewport; those dashes are laid once
/// and reused while the path, transform and viewport stay, and laid again when one of them changes.
@Suite struct DashCacheTests {
    /// A dashed line 100,000 points long across an 80 x 60 viewport: 20,000 dashes in all, past
    /// `DashedPath.eagerDashes`, so the encoder lays only the few that can reach the viewport.
    static func longDashes() -> Layer {
        let line = ShapeLayer()
        line.anchorPoint = .zero
        line.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        line.path = Scenes.polyline([(-50_000, 30), (50_000, 30)])
        line.fillColor = nil
        line.strokeColor = .black
        line.lineWidth = 2
        line.lineDashPattern = [3, 2]
        return RenderFixture.root(width: 80, height: 60, [line])
    }

    @Test func steadyFramesReuseTheLaidDashes() {
        let root = Self.longDashes()
        let list = root.drawList()
        var encoder = SceneEncoder()
        let viewport = Size(160, 120)
        encoder.encode(list, scale: 2, viewport: viewport)
        #expect(encoder.dashCache.layCount == 1)
        let first = encoder.strokes
        #expect(first.count > 10 && first.count < 200, "\(first.count) pieces for the visible dashes")
        for _ in 0..<3 { encoder.encode(list, scale: 2, viewport: viewport) }
        #expect(encoder.dashCache.layCount == 1)
        #expect(encoder.strokes == first)
        // A moved layer, a new viewport, or a new draw list of the same content.
        root.position = Point(0.5, 0)
        let moved = root.drawList()
        encoder.encode(moved, scale: 2, viewport: viewport)
        #expect(encoder.dashCache.layCount == 2)
        encoder.encode(moved, scale: 2, viewport: Size(120, 120))
        #expect(encoder.dashCache.layCount == 3)
        encoder.encode(root.drawList(), scale: 2, viewport: Size(120, 120))
        #expect(encoder.dashCache.layCount == 3)
        // What the cache gives is what a fresh encoder lays.
        var fresh = SceneEncoder()
        fresh.encode(moved, scale: 2, viewport: Size(120, 120))
        #expect(encoder.strokes == fresh.strokes && encoder.commands.count == fresh.commands.count)
    }

    /// Entries a frame does not ask for are dropped: a path dashed in one frame and not the next is laid again
    /// when it comes back two frames later.
    @Test func unusedEntriesAreDropped() {
        let list = Self.longDashes().drawList()
        let empty = RenderFixture.root(width: 80, height: 60, []).drawList()
        var encoder = SceneEncoder()
        encoder.encode(list, scale: 1, viewport: Size(80, 60))
        encoder.encode(empty, scale: 1, viewport: Size(80, 60))
        encoder.encode(empty, scale: 1, viewport: Size(80, 60))
        encoder.encode(list, scale: 1, viewport: Size(80, 60))
        #expect(encoder.dashCache.layCount == 2)
    }
}
