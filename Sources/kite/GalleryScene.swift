import KiteAnimation
import KiteApp
import KiteComponents
import KiteGallery
import KiteGeometry
import KiteGestures
import KiteInput
import KitePlatform
import KiteScene

/// The gallery as the runtime sees it: a `GalleryHost` with Kite's components, told about the surface size and the
/// frame time; the runtime draws its layer tree, labels included.
final class GalleryScene: AppScene {
    let host: GalleryHost
    /// Where the pointer is on the surface (logical pixels), nil while it is outside; for the cursor shape.
    private var pointerLocation: Point?
    /// The `--trace` file: a failed write ends the run (see `quitRequested`).
    private let traceFile: TraceFile?

    /// - Parameters:
    ///   - traceFile: receives the `--trace` lines; nil for none.
    ///   - hudMode: how the HUD starts (F1 cycles it).
    init(traceFile: TraceFile?, hudMode: HUDMode) throws {
        let animator = try Animator(hostTime: 0)
        self.traceFile = traceFile
        host = GalleryHost(
            components: try GalleryHost.standardComponents(animator: animator), animator: animator,
            hudMode: hudMode, trace: traceFile.map { file in GalleryTrace { file.write(line: $0) } })
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

    /// Ctrl-Q in the gallery, or a trace line that could not be written.
    var quitRequested: Bool { host.quitRequested || traceFile?.hasFailed == true }

    /// An animation under way, or a component moving outside the shared animator (physics, a staggered start).
    var isAnimating: Bool { host.animator.isAnimating || host.components.contains { $0.isAnimatingOnItsOwn } }

    /// Which frame-timing HUD is shown: F1 cycles it, a two-finger tap on the top-left corner switches it off and
    /// on, a tap on the HUD switches compact and full.
    var hudMode: HUDMode {
        get { host.hudMode }
        set { host.hudMode = newValue }
    }

    /// Where the HUD is drawn (surface points), nil while hidden: the gallery lays its cards around the compact
    /// HUD (`layout`), so it covers no title or control.
    var hudFrame: Rect?

    /// The tree the runtime draws.
    var rootLayer: Layer { host.rootLayer }

    /// Behind the cards.
    var backgroundColor: Color { GalleryHost.backgroundColor }

    /// Lays out for a `width` x `height` surface (logical pixels) at `scale` (nothing when unchanged).
    func layout(width: Int, height: Int, scale: Double) {
        host.resize(to: Size(Double(width), Double(height)), scale: scale, keepClear: hudFrame)
    }

    /// The gesture system's next timeout (`GestureSystem.nextDeadline`), scene seconds.
    var nextTimeoutSeconds: Double? { host.gestures.nextDeadline }

    /// Advances the gesture system to `timeSeconds` (the input clock): a tap held too long fails.
    func runTimeouts(upTo timeSeconds: Double) { host.gestures.advance(to: timeSeconds) }

    /// Moves animations and simulations to `timeSeconds` (gestures move with events).
    func advance(to timeSeconds: Double) {
        host.advance(to: timeSeconds)
    }
}
