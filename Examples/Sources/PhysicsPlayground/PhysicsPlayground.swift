import ArgumentParser
import KiteApp
import KiteDynamics
import KiteGeometry
import KiteGestures
import KiteScene

/// Blocks that fall, collide, bounce and come to rest inside the window, clear of the frame-timing HUD (KiteDynamics,
/// on the Chipmunk physics engine). Drag anywhere to pull the nearest block to your finger on a spring, and let go
/// to throw it; tap to drop a new block where you tapped.
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
        let playground = try Playground(elasticity: elasticity, startingBlocks: blocks, hudMode: options.hudStartMode)
        try AppRuntime(options: options, title: "Physics playground").run(playground.scene)
    }
}
