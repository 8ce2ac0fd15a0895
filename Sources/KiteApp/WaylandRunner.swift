import KiteGL
import KiteHUD
import KiteImage
import KitePlatform
import KiteRender
import KiteTiming

/// The display link on a real compositor: draws only when a `wl_surface.frame` callback arrives, asks
/// `wp_presentation` about every commit, and never blocks in EGL (swap interval 0).
///
/// Frames on demand: after a frame, the next frame callback is requested only while something needs frames (the
/// scene is animating, the frame changed the layer tree, a replay plays, or `--continuous`). Otherwise the loop
/// sleeps in the Wayland dispatch until input, a configure, a key repeat or a change made to the tree from code
/// wakes it; the frame after such a wake is drawn at once and marked `followsIdle`. A visible HUD does not keep
/// frames coming: once the scene is idle it asks for one frame, damaging only itself, to show the feedback of the
/// last frames (`drawingHUDRefresh`). Each frame
/// redraws only its damage into a retained target copied to the window in one draw (Mesa's software path offers
/// no buffer age), unless `--full-redraw`.
public final class WaylandRunner {
    /// The run's options: frame count, initial size, logs, snapshots, replay.
    public let options: RunOptions
    /// The scene drawn each frame.
    public let scene: AppScene
    /// The window's title, shown by the compositor.
    public let title: String
    /// The xdg-shell application id (reverse-DNS, e.g. `org.kite.Gallery`): compositors group windows by it.
    public let appID: String
    /// How long to wait for events when no frame is due: long enough not to spin, short enough to notice a
    /// compositor that went away.
    static let idlePollSeconds = 0.5

    private var timeline = FrameTimeline()
    private var nextFrame: UInt64 = 0
    /// Frames whose feedback is final: presented, discarded, or unknown (no feedback within the timeline's wait).
    private var finishedCount = 0
    private var lastPresent: (timestamp: UInt64, refresh: UInt64)?
    private var startNanoseconds: UInt64?
    private var running = true
    private var phases = PhaseStopwatch()
    /// Nanoseconds spent handling window events since the last frame: the next frame's input phase.
    private var inputNanoseconds: UInt64 = 0
    /// Made once the GL context exists.
    private var gpuTimer: GPUTimer?
    private var input: InputPipeline?
    /// The root's `treeRevision` after the last frame: a different one means the tree changed since.
    private var drawnTreeRevision: UInt64?
    /// True while no frame callback is requested because nothing needed a frame.
    private var idle = false
    /// Whether the next frame is the first after an idle gap.
    private var waking = false
    /// The next frame is drawn only to show the HUD's figures after the scene went idle.
    private var drawingHUDRefresh = false
    /// The last frame drawn for the scene (not a HUD refresh). Only feedback for it or earlier frames asks for a
    /// HUD refresh, so a visible HUD over an idle scene costs a frame or two, not a frame per refresh (some
    /// compositors, weston's headless back end among them, send a commit's feedback only after the next commit).
    private var lastSceneFrame: UInt64?
    /// Whether feedback for a scene frame arrived in this pass while the HUD is shown.
    private var hudRefreshDue = false
    /// Paces the warm-up steps between frames.
    private var pacer = WarmUpPacer()
    /// When the last frame started, on the presentation clock.
    private var lastFrameStart: UInt64?
    /// The longest sleep in one dispatch while idle: a wake-up only to notice a compositor that went away, seconds.
    static let idleSleepSeconds = 30.0

    /// - Parameters:
    ///   - options: the run's options.
    ///   - scene: the scene to draw.
    ///   - title: the window's title.
    ///   - appID: the xdg-shell application id.
    public init(options: RunOptions, scene: AppScene, title: String, appID: String) {
        self.options = options
        self.scene = scene
        self.title = title
        self.appID = appID
    }

    /// Opens the window and draws a frame for each frame callback until the window is closed, the scene asks to
    /// quit, `options.frames` frames have final feedback (presented, discarded or unknown: a compositor that never
    /// presents, like sway's headless output, still ends the run), or SIGINT/SIGTERM arrives.
    ///
    /// Every output is finished on every way out: when the compositor goes away, the frames still waiting for
    /// feedback are logged as `unknown`, and the log, the summary and the recording are complete before the error is
    /// thrown. A write that fails ends the run the same way, naming the file and the reason.
    public func run() throws {
        let display = try WaylandDisplay()
        let window = WaylandWindow(
            display: display, title: title, appID: appID, defaultSize: options.logicalSize)
        try window.waitForConfigure()
        // fontconfig's start-up runs on another core while EGL loads the driver.
        RunOptions.warmUpFonts()
        let gl = try GLContext(platform: .wayland(display: UnsafeMutableRawPointer(display.rawDisplay)))
        try gl.attachWindow(window.eglWindowPointer!, owner: window)
        let step = try FrameStep(scene: scene, renderer: SceneRenderer(), hud: options.makeHUD())
        // The first frame compiles one variant per program it draws with; the warm-up after it compiles the rest.
        step.renderer.drawsWithFewestVariants = true
        if !options.fullRedraw, let config = window.configuration {
            // Where the driver says how old the back buffer is, frames are drawn straight into it; elsewhere (Mesa's
            // software path) into retained pixels copied whole to the window.
            if gl.hasBufferAge {
                step.bufferAge = BufferAgeTarget(width: config.bufferWidth, height: config.bufferHeight)
            } else {
                step.retained = try RetainedTarget(width: config.bufferWidth, height: config.bufferHeight)
                // The first frames go straight into the back buffer, until the warm-up has made the first copy
                // from the retained pixels, which compiles the copy's program and shader variant.
                step.drawsFirstFramesDirectly = true
            }
        }
        let input = try options.makeInputPipeline()
        let recorder: FrameRecorder
        do { recorder = try FrameRecorder(options: options) } catch {
            try? input.finish()
            throw error
        }
        recorder.redraw = step.redrawPath
        self.input = input
        try AppFailure.finishing(
            {
                do { try loop(display: display, window: window, gl: gl, step: step, recorder: recorder) } catch {
                    // The compositor went away (or a frame failed): the frames it never answered are `unknown`.
                    timeline.giveUpOnPending()
                    for record in timeline.drain(now: display.presentationClock.nowNanoseconds()) {
                        recorder.record(record)
                    }
                    throw error
                }
            }, then: [input.finish, recorder.finish])
    }

    private func loop(
        display: WaylandDisplay, window: WaylandWindow, gl: GLContext, step: FrameStep, recorder: FrameRecorder
    ) throws {
        gpuTimer = GPUTimer()
        let hasFeedback = display.features.presentation
        var frameDue = true  // the first frame is drawn at once; later ones wait for a frame callback
        while running && !scene.quitRequested && !TerminationRequest.isRequested && !recorder.hasFailed
            && input?.hasFailed != true
        {
            if frameDue {
                try drawFrame(
                    window: window, gl: gl, step: step, clock: display.presentationClock, recorder: recorder)
                frameDue = false
                if nextFrame == 1, let config = window.configuration {
                    // The first frame is on its way to the compositor: what a first interaction would otherwise
                    // compile or rasterise is done from now on, a step at a time in the idle time between frames.
                    step.startWarmUp(
                        surface: SurfaceSize(
                            logicalWidth: config.logicalWidth, logicalHeight: config.logicalHeight,
                            scale: config.scale))
                }
            }
            if step.isWarmingUp { try warmUp(step, clock: display.presentationClock) }
            if idle { recorder.flush() }
            // Idle with warm-up steps left: only look for events, and run the next steps.
            let timeout = idle && step.isWarmingUp ? 0 : dispatchTimeout(window: window, display: display)
            try display.dispatch(timeoutSeconds: timeout)
            let eventsStart = display.presentationClock.nowNanoseconds()
            for event in window.takeEvents() {
                switch event {
                case .frameCallback:
                    frameDue = true
                    if !hasFeedback { timeline.giveUpOnPending() }
                case .presentation(let feedback):
                    record(feedback, clock: display.presentationClock, recorder: recorder)
                case .closeRequested:
                    running = false
                case .configured:
                    frameDue = frameDue || !window.isWaitingForFrameCallback
                }
            }
            // Asleep: input (key repeats included) or a change made to the tree from code wakes the loop, and the
            // frame is drawn at once: no frame of ours is pending, so the compositor shows it at its next refresh.
            if idle && !frameDue
                && (window.hasPendingInput || scene.rootLayer.treeRevision != drawnTreeRevision
                    || timeoutIsDue(now: display.presentationClock.nowNanoseconds()))
            {
                frameDue = true
            }
            if idle && frameDue { (idle, waking) = (false, true) }
            inputNanoseconds += display.presentationClock.nowNanoseconds() - eventsStart
            gpuTimer?.collect { frame, milliseconds in timeline.measuredGPU(frame: frame, milliseconds: milliseconds) }
            for record in timeline.drain(now: display.presentationClock.nowNanoseconds()) {
                recorder.record(record)
                if step.hud != nil && scene.hudMode != .off, let last = lastSceneFrame, record.frame <= last {
                    hudRefreshDue = true
                }
                // Every drained record is final; counting only `presented` would never end on a compositor that
                // discards every frame or gives no feedback.
                finishedCount += 1
            }
            if let limit = options.frames, finishedCount >= limit { running = false }
            // The visible HUD shows new feedback over an idle scene with one frame that damages only the HUD.
            if idle && !frameDue && hudRefreshDue {
                (frameDue, idle, waking, drawingHUDRefresh) = (true, false, true, true)
            }
            hudRefreshDue = false
        }
    }

    /// Runs warm-up steps in the time left before the next frame is due: until the predicted presentation of the
    /// frame just drawn (when the compositor's frame callback for the next one comes), or one refresh after the last
    /// frame's start without presentation feedback; while idle, one step per pass of the loop, so input is looked
    /// at between steps.
    private func warmUp(_ step: FrameStep, clock: PresentationClock) throws {
        let now = clock.nowNanoseconds()
        let refresh = lastPresent?.refresh ?? Self.assumedRefreshNanoseconds
        let idleNanoseconds: UInt64
        if idle {
            idleNanoseconds = refresh
        } else {
            let due = lastPresent != nil ? predictedPresentation(now: now) : (lastFrameStart ?? now) + refresh
            idleNanoseconds = due > now ? due - now : 0
        }
        _ = try pacer.run(step, idleNanoseconds: idleNanoseconds, refreshNanoseconds: refresh) {
            clock.nowNanoseconds()
        }
    }

    /// The refresh period assumed until the compositor reports one: 60 Hz, nanoseconds.
    static let assumedRefreshNanoseconds: UInt64 = 16_666_667

    /// How long the dispatch may wait: until the frame callback (polling now and then in case the compositor went
    /// away), while idle until the next key repeat or the scene's next timeout (a long press), or not at all when a
    /// frame is due now.
    private func dispatchTimeout(window: WaylandWindow, display: WaylandDisplay) -> Double {
        if window.isWaitingForFrameCallback { return Self.idlePollSeconds }
        guard idle else { return 0 }
        let timers = [display.nextTimerNanoseconds, sceneTimeoutNanoseconds].compactMap { $0 }
        guard let timer = timers.min() else { return Self.idleSleepSeconds }
        let now = display.presentationClock.nowNanoseconds()
        return timer > now ? min(Double(timer - now) / 1e9, Self.idleSleepSeconds) : 0
    }

    /// The scene's next timeout (`AppScene.nextTimeoutSeconds`) on the presentation clock, nanoseconds; nil when
    /// none is pending or no frame has been drawn yet (the scene clock starts at the first frame).
    private var sceneTimeoutNanoseconds: UInt64? {
        guard let seconds = scene.nextTimeoutSeconds, seconds.isFinite, let origin = startNanoseconds else {
            return nil
        }
        return origin + UInt64((max(seconds, 0) * 1e9).rounded(.up))
    }

    /// Whether the scene's next timeout has come: a frame runs it (`runTimeouts`) and shows what it changed.
    private func timeoutIsDue(now: UInt64) -> Bool {
        sceneTimeoutNanoseconds.map { $0 <= now } ?? false
    }

    /// Whether the frame just drawn needs a successor: something moves, the frame changed the tree (once more, so
    /// a change that stops shows its end), a replay plays, or `--continuous`. The HUD is not a reason: it shows the
    /// frames the scene needs, plus one after they settle.
    private func wantsNextFrame(treeChanged: Bool) -> Bool {
        options.continuous || scene.isAnimating || treeChanged || input?.isReplaying == true
    }

    private func record(_ feedback: PresentationFeedback, clock: PresentationClock, recorder: FrameRecorder) {
        switch feedback.outcome {
        case .presented(let timestamp, let refresh, _, _):
            if feedback.frameID == 0 {
                recorder.firstPresentMilliseconds = ProcessStart.nanoseconds(until: timestamp, on: clock).map {
                    Double($0) / 1e6
                }
            }
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

    /// Hands the window's input batch to the scene, moved onto the scene clock (seconds since the first frame's
    /// presentation), or the replay's events due by `sceneTime`.
    /// - Returns: when the oldest live event of the batch was received (ns on the presentation clock), for the
    ///   frame's input-to-present latency; nil when the frame consumed no live input (none, or a replay).
    private func deliverInput(
        from window: WaylandWindow, to sink: HUDTapFilter, sceneTime: Double, origin: UInt64
    ) throws -> UInt64? {
        let received = window.takeInputEvents()
        let originSeconds = Double(origin) / 1e9
        let live = received.map { event in
            var onSceneClock = event
            onSceneClock.time = event.time - originSeconds
            return onSceneClock
        }
        try input?.deliver(sceneTime: sceneTime, live: live, to: sink)
        window.setCursor(sink.isPointerOnHUD ? .hand : scene.cursor)
        guard input?.isReplaying == false, let oldest = received.map(\.time).min() else { return nil }
        return UInt64((oldest * 1e9).rounded())
    }

    private func drawFrame(
        window: WaylandWindow, gl: GLContext, step: FrameStep, clock: PresentationClock, recorder: FrameRecorder
    ) throws {
        guard let config = window.configuration else { return }
        let start = clock.nowNanoseconds()
        lastFrameStart = start
        phases.start(atNanoseconds: start - min(start, inputNanoseconds))
        inputNanoseconds = 0
        let target = predictedPresentation(now: start)
        let origin = startNanoseconds ?? target
        startNanoseconds = origin
        let sceneTime = Double(target - min(target, origin)) / 1e9
        let frame = nextFrame
        nextFrame += 1
        step.backBufferAge = gl.backBufferAge() ?? 0
        var inputReceived: UInt64?
        let followsIdle = waking
        waking = false
        try step.run(
            timeSeconds: sceneTime,
            surface: SurfaceSize(
                logicalWidth: config.logicalWidth, logicalHeight: config.logicalHeight, scale: config.scale),
            statistics: &recorder.statistics, gpuAvailable: gpuTimer != nil,
            input: {
                // After a wake, time restarts from this frame's predicted presentation: animations the input
                // starts begin there instead of where the clock stopped before the idle gap.
                if followsIdle { scene.advance(to: sceneTime) }
                inputReceived = try deliverInput(from: window, to: step.input, sceneTime: sceneTime, origin: origin)
                // Timeouts run on the input clock (now, not the predicted presentation), after the frame's events.
                let inputClock = clock.nowNanoseconds()
                scene.runTimeouts(upTo: Double(inputClock - min(inputClock, origin)) / 1e9)
            },
            mark: { boundary in
                switch boundary {
                case .inputDelivered: phases.end(.input, atNanoseconds: clock.nowNanoseconds())
                case .advanced:
                    phases.end(.animation, atNanoseconds: clock.nowNanoseconds())
                    gpuTimer?.begin(frame: frame)
                case .hudDrawn:
                    gpuTimer?.end()
                    phases.end(.layout, atNanoseconds: clock.nowNanoseconds())
                case .encoded, .submitted, .hudBuilt: break
                }
            })
        if step.lastFrameUsedRetained { try step.retained?.copy(toFramebuffer: 0) }
        let revision = scene.rootLayer.treeRevision
        let treeChanged = drawnTreeRevision.map { $0 != revision } ?? true
        drawnTreeRevision = revision
        // A refresh whose input changed the scene is a scene frame too: its own feedback is worth showing.
        if !drawingHUDRefresh || treeChanged { lastSceneFrame = frame }
        drawingHUDRefresh = false
        let wantsNext = wantsNextFrame(treeChanged: treeChanged)
        if options.wantsSnapshot(of: frame) {
            let pixels = Pixels.readRGBA(width: config.bufferWidth, height: config.bufferHeight)
            try options.writeSnapshot(
                PNGImage(width: config.bufferWidth, height: config.bufferHeight, pixels: pixels), frame: frame)
        }
        // Both requests must precede the swap: eglSwapBuffers commits the surface.
        if wantsNext { window.requestFrameCallback() }
        window.requestPresentationFeedback(frameID: frame)
        let commit = clock.nowNanoseconds()
        if step.bufferAge != nil {
            let rects = step.lastDamage.rects.map { SIMD4(Int32($0.x), Int32($0.y), Int32($0.width), Int32($0.height)) }
            try gl.swapBuffers(damage: rects, height: config.bufferHeight)
        } else {
            try gl.swapBuffers()
        }
        let end = clock.nowNanoseconds()
        phases.end(.submit, atNanoseconds: end)
        if frame == 0 {
            recorder.firstFrameMilliseconds = ProcessStart.nanoseconds(until: end, on: clock).map { Double($0) / 1e6 }
        }
        timeline.committed(
            frame: frame, atNanoseconds: commit, cpuMilliseconds: Double(end - start) / 1e6, phases: phases.times,
            inputNanoseconds: inputReceived, followsIdle: followsIdle)
        idle = !wantsNext
    }
}
