import KiteAnimation
import KiteGeometry
import KiteGestures
import KiteInput
import KitePlatform
import KiteScene

/// A ready-made `AppScene`: a root layer to add your layers to, a shared `Animator` for their animations, and a
/// `GestureSystem` for their recognisers; F1 cycles the HUD (compact, full, off) and Ctrl-Q quits.
///
/// Add layers to `rootLayer` and recognisers to `gestures`, set `onLayout` to place things when the surface changes
/// size and `onFrame` for per-frame work, then hand the scene to `AppRuntime.run(_:)`. Lay out inside `safeArea`
/// rather than the whole surface to keep your content out from under the frame-timing HUD.
public final class LayerScene: AppScene {
    /// The surface: add your layers here. Its bounds are the surface in logical pixels, origin top-left.
    public let rootLayer = Layer()
    /// What the surface is cleared to behind the layers.
    public var backgroundColor: Color
    /// Advanced to each frame's time before `onFrame` runs; animate your layers through it.
    public let animator: Animator
    /// Hit-tests from `rootLayer` and feeds your recognisers; each event moves it to the event's time.
    public let gestures: GestureSystem
    /// Which frame-timing HUD is drawn (when the run has one); F1 cycles it, a tap on the HUD switches compact and
    /// full.
    public var hudMode: HUDMode
    /// Set by Ctrl-Q, or by you to end the run.
    public var quitRequested = false
    /// The surface's size in logical pixels, zero before the first frame.
    public private(set) var size = Size.zero
    /// The surface's device pixels per logical pixel.
    public private(set) var scale = 1.0
    /// Where the frame-timing HUD is drawn this frame, surface points; nil while none is. The runtime sets it before
    /// each layout.
    public var hudFrame: Rect?
    /// The part of the surface the HUD leaves free, surface points: the whole surface while no HUD is drawn, else
    /// the surface less the strip along one edge that holds the HUD and a `hudGap` beside it (of the four strips,
    /// the one that leaves the most area). Up to date in `onLayout`, which runs again whenever it changes (the HUD
    /// shown, hidden, switched between compact and full, or moved), so content laid out inside it is never under the
    /// HUD.
    public private(set) var safeArea = Rect.zero
    /// The space `safeArea` keeps between the HUD and your content, points; 8 (the HUD's own margin) by default.
    public static let hudGap = 8.0
    /// The latest frame's time, seconds on the scene clock (since the run's first frame).
    public private(set) var time = 0.0
    /// Called when the surface's size, scale or `safeArea` changes (and before the first frame), with the new size in
    /// logical pixels: lay your layers out here, inside `safeArea` to keep them clear of the HUD.
    public var onLayout: ((Size) -> Void)?
    /// Called each frame after the animator has moved to the frame's time (seconds): step simulations here.
    public var onFrame: ((Double) -> Void)?
    /// Whether a simulation stepped in `onFrame` is still moving: frames keep coming while this says so. Defaults to
    /// nil (only the animator's animations keep frames coming).
    public var isSimulating: (() -> Bool)?
    /// Where the pointer is (surface points), nil while it is outside; for the cursor shape.
    private var pointerLocation: Point?

    /// - Parameters:
    ///   - backgroundColor: what the surface is cleared to; a near-black grey by default.
    ///   - hudMode: how the HUD starts (pass `RunOptions.hudStartMode`); off by default.
    public init(backgroundColor: Color = Color(hex: 0x1C1C1E), hudMode: HUDMode = .off) {
        self.backgroundColor = backgroundColor
        self.hudMode = hudMode
        // An animator at host time 0 cannot fail: only a non-finite time is rejected.
        animator = try! Animator(hostTime: 0)
        rootLayer.anchorPoint = .zero
        rootLayer.name = "root"
        gestures = GestureSystem(rootLayer: rootLayer)
    }

    /// Keys F1 and Ctrl-Q are the scene's own; everything else goes to the gesture system.
    public func handle(_ event: InputEvent) {
        switch event.kind {
        case .pointerEnter(let location), .pointerMotion(let location): pointerLocation = location
        case .pointerLeave: pointerLocation = nil
        default: break
        }
        switch KeyCommand(event) {
        case .cycleHUD: hudMode = hudMode.next
        case .quit: quitRequested = true
        default: gestures.handle(event)
        }
    }

    /// A hand over anything a recogniser would take a click from, the arrow elsewhere.
    public var cursor: CursorShape {
        guard let pointerLocation else { return .arrow }
        return gestures.recognizers(at: pointerLocation).isEmpty ? .arrow : .hand
    }

    /// Sizes `rootLayer` to the surface and calls `onLayout` when the size, the scale or `safeArea` changed.
    public func layout(width: Int, height: Int, scale: Double) {
        let size = Size(Double(width), Double(height))
        let safeArea = Self.safeArea(of: size, clearOf: hudFrame)
        guard size != self.size || scale != self.scale || safeArea != self.safeArea else { return }
        (self.size, self.scale, self.safeArea) = (size, scale, safeArea)
        rootLayer.bounds = Rect(origin: .zero, size: size)
        rootLayer.position = .zero
        onLayout?(size)
    }

    /// The largest of the four edge-to-edge rectangles of a `size` surface (left of, right of, above and below
    /// `hud` widened by `hudGap`) that does not meet `hud`; the whole surface when `hud` is nil or outside it. Ties
    /// go to the one below, then above, then right, then left: a HUD in a corner costs a short strip.
    public static func safeArea(of size: Size, clearOf hud: Rect?) -> Rect {
        let surface = Rect(origin: .zero, size: size)
        guard let hud, hud.intersects(surface) else { return surface }
        let (top, bottom) = (max(0, hud.minY - hudGap), min(size.height, hud.maxY + hudGap))
        let (left, right) = (max(0, hud.minX - hudGap), min(size.width, hud.maxX + hudGap))
        let candidates = [
            Rect(x: 0, y: bottom, width: size.width, height: size.height - bottom),
            Rect(x: 0, y: 0, width: size.width, height: top),
            Rect(x: right, y: 0, width: size.width - right, height: size.height),
            Rect(x: 0, y: 0, width: left, height: size.height),
        ]
        var best = candidates[0]
        for candidate in candidates.dropFirst() where candidate.width * candidate.height > best.width * best.height {
            best = candidate
        }
        return best
    }

    /// An animation of `animator` under way, or `isSimulating` says a simulation is.
    public var isAnimating: Bool { animator.isAnimating || (isSimulating?() ?? false) }

    /// The gesture system's next timeout (`GestureSystem.nextDeadline`), scene seconds.
    public var nextTimeoutSeconds: Double? { gestures.nextDeadline }

    /// Advances the gesture system to `timeSeconds`: a long press held still begins, a held tap fails.
    public func runTimeouts(upTo timeSeconds: Double) { gestures.advance(to: timeSeconds) }

    /// Moves the animator to `timeSeconds`, then calls `onFrame`.
    public func advance(to timeSeconds: Double) {
        time = timeSeconds
        animator.advance(to: timeSeconds)
        onFrame?(timeSeconds)
    }
}
