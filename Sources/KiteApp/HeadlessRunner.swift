import KiteGL
import KiteImage
import KiteInput
import KitePlatform
import KiteRender
import KiteTiming

/// Renders frames offscreen through EGL's surfaceless platform, paced by a virtual 60 Hz display: each frame starts
/// at the previous one's presentation and is presented at the first vblank after its CPU work. Frame `i` shows the
/// scene at `i / 60` s, so snapshots are reproducible whatever the timing. No compositor, no sleeping.
public struct HeadlessRunner {
    /// The run's options: frame count, size, scale, logs, snapshots, replay.
    public let options: RunOptions
    /// The scene drawn each frame.
    public let scene: AppScene
    /// Frames to write as named PNGs into the snapshot folder (`NAME.png`), besides `--snapshot-every`.
    public var keyMoments: [UInt64: [String]] = [:]
    /// The virtual display's refresh period in nanoseconds: 60 Hz.
    public static let refreshNanoseconds: UInt64 = 16_666_667

    /// - Parameters:
    ///   - options: the run's options.
    ///   - scene: the scene to draw.
    public init(options: RunOptions, scene: AppScene) {
        self.options = options
        self.scene = scene
    }

    /// Draws the frames, writes the snapshots, log and summary, and returns when the last frame is done, the scene
    /// asks to quit, or SIGINT/SIGTERM arrives.
    ///
    /// A write that fails (a full disk, a pipe whose reader left) ends the run after the frame in progress; the other
    /// outputs are finished all the same, and the error names the file and the reason.
    public func run() throws {
        let input = try options.makeInputPipeline()
        if options.frames == nil, let end = input.replayEndTime, !(end <= Self.maximumReplaySeconds) {
            try? input.finish()
            throw AppFailure(
                "--replay \(options.replayPath ?? ""): its last event is at \(end) s, past the "
                    + "\(Int(Self.maximumReplaySeconds)) s a headless replay runs without --frames; give --frames N")
        }
        let recorder: FrameRecorder
        do { recorder = try FrameRecorder(options: options) } catch {
            try? input.finish()
            throw error
        }
        try AppFailure.finishing({ try draw(input: input, recorder: recorder) }, then: [input.finish, recorder.finish])
    }

    private func draw(input: InputPipeline, recorder: FrameRecorder) throws {
        let frames = options.frames ?? Self.defaultFrameCount(replayEndTime: input.replayEndTime)
        let (w, h) = options.logicalSize
        let surface = SurfaceSize(logicalWidth: w, logicalHeight: h, scale: options.headlessScale)
        // fontconfig's start-up runs on another core while EGL loads the driver.
        RunOptions.warmUpFonts()
        let gl = try GLContext(platform: .surfaceless)
        let step = try FrameStep(scene: scene, renderer: SceneRenderer(), hud: options.makeHUD())
        // The first frame compiles one variant per program it draws with; the warm-up after it compiles the rest.
        step.renderer.drawsWithFewestVariants = true
        // Every frame is drawn into these retained pixels, redrawing only its damage unless --full-redraw.
        let retained = try RetainedTarget(
            width: surface.pixelWidth, height: surface.pixelHeight, fullRedraw: options.fullRedraw)
        step.retained = retained
        recorder.redraw = step.redrawPath
        let gpuTimer = GPUTimer()
        let wallClock = PresentationClock()
        var phases = PhaseStopwatch()
        var lastPresent: UInt64?
        // Virtual time when the warm-up steps run after the last frame end: later than its presentation when they
        // overran, which then delays the next frame.
        var busyUntil: UInt64 = 0
        var pacer = WarmUpPacer()
        defer { withExtendedLifetime(gl) {} }
        for i in 0..<UInt64(frames) {
            // Ctrl-Q from a replay, or SIGINT/SIGTERM, ends the run after the last complete frame.
            if scene.quitRequested || TerminationRequest.isRequested || recorder.hasFailed || input.hasFailed { break }
            let sceneNanoseconds = i * Self.refreshNanoseconds
            let start = wallClock.nowNanoseconds()
            phases.start(atNanoseconds: start)
            let timeSeconds = Double(sceneNanoseconds) / 1e9
            try step.run(
                timeSeconds: timeSeconds, surface: surface, statistics: &recorder.statistics,
                gpuAvailable: gpuTimer != nil,
                // Headless input is a replay: the events whose time the virtual clock has reached.
                input: {
                    try input.deliver(sceneTime: timeSeconds, live: [], to: step.input)
                    // The replay's clock is the scene clock: timeouts due by this frame run after its events.
                    scene.runTimeouts(upTo: timeSeconds)
                },
                mark: { boundary in
                    switch boundary {
                    case .inputDelivered: phases.end(.input, atNanoseconds: wallClock.nowNanoseconds())
                    case .advanced:
                        phases.end(.animation, atNanoseconds: wallClock.nowNanoseconds())
                        gpuTimer?.begin(frame: i)
                    case .hudDrawn:
                        gpuTimer?.end()
                        phases.end(.layout, atNanoseconds: wallClock.nowNanoseconds())
                    case .encoded, .submitted, .hudBuilt: break
                    }
                })
            gl.finish()
            let end = wallClock.nowNanoseconds()
            phases.end(.submit, atNanoseconds: end)
            if i == 0 {
                recorder.firstFrameMilliseconds = ProcessStart.nanoseconds(until: end, on: wallClock).map {
                    Double($0) / 1e6
                }
            }
            let cpuNanoseconds = end - start
            var gpuMilliseconds: Double?
            gpuTimer?.collect { frame, milliseconds in if frame == i { gpuMilliseconds = milliseconds } }
            if options.wantsSnapshot(of: i) || keyMoments[i] != nil {
                let pixels = Pixels.readRGBA(width: retained.width, height: retained.height)
                let image = PNGImage(width: retained.width, height: retained.height, pixels: pixels)
                if options.wantsSnapshot(of: i) { try options.writeSnapshot(image, frame: i) }
                for name in keyMoments[i] ?? [] { try options.writeSnapshot(image, named: name) }
            }
            // Paced like frame callbacks: the frame starts at the previous presentation (virtual time; later when
            // warm-up steps overran it), and is presented at the first vblank after its work is done, so a slow
            // frame shows as missed refreshes.
            let virtualStart = max(lastPresent ?? 0, busyUntil)
            let refresh = Self.refreshNanoseconds
            let present = refresh * ((virtualStart + cpuNanoseconds) / refresh + 1)
            lastPresent = present
            recorder.record(
                FrameRecord(
                    frame: i, commitNanoseconds: virtualStart + cpuNanoseconds, presentNanoseconds: present,
                    refreshNanoseconds: Self.refreshNanoseconds, status: .presented,
                    cpuMilliseconds: Double(cpuNanoseconds) / 1e6, phases: phases.times,
                    gpuMilliseconds: gpuMilliseconds))
            // What a first interaction would compile or rasterise is done once frame 0 is out, a step at a time in
            // the idle time before each next frame.
            busyUntil = virtualStart + cpuNanoseconds
            guard i + 1 < frames else { continue }
            if i == 0 { step.startWarmUp(surface: surface) }
            busyUntil += try pacer.run(
                step, idleNanoseconds: present - busyUntil, refreshNanoseconds: refresh, now: wallClock.nowNanoseconds)
        }
    }

    /// The longest replay a headless run follows to its end without `--frames`, seconds (36,000 frames at the
    /// virtual 60 Hz): a replay whose last event is later (a typo such as `1e9`) is refused instead of run for years.
    public static let maximumReplaySeconds = 600.0

    /// 300 frames (5 s), or with a replay enough to reach its last event plus one frame (the event time taken at
    /// most `maximumReplaySeconds`).
    public static func defaultFrameCount(replayEndTime: Double?) -> Int {
        guard let end = replayEndTime, end.isFinite, end > 0 else { return 300 }
        let seconds = min(end, maximumReplaySeconds)
        return max(300, Int((seconds * 1e9 / Double(refreshNanoseconds)).rounded(.up)) + 2)
    }
}
