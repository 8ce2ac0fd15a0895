/// A one-dimensional motion sampled frame by frame: what `kite curve` prints.
public struct MotionCurve: Sendable {
    public enum Kind: Sendable {
        case spring(SpringCurve<Double>)
        /// A basic animation with a timing function, `duration` seconds from `from` to `to`.
        case bezier(TimingFunction, duration: Double, from: Double, to: Double)
        case decay(DecayCurve<Double>)
    }

    /// One output row: time in seconds, value, velocity in value units per second.
    public struct Row: Equatable, Sendable {
        public let time: Double
        public let value: Double
        public let velocity: Double
    }

    public let kind: Kind
    public let framesPerSecond: Double
    /// nil: until settled.
    public let seconds: Double?

    /// Most rows a curve may produce, so an undamped spring without `--seconds` fails instead of running for ever.
    public static let maximumRows = 1_000_000

    /// Seconds after which the value stops changing.
    public var settleTime: Double {
        switch kind {
        case .spring(let curve): curve.settleTime
        case .bezier(_, let duration, _, _): duration
        case .decay(let curve): curve.settleTime
        }
    }

    public func sample(at t: Double) -> Row {
        switch kind {
        case .spring(let curve):
            let s = curve.sample(at: t)
            return Row(time: t, value: s.value, velocity: s.velocity)
        case .bezier(let function, let duration, let from, let to):
            let u = t / duration
            let value = from + (to - from) * function.progress(at: u)
            let velocity = u >= 1 ? 0 : (to - from) * function.slope(at: u) / duration
            return Row(time: t, value: value, velocity: velocity)
        case .decay(let curve):
            let s = curve.sample(at: t)
            return Row(time: t, value: s.value, velocity: s.velocity)
        }
    }

    /// Rows at t = i / fps from 0: up to `seconds` inclusive, or through the first frame at or after settling.
    public func rows() throws(AnimationError) -> [Row] {
        let end = seconds ?? settleTime
        let count = (end * framesPerSecond).rounded(.up) + 1
        guard count.isFinite, count <= Double(Self.maximumRows) else {
            if let seconds {
                throw .invalid(
                    "--seconds \(seconds) at --fps \(framesPerSecond) asks for more than \(Self.maximumRows) frames")
            }
            throw .invalid("the curve does not settle within \(Self.maximumRows) frames; pass --seconds")
        }
        var rows: [Row] = []
        rows.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let t = Double(i) / framesPerSecond
            if seconds != nil && t > end { break }
            rows.append(sample(at: t))
        }
        return rows
    }

    /// CSV with header `t,value,velocity`, one line per row.
    public func csv() throws(AnimationError) -> String {
        var text = "t,value,velocity\n"
        for row in try rows() { text += "\(row.time),\(row.value),\(row.velocity)\n" }
        return text
    }
}
