import KiteGL
import KiteImage
import KitePlatform
import KiteTiming

/// The display link on a real compositor: draws only when a `wl_surface.frame` callback arrives, asks
/// `wp_presentation` about every commit, and never blocks in EGL (swap interval 0).
final class WaylandRunner {
    let options: RunOptions
    let scene: PlaceholderScene
    /// How long to wait for events when no frame is due: long enough not to spin, short enough to notice a
    /// compositor that went away.
    static let idlePollSeconds = 0.5

    private var timeline = FrameTimeline()
    private var nextFrame: UInt64 = 0
    private var presentedCount = 0
    private var lastPresent: (timestamp: UInt64, refresh: UInt64)?
    private var startNanoseconds: UInt64?
    private var running = true

    init(options: RunOptions, scene: PlaceholderScene) {
        self.options = options
        self.scene = scene
    }

    func run() throws {
        let display = try WaylandDisplay()
        let window = WaylandWindow(
            display: display, title: "Kite Gallery", appID: "org.kite.Gallery", defaultSize: options.logicalSize)
        try window.waitForConfigure()
        let gl = try GLContext(platform: .wayland(display: UnsafeMutableRawPointer(display.rawDisplay)))
        try gl.attachWindow(window.eglWindowPointer!)
        let painter = try RoundedRectPainter()
        let log = try options.makeFrameLog()
        defer { log?.flush() }
        let hasFeedback = display.features.presentation
        var frameDue = true  // the first frame is drawn at once; later ones wait for a frame callback
        while running {
            if frameDue {
                try drawFrame(window: window, gl: gl, painter: painter, clock: display.presentationClock)
                frameDue = false
            }
            try display.dispatch(timeoutSeconds: window.isWaitingForFrameCallback ? Self.idlePollSeconds : 0)
            for event in window.takeEvents() {
                switch event {
                case .frameCallback:
                    frameDue = true
                    if !hasFeedback { timeline.giveUpOnPending() }
                case .presentation(let feedback):
                    record(feedback)
                case .closeRequested:
                    running = false
                case .configured:
                    frameDue = frameDue || !window.isWaitingForFrameCallback
                }
            }
            for record in timeline.drain(now: display.presentationClock.nowNanoseconds()) {
                log?.write(record)
                // Without feedback the frame callbacks are the only sign of presentation, so count those.
                if record.status == .presented || (!hasFeedback && record.status == .unknown) { presentedCount += 1 }
            }
            if let limit = options.frames, presentedCount >= limit { running = false }
        }
    }

    private func record(_ feedback: PresentationFeedback) {
        switch feedback.outcome {
        case .presented(let timestamp, let refresh, _, _):
            timeline.presented(frame: feedback.frameID, atNanoseconds: timestamp, refreshNanoseconds: UInt64(refresh))
            lastPresent = (timestamp, UInt64(refresh))
        case .discarded:
            timeline.discarded(frame: feedback.frameID)
        }
    }

    /// The vblank this frame will most likely be shown at: the first refresh boundary after now, extrapolated
    /// from the last presentation; now itself when nothing has been presented yet.
    private func predictedPresentation(now: UInt64) -> UInt64 {
        guard let (timestamp, refresh) = lastPresent, refresh > 0, now >= timestamp else { return now }
        return timestamp + refresh * ((now - timestamp) / refresh + 1)
    }

    private func drawFrame(
        window: WaylandWindow, gl: GLContext, painter: RoundedRectPainter, clock: PresentationClock
    ) throws {
        guard let config = window.configuration else { return }
        let start = clock.nowNanoseconds()
        let target = predictedPresentation(now: start)
        let origin = startNanoseconds ?? target
        startNanoseconds = origin
        let frame = nextFrame
        nextFrame += 1
        scene.draw(
            painter: painter, timeSeconds: Double(target - min(target, origin)) / 1e9,
            logicalWidth: config.logicalWidth, logicalHeight: config.logicalHeight, scale: config.scale)
        if options.wantsSnapshot(of: frame) {
            let pixels = Pixels.readRGBA(width: config.bufferWidth, height: config.bufferHeight)
            try options.writeSnapshot(
                PNGImage(width: config.bufferWidth, height: config.bufferHeight, pixels: pixels), frame: frame)
        }
        // Both requests must precede the swap: eglSwapBuffers commits the surface.
        window.requestFrameCallback()
        window.requestPresentationFeedback(frameID: frame)
        let commit = clock.nowNanoseconds()
        try gl.swapBuffers()
        let end = clock.nowNanoseconds()
        timeline.committed(frame: frame, atNanoseconds: commit, cpuMilliseconds: Double(end - start) / 1e6)
    }
}
