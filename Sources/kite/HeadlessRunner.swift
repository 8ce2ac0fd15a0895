import KiteGL
import KiteHUD
import KiteImage
import KiteInput
import KitePlatform
import KiteRender
import KiteScene
import KiteTiming

/// Renders frames offscreen through EGL's surfaceless platform, paced by a virtual 60 Hz display: each frame starts
/// at the previous one's presentation and is presented at the first vblank after its CPU work. Frame `i` shows the
/// scene at `i / 60` s, so snapshots are reproducible whatever the timing. No compositor, no sleeping.
struct HeadlessRunner {
    let options: RunOptions
    let scene: GalleryScene
    /// Frames to write as named PNGs into the snapshot folder (`NAME.png`), besides `--snapshot-every`.
    var keyMoments: [UInt64: [String]] = [:]
    /// The virtual display's refresh period: 60 Hz.
    static let refreshNanoseconds: UInt64 = 16_666_667

    func run() throws {
        let input = try options.makeInputPipeline()
        defer { input.finish() }
        let frames = options.frames ?? Self.defaultFrameCount(replayEndTime: input.replayEndTime)
        let (w, h) = options.logicalSize
        let scale = options.headlessScale
        let gl = try GLContext(platform: .surfaceless)
        let renderer = try SceneRenderer()
        let retained = try RetainedTarget(
            width: Int((Double(w) * scale).rounded()), height: Int((Double(h) * scale).rounded()),
            fullRedraw: options.fullRedraw)
        let target = retained.target
        var hudWasVisible = false
        let recorder = try FrameRecorder(options: options)
        recorder.redraw = options.fullRedraw ? "full" : "partial: retained offscreen target, scissored"
        let hud = try options.makeHUD()
        let gpuTimer = GPUTimer()
        let wallClock = PresentationClock()
        var phases = PhaseStopwatch()
        var lastPresent: UInt64?
        defer { withExtendedLifetime(gl) {} }
        for i in 0..<UInt64(frames) {
            // Ctrl-Q from a replay, or SIGINT/SIGTERM, ends the run after the last complete frame.
            if scene.quitRequested { break }
            let sceneNanoseconds = i * Self.refreshNanoseconds
            let start = wallClock.nowNanoseconds()
            phases.start(atNanoseconds: start)
            let timeSeconds = Double(sceneNanoseconds) / 1e9
            // Headless input is a replay: the events whose time the virtual clock has reached.
            try input.deliver(sceneTime: timeSeconds, live: [], to: scene)
            phases.end(.input, atNanoseconds: wallClock.nowNanoseconds())
            scene.advance(to: timeSeconds, logicalWidth: w, logicalHeight: h, scale: scale)
            phases.end(.animation, atNanoseconds: wallClock.nowNanoseconds())
            // Shown or hidden, the HUD changes pixels the layer tree knows nothing of: redraw them all once.
            if scene.host.isHUDVisible != hudWasVisible { retained.tracker.invalidate() }
            hudWasVisible = scene.host.isHUDVisible
            let damage = retained.damage(of: scene.host.rootLayer, scale: scale, extra: hudDamage(hud, scene: scene))
            gpuTimer?.begin(frame: i)
            if !damage.isEmpty { scene.encode(into: renderer) }
            try retained.submit(renderer, damage: damage, background: GalleryScene.background)
            if scene.host.isHUDVisible {
                try hud?.draw(
                    statistics: &recorder.statistics!, viewportWidth: target.width, viewportHeight: target.height,
                    scale: scale, gpuAvailable: gpuTimer != nil)
            }
            gpuTimer?.end()
            phases.end(.layout, atNanoseconds: wallClock.nowNanoseconds())
            gl.finish()
            let end = wallClock.nowNanoseconds()
            phases.end(.submit, atNanoseconds: end)
            let cpuNanoseconds = end - start
            var gpuMilliseconds: Double?
            gpuTimer?.collect { frame, milliseconds in if frame == i { gpuMilliseconds = milliseconds } }
            if options.wantsSnapshot(of: i) || keyMoments[i] != nil {
                let pixels = Pixels.readRGBA(width: target.width, height: target.height)
                let image = PNGImage(width: target.width, height: target.height, pixels: pixels)
                if options.wantsSnapshot(of: i) { try options.writeSnapshot(image, frame: i) }
                for name in keyMoments[i] ?? [] { try options.writeSnapshot(image, named: name) }
            }
            // Paced like frame callbacks: the frame starts at the previous presentation (virtual time), and is
            // presented at the first vblank after its work is done, so a slow frame shows as missed refreshes.
            let virtualStart = lastPresent ?? 0
            let present = virtualStart + Self.refreshNanoseconds * (1 + cpuNanoseconds / Self.refreshNanoseconds)
            lastPresent = present
            recorder.record(
                FrameRecord(
                    frame: i, commitNanoseconds: virtualStart + cpuNanoseconds, presentNanoseconds: present,
                    refreshNanoseconds: Self.refreshNanoseconds, status: .presented,
                    cpuMilliseconds: Double(cpuNanoseconds) / 1e6, phases: phases.times,
                    gpuMilliseconds: gpuMilliseconds))
        }
        try recorder.finish()
    }

    /// The HUD's panel while it is shown: redrawn every frame, scene first.
    func hudDamage(_ hud: FrameHUD?, scene: GalleryScene) -> Damage {
        guard let hud, scene.host.isHUDVisible else { return Damage() }
        return PixelRect(enclosing: hud.panelRect, padding: DamageTracker.antialiasPadding).map { Damage([$0]) }
            ?? Damage()
    }

    /// 300 frames (5 s), or with a replay enough to reach its last event plus one frame.
    static func defaultFrameCount(replayEndTime: Double?) -> Int {
        guard let end = replayEndTime, end.isFinite, end > 0 else { return 300 }
        return max(300, Int((end * 1e9 / Double(refreshNanoseconds)).rounded(.up)) + 2)
    }
}
