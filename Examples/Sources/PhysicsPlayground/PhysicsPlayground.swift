import ArgumentParser
import KiteApp
import KiteDynamics
import KiteGeometry
import KiteGestures
import KiteScene

/// Blocks that fall, collide, bounce and come to rest inside the window (KiteDynamics, on the Chipmunk physics
/// engine). Drag anywhere to pull the nearest block to your finger on a spring, and let go to throw it; tap to drop
/// a new block where you tapped.
@main
struct PhysicsPlayground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physics-playground", abstract: "Throw blocks that collide, bounce and come to rest.")

    /// --headless, --size, --frames, --hud, --record, --replay, --out, --snapshot-every, ...
    @OptionGroup var runtime: RuntimeOptions

    @Option(help: "How much of its speed a block keeps in a bounce, 0...1.")
    var elasticity = 0.45

    @Option(help: "Blocks at the start, 1...20.")
    var blocks = 6

    func validate() throws {
        guard (0...1).contains(elasticity) else { throw ValidationError("--elasticity must be in 0...1") }
        guard (1...20).contains(blocks) else { throw ValidationError("--blocks must be in 1...20") }
    }

    func run() throws {
        let options = try runtime.runOptions()
        let scene = LayerScene(hudMode: options.hudStartMode)
        let world = try DynamicAnimator()
        let gravity = try GravityBehavior(items: [])
        let collision = CollisionBehavior(items: [])
        let material = try DynamicItemBehavior(items: [], elasticity: elasticity, friction: 0.4)
        for behavior in [gravity, collision, material] as [DynamicBehavior] { try world.addBehavior(behavior) }
        var items: [Block] = []

        func drop(at point: Point) {
            let block = Block(side: 56 + Double(items.count % 3) * 12, color: Block.palette[items.count % 6])
            block.center = point
            scene.rootLayer.addSublayer(block.layer)
            items.append(block)
            gravity.addItem(block)
            collision.addItem(block)
            material.addItem(block)
        }
        scene.onLayout = { size in
            // The window's edges are the walls; they follow the window when it is resized.
            collision.removeBoundary(identifier: "walls")
            let corners = [Point(0, 0), Point(size.width, 0), Point(size.width, size.height), Point(0, size.height)]
            try? collision.addBoundary(identifier: "walls", path: corners, closed: true)
            // The first blocks drop from the part of the window the HUD leaves free, not from under it.
            if items.isEmpty {
                let free = scene.safeArea
                for i in 0..<blocks {
                    drop(at: Point(free.minX + free.width * Double(i + 1) / Double(blocks + 1), free.minY + 80))
                }
            }
        }
        scene.onFrame = { time in try? world.advance(to: time) }

        let tap = TapGestureRecognizer(layer: scene.rootLayer)
        tap.stateDidChange = { recognizer, state, _ in
            guard state == .ended, items.count < 20 else { return }
            drop(at: recognizer.location(in: nil) ?? Point(scene.size.width / 2, scene.size.height / 2))
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
        pan.stateDidChange = { _, state, _ in
            guard let start = pan.startLocation else { return }
            let finger = start + pan.translation
            switch state {
            case .began:
                let nearest = items.min { $0.center.distance(to: start) < $1.center.distance(to: start) }
                if let nearest { hang(nearest, at: finger) }
            case .changed: if let block = held?.block { hang(block, at: finger) }
            case .ended, .cancelled, .failed:
                // Let go: the block flies on with the spring's velocity.
                if let spring = held?.spring { world.removeBehavior(spring) }
                held = nil
            case .possible: break
            }
        }
        scene.gestures.add(tap)
        scene.gestures.add(pan)
        try AppRuntime(options: options, title: "Physics playground").run(scene)
    }
}

/// A rounded square the simulation moves: the dynamic animator writes its centre and angle after every step.
final class Block: DynamicItem {
    static let palette = [0xFF453A, 0xFF9F0A, 0xFFD60A, 0x30D158, 0x0A84FF, 0xBF5AF2].map { Color(hex: UInt32($0)) }
    let layer = Layer()
    var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    var angle = 0.0 {
        didSet { layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1) }
    }
    var size: Size { layer.bounds.size }

    init(side: Double, color: Color) {
        layer.bounds = Rect(x: 0, y: 0, width: side, height: side)
        layer.cornerRadius = side * 0.18
        layer.backgroundColor = color
    }
}
