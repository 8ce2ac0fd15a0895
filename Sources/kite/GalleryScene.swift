import KiteAnimation
import KiteComponents
import KiteGL
import KiteGallery
import KiteGeometry
import KiteInput
import KitePlatform
import KiteRender
import KiteText

/// The gallery as the frame loops see it: a `GalleryHost` with Kite's components, told about the surface size and
/// the frame time, and drawn (the layer tree, labels included, with KiteRender's `SceneRenderer`) into the bound
/// framebuffer.
final class GalleryScene: InputSink {
    let host: GalleryHost
    /// Where the pointer is on the surface (logical pixels), nil while it is outside; for the cursor shape.
    private var pointerLocation: Point?

    /// - Parameters:
    ///   - trace: receives the `--trace` lines.
    ///   - hudVisible: whether the HUD starts shown (F1 toggles it).
    init(trace: GalleryTrace?, hudVisible: Bool) throws {
        let animator = try Animator(hostTime: 0)
        host = GalleryHost(
            components: try Self.makeComponents(animator: animator), animator: animator, hudVisible: hudVisible,
            trace: trace)
    }

    /// Every component of issue 7, in display (and Tab) order.
    static func makeComponents(animator: Animator) throws -> [any Component] {
        [
            try HamburgerButton(animator: animator), try PopHamburgerButton(animator: animator),
            try PressButton(animator: animator), try PopSpringDemo.ball(animator: animator),
            try PopSpringDemo.balls(animator: animator), try PopSpringDemo.square(animator: animator),
            GuillotineMenu(), SqueezeOutSwitch(animator: animator),
        ]
    }

    /// Each component's primary control frame by name (surface points), for compiling a tour.
    var primaryControlFrames: [String: Rect] {
        Dictionary(host.components.map { ($0.name, $0.primaryControlFrame) }, uniquingKeysWith: { first, _ in first })
    }

    func handle(_ event: InputEvent) {
        switch event.kind {
        case .pointerEnter(let location), .pointerMotion(let location): pointerLocation = location
        case .pointerLeave: pointerLocation = nil
        default: break
        }
        host.handle(event)
    }

    /// A hand over anything a recogniser would take a click from, the arrow elsewhere (the HUD corner's two-finger
    /// tap is for touch only).
    var cursor: CursorShape {
        guard let pointerLocation else { return .arrow }
        let clickable = host.gestures.recognizers(at: pointerLocation).contains { $0 !== host.hudCornerTap }
        return clickable ? .hand : .arrow
    }

    /// Whether the loop should stop: Ctrl-Q in the gallery, or SIGINT/SIGTERM.
    var quitRequested: Bool { host.quitRequested || TerminationRequest.isRequested }

    /// The frame's animation and physics phase: lays out for a `logicalWidth` x `logicalHeight` surface at `scale`
    /// (nothing when unchanged) and moves animations and simulations to `timeSeconds` (gestures move with events).
    func advance(to timeSeconds: Double, logicalWidth: Int, logicalHeight: Int, scale: Double) {
        host.resize(to: Size(Double(logicalWidth), Double(logicalHeight)), scale: scale)
        host.advance(to: timeSeconds)
    }

    /// The frame's layout and encoding phase: the layer tree as it now stands becomes `renderer`'s instances (CPU
    /// only, no GL call).
    func encode(into renderer: SceneRenderer) {
        renderer.prepare(host.rootLayer.drawList(), scale: host.scale)
    }

    /// The frame's submit phase: issues what `encode` prepared into the bound framebuffer of the current layout's
    /// size in device pixels.
    func submit(renderer: SceneRenderer) throws {
        let scale = host.scale
        let (w, h) = (Int((host.viewport.width * scale).rounded()), Int((host.viewport.height * scale).rounded()))
        try renderer.submit(viewportWidth: w, viewportHeight: h, background: Self.background)
    }

    /// What the surface is cleared to behind the cards.
    static var background: Color { GalleryHost.backgroundColor }
}
