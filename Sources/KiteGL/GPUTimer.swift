import CGLES3

/// GPU time per frame from `GL_EXT_disjoint_timer_query`, where the driver offers it (Mesa's llvmpipe does).
///
/// Results arrive a frame or more late, so queries rotate through a small pool: `begin(frame:)` / `end()` bracket a
/// frame's GL work and `collect(_:)` hands back the finished ones. Intervals the driver flags as disjoint (the GPU
/// changed clocks or was interrupted) are dropped rather than reported wrong. With ES 3 the extension's
/// `BeginQueryEXT` family aliases the core `glBeginQuery` calls, which are used here.
public final class GPUTimer {
    /// Queries in flight at most; a frame whose slot is still busy is not measured.
    public static let poolSize = 4
    private var queries = [GLuint](repeating: 0, count: poolSize)
    private var frames = [UInt64?](repeating: nil, count: poolSize)
    private var next = 0
    private var active: Int?

    /// nil when the driver lacks `GL_EXT_disjoint_timer_query`: GPU time is then unavailable.
    public init?() {
        guard Self.driverOffersTimerQueries() else { return nil }
        glGenQueries(GLsizei(Self.poolSize), &queries)
    }

    deinit { glDeleteQueries(GLsizei(Self.poolSize), &queries) }

    static func driverOffersTimerQueries() -> Bool {
        var count: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &count)
        for i in 0..<GLuint(max(0, count)) {
            if let name = glGetStringi(GLenum(GL_EXTENSIONS), i),
                String(cString: name) == "GL_EXT_disjoint_timer_query"
            {
                return true
            }
        }
        return false
    }

    /// Starts timing `frame`'s GL commands; skipped when every query is still waiting for its result.
    public func begin(frame: UInt64) {
        guard active == nil, frames[next] == nil else { return }
        glBeginQuery(GLenum(GL_TIME_ELAPSED_EXT), queries[next])
        frames[next] = frame
        active = next
        next = (next + 1) % Self.poolSize
    }

    /// Ends the timing started by `begin(frame:)`.
    public func end() {
        guard active != nil else { return }
        glEndQuery(GLenum(GL_TIME_ELAPSED_EXT))
        active = nil
    }

    /// Calls `body(frame, milliseconds)` for each query whose result is ready, without waiting for the others.
    public func collect(_ body: (UInt64, Double) -> Void) {
        var disjoint: GLint = 0
        glGetIntegerv(GLenum(GL_GPU_DISJOINT_EXT), &disjoint)
        for slot in 0..<Self.poolSize where slot != active {
            guard let frame = frames[slot] else { continue }
            var ready: GLuint = 0
            glGetQueryObjectuiv(queries[slot], GLenum(GL_QUERY_RESULT_AVAILABLE), &ready)
            guard ready != 0 else { continue }
            var nanoseconds: GLuint = 0
            glGetQueryObjectuiv(queries[slot], GLenum(GL_QUERY_RESULT), &nanoseconds)
            frames[slot] = nil
            // The 32-bit result saturates past 4.29 s: a saturated or disjoint interval is not a measurement.
            if disjoint == 0 && nanoseconds != GLuint.max { body(frame, Double(nanoseconds) / 1e6) }
        }
    }
}
