import KiteGL
import KiteImage
import KitePlatform
import KiteTiming

/// Renders frames offscreen through EGL's surfaceless platform, paced by a virtual 60 Hz display: frame `i` is
/// drawn for the vblank at `i / 60` s and presented at the next one. No compositor, no sleeping.
struct HeadlessRunner {
    let options: RunOptions
    let scene: PlaceholderScene
    /// The virtual display's refresh period: 60 Hz.
    static let refreshNanoseconds: UInt64 = 16_666_667

    func run() throws {
        let frames = options.frames ?? 300
        let (w, h) = options.logicalSize
        let scale = options.headlessScale
        let gl = try GLContext(platform: .surfaceless)
        let painter = try RoundedRectPainter()
        let target = try OffscreenTarget(
            width: Int((Double(w) * scale).rounded()), height: Int((Double(h) * scale).rounded()))
        let log = try options.makeFrameLog()
        let wallClock = PresentationClock()
        defer { withExtendedLifetime(gl) {} }
        for i in 0..<UInt64(frames) {
            let vblank = i * Self.refreshNanoseconds
            let start = wallClock.nowNanoseconds()
            target.bind()
            scene.draw(
                painter: painter, timeSeconds: Double(vblank) / 1e9, logicalWidth: w, logicalHeight: h,
                scale: scale)
            painter.finish()
            let cpuNanoseconds = wallClock.nowNanoseconds() - start
            if options.wantsSnapshot(of: i) {
                let pixels = Pixels.readRGBA(width: target.width, height: target.height)
                let image = PNGImage(width: target.width, height: target.height, pixels: pixels)
                try options.writeSnapshot(image, frame: i)
            }
            // Presented at the first virtual vblank after the work is done.
            let present = vblank + Self.refreshNanoseconds * (1 + cpuNanoseconds / Self.refreshNanoseconds)
            log?.write(
                FrameRecord(
                    frame: i, commitNanoseconds: vblank + cpuNanoseconds, presentNanoseconds: present,
                    refreshNanoseconds: Self.refreshNanoseconds, status: .presented,
                    cpuMilliseconds: Double(cpuNanoseconds) / 1e6))
        }
        log?.flush()
    }
}
