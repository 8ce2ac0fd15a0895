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

    /// A bad option is one line (what, where, the valid range) and exit 64, as in `kite`.
    static func main() { mainWithOneLineErrors() }

    /// --headless, --size, --frames, --hud, --record, --replay, --out, --snapshot-every, ...
    @OptionGroup var runtime: RuntimeOptions

    @Option(
        parsing: .unconditional, help: "How much of its speed a block keeps in a bounce, 0...1.",
        transform: NumberOption.decimal(in: 0...1))
    var elasticity: Double = 0.45

    @Option(
        parsing: .unconditional, help: "Blocks at the start, 1...20.",
        transform: NumberOption.integer(in: 1...Playground.maximumBlocks))
    var blocks: Int = 6

    func run() throws {
        let options = try runtime.runOptions()
        let playground = try Playground(elasticity: elasticity, startingBlocks: blocks, hudMode: options.hudStartMode)
        try AppRuntime(options: options, title: "Physics playground").run(playground.scene)
    }
}
