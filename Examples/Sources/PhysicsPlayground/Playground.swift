import KiteApp
import KiteDynamics
import KiteGeometry
import KiteGestures
import KiteScene

/// The playground's world: a `LayerScene` whose blocks a Chipmunk-backed `DynamicAnimator` moves, walled in by the
/// part of the window the frame-timing HUD leaves free (`LayerScene.safeArea`), with a tap to drop a block and a
/// drag to throw one.
final class Playground {
    let scene: LayerScene
    let world: DynamicAnimator
    private let gravity: GravityBehavior
    private let collision = CollisionBehavior(items: [])
    private let material: DynamicItemBehavior
    private(set) var blocks: [Block] = []
    /// Most blocks the playground holds.
    static let maximumBlocks = 20

    /// - Parameters:
    ///   - elasticity: how much of its speed a block keeps in a bounce, 0...1.
    ///   - startingBlocks: blocks dropped in at the first layout, 1...20.
    ///   - hudMode: how the HUD starts.
    init(elasticity: Double, startingBlocks: Int, hudMode: HUDMode) throws {
        scene = LayerScene(hudMode: hudMode)
        world = try DynamicAnimator()
        gravity = try GravityBehavior(items: [])
        material = try DynamicItemBehavior(items: [], elasticity: elasticity, friction: 0.4)
        for behavior in [gravity, collision, material] as [DynamicBehavior] { try world.addBehavior(behavior) }
        scene.onLayout = { [unowned self] _ in
            self.buildWalls()
            // The first blocks drop from the part of the window the HUD leaves free, not from under it.
            if self.blocks.isEmpty {
                let free = self.scene.safeArea
                for i in 0..<startingBlocks {
                    let x = free.minX + free.width * Double(i + 1) / Double(startingBlocks + 1)
                    self.drop(at: Point(x, free.minY + 80))
                }
            }
        }
        scene.onFrame = { [unowned self] time in try? self.world.advance(to: time) }
        addGestures()
    }

    /// The walls are the edges of the safe area: they follow the window when it is resized and the HUD when it is
    /// shown, switched or hidden, so blocks bounce off the HUD's side instead of sliding under it. A block the new
    /// walls would leave outside is put back inside them.
    private func buildWalls() {
        let free = scene.safeArea
        collision.removeBoundary(identifier: "walls")
        let corners = [
            Point(free.minX, free.minY), Point(free.maxX, free.minY), Point(free.maxX, free.maxY),
            Point(free.minX, free.maxY),
        ]
        try? collision.addBoundary(identifier: "walls", path: corners, closed: true)
        for block in blocks {
            let half = block.size.width / 2
            let inside = free.insetBy(dx: min(half, free.width / 2), dy: min(half, free.height / 2))
            let center = Point(
                min(max(block.center.x, inside.minX), inside.maxX), min(max(block.center.y, inside.minY), inside.maxY))
            guard center != block.center else { continue }
            block.center = center
            try? world.updateItemUsingCurrentState(block)
        }
    }

    /// Drops a new block with its centre at `point` (surface points).
    func drop(at point: Point) {
        let block = Block(side: 56 + Double(blocks.count % 3) * 12, color: Block.palette[blocks.count % 6])
        block.center = point
        scene.rootLayer.addSublayer(block.layer)
        blocks.append(block)
        gravity.addItem(block)
        collision.addItem(block)
        material.addItem(block)
    }

    private func addGestures() {
        let tap = TapGestureRecognizer(layer: scene.rootLayer)
        tap.stateDidChange = { [unowned self] recognizer, state, _ in
            guard state == .ended, self.blocks.count < Self.maximumBlocks else { return }
            let size = self.scene.size
            self.drop(at: recognizer.location(in: nil) ?? Point(size.width / 2, size.height / 2))
        }
        // The grabbed block hangs on a spring from the finger; a new spring replaces it at each move.
        let pan = PanGestureRecognizer(layer: scene.rootLayer)
        var held: (block: Block, spring: AttachmentBehavior)?
        func hang(_ block: Block, at point: Point) {
            if let old = held?.spring { world.removeBehavior(old) }
            guard
                let spring = try? AttachmentBehavior(
                    item: block, attachedToAnchor: point, length: 0, frequency: 3, dampingRatio: 0.7),
                (try? world.addBehavior(spring)) != nil
            else { return }
            held = (block, spring)
        }
        pan.stateDidChange = { [unowned self] _, state, _ in
            guard let start = pan.startLocation else { return }
            let finger = start + pan.translation
            switch state {
            case .began:
                let nearest = self.blocks.min { $0.center.distance(to: start) < $1.center.distance(to: start) }
                if let nearest { hang(nearest, at: finger) }
            case .changed: if let block = held?.block { hang(block, at: finger) }
            case .ended, .cancelled, .failed:
                // Let go: the block flies on with the spring's velocity.
                if let spring = held?.spring { self.world.removeBehavior(spring) }
                held = nil
            case .possible: break
            }
        }
        scene.gestures.add(tap)
        scene.gestures.add(pan)
    }
}
