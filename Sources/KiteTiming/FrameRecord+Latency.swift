extension FrameRecord {
    /// Milliseconds from commit to presentation; nil unless presented.
    public var commitToPresentMilliseconds: Double? {
        guard status == .presented, let present = presentNanoseconds, present >= commitNanoseconds else { return nil }
        return Double(present - commitNanoseconds) / 1e6
    }

    /// Milliseconds from the oldest input the frame consumed to its presentation; nil unless presented with input.
    public var inputToPresentMilliseconds: Double? {
        guard status == .presented, let present = presentNanoseconds, let input = inputNanoseconds, present >= input
        else { return nil }
        return Double(present - input) / 1e6
    }
}
