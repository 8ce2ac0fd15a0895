import KiteGL

/// What the two-pass frame benchmarks (`kite bench frame`, `kite bench damage`) share: `frames` measured frames per
/// pass after `warmUpFrames`, on a canvas of `width` x `height` logical pixels drawn at scale 1 into a surfaceless
/// GL context, the two passes' frames drawn in turn so that load from other processes falls on both alike.
public struct BenchPasses: Sendable {
    /// Frames each pass draws before measuring: programs, atlases, buffers and caches settle. 30.
    public static let warmUpFrames = 30

    /// Measured frames per pass, at least 1.
    public var frames: Int
    /// The canvas width in logical pixels, drawn at scale 1.
    public var width: Int
    /// The canvas height in logical pixels, drawn at scale 1.
    public var height: Int

    /// - Parameters:
    ///   - frames: measured frames per pass, after `warmUpFrames`.
    ///   - width: canvas width in logical pixels.
    ///   - height: canvas height in logical pixels.
    public init(frames: Int, width: Int, height: Int) {
        self.frames = frames
        self.width = width
        self.height = height
    }

    /// Opens the surfaceless GL context, prints the report's first line (`kite bench NAME: N frames at WxH,
    /// renderer R`) and runs `body` with the context current.
    func run(benchmark name: String, _ body: (GLContext) throws -> Void) throws {
        let gl = try GLContext(platform: .surfaceless)
        defer { withExtendedLifetime(gl) {} }
        print("kite bench \(name): \(frames) frames at \(width)x\(height), renderer \(gl.rendererName)")
        try body(gl)
    }

    /// Draws every frame of a run on each pass in turn, the warm-up first: `draw(pass, index, measured)`.
    func drawInTurn<Pass>(_ passes: [Pass], _ draw: (Pass, _ index: Int, _ measured: Bool) throws -> Void) rethrows {
        for i in 0..<(Self.warmUpFrames + frames) {
            for pass in passes { try draw(pass, i, i >= Self.warmUpFrames) }
        }
    }
}
