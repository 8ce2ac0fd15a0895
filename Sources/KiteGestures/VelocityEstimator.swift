import KiteGeometry

/// Estimates the velocity of a moving point from its recent samples: the slope of the least-squares line through
/// the samples of the last `windowSeconds`, per axis. Exact for motion at constant velocity; for constant
/// acceleration it gives the velocity at the mean sample time of the window.
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in seconds. Defaults to 0.1 (the "last ~100 ms" a flick is judged by).
    public var windowSeconds: Double
    private var samples: [(time: Double, point: Point)] = []

    public init(windowSeconds: Double = 0.1) {
        self.windowSeconds = windowSeconds
    }

    /// Adds a sample at `time` seconds. Samples must come in non-decreasing time; an earlier one restarts the
    /// estimate rather than corrupting it.
    public mutating func add(_ point: Point, at time: Double) {
        if let last = samples.last, time < last.time { samples = [] }
        samples.append((time, point))
        samples.removeAll { $0.time < time - windowSeconds }
    }

    /// Forgets every sample.
    public mutating func reset() { samples = [] }

    /// Velocity in points per second at `time` seconds from the samples in `[time - windowSeconds, time]`; zero
    /// when fewer than two samples at distinct times remain (the point has been still for a whole window).
    public func velocity(at time: Double) -> Vector {
        let recent = samples.filter { $0.time >= time - windowSeconds && $0.time <= time }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        let meanTime = recent.reduce(0) { $0 + $1.time } / n
        let meanX = recent.reduce(0) { $0 + $1.point.x } / n
        let meanY = recent.reduce(0) { $0 + $1.point.y } / n
        var (stt, stx, sty) = (0.0, 0.0, 0.0)
        for sample in recent {
            let dt = sample.time - meanTime
            stt += dt * dt
            stx += dt * (sample.point.x - meanX)
            sty += dt * (sample.point.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return Vector(stx / stt, sty / stt)
    }
}
