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
/// the frame time, and drawn (the layer tree with KiteRender's `SceneRenderer`, then the labels) into the bound
/// framebuffer.
final class GalleryScene: InputSink {
    let host: GalleryHost
    private var labelPainter: LabelPainter?
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

    /// A hand over anything a recogniser would take a touch from, the arrow elsewhere.
    var cursor: CursorShape {
        guard let pointerLocation, !host.gestures.recognizers(at: pointerLocation).isEmpty else { return .arrow }
        return .hand
    }

    /// Whether the loop should stop: Ctrl-Q in the gallery, or SIGINT/SIGTERM.
    var quitRequested: Bool { host.quitRequested || TerminationRequest.isRequested }

    /// Lays out for the surface, advances to `timeSeconds` (the frame's presentation time on the scene clock) and
    /// draws into the bound framebuffer.
    func draw(
        renderer: SceneRenderer, timeSeconds: Double, logicalWidth: Int, logicalHeight: Int, scale: Double
    ) throws {
        host.resize(to: Size(Double(logicalWidth), Double(logicalHeight)), scale: scale)
        host.advance(to: timeSeconds)
        let (w, h) = (Int((Double(logicalWidth) * scale).rounded()), Int((Double(logicalHeight) * scale).rounded()))
        try renderer.draw(
            host.rootLayer.drawList(), viewportWidth: w, viewportHeight: h, scale: scale,
            background: GalleryHost.backgroundColor)
        if labelPainter == nil {
            labelPainter = try LabelPainter(fontPath: FontLocator.path(family: RunOptions.hudFontFamily))
        }
        try labelPainter?.draw(host.labels, scale: scale, viewportWidth: w, viewportHeight: h)
    }
}
