/// Matches committed frames with the presentation feedback that arrives for them later, and hands out completed
/// `FrameRecord`s in frame order.
///
/// Feedback normally arrives in commit order, but a frame whose feedback never comes (a compositor that drops it)
/// must not hold back the frames after it forever: frames still pending `staleAfterNanoseconds` after their commit
/// complete as `.unknown`.
public struct FrameTimeline: Sendable {
    /// How long a committed frame may wait for its feedback before it is reported as `.unknown`, nanoseconds;
    /// default 2 s.
    public var staleAfterNanoseconds: UInt64

    private var pending: [UInt64: FrameRecord] = [:]
    private var nextToEmit: UInt64 = 0
    private var lastCommit: UInt64 = 0

    public init(staleAfterNanoseconds: UInt64 = 2_000_000_000) {
        self.staleAfterNanoseconds = staleAfterNanoseconds
    }

    /// Frames committed and not yet resolved.
    public var pendingCount: Int { pending.count }

    /// Records that frame `frame` was committed. Frames must be committed in increasing order from 0. `phases`,
    /// `gpuMilliseconds` and `inputNanoseconds` are as in `FrameRecord`.
    public mutating func committed(
        frame: UInt64, atNanoseconds commit: UInt64, cpuMilliseconds: Double, phases: PhaseTimes? = nil,
        gpuMilliseconds: Double? = nil, inputNanoseconds: UInt64? = nil, followsIdle: Bool = false
    ) {
        pending[frame] = FrameRecord(
            frame: frame, commitNanoseconds: commit, presentNanoseconds: nil, refreshNanoseconds: nil,
            status: .unknown, cpuMilliseconds: cpuMilliseconds, phases: phases, gpuMilliseconds: gpuMilliseconds,
            inputNanoseconds: inputNanoseconds, followsIdle: followsIdle)
        lastCommit = max(lastCommit, commit)
    }

    /// Attaches a GPU time that a timer query delivered after the commit; ignored once the frame was drained.
    public mutating func measuredGPU(frame: UInt64, milliseconds: Double) {
        if pending[frame] != nil {
            pending[frame]!.gpuMilliseconds = milliseconds
        } else if resolved[frame] != nil {
            resolved[frame]!.gpuMilliseconds = milliseconds
        }
    }

    /// Applies `wp_presentation_feedback.presented` for `frame`; a refresh of 0 means unknown.
    public mutating func presented(frame: UInt64, atNanoseconds present: UInt64, refreshNanoseconds: UInt64) {
        guard var record = pending[frame] else { return }
        record.status = .presented
        record.presentNanoseconds = present
        record.refreshNanoseconds = refreshNanoseconds > 0 ? refreshNanoseconds : nil
        resolved[frame] = record
        pending[frame] = nil
    }

    /// Applies `wp_presentation_feedback.discarded` for `frame`.
    public mutating func discarded(frame: UInt64) {
        guard var record = pending[frame] else { return }
        record.status = .discarded
        resolved[frame] = record
        pending[frame] = nil
    }

    /// Marks every pending frame `.unknown`: when the compositor offers no `wp_presentation`, or at shutdown.
    public mutating func giveUpOnPending() {
        for (frame, record) in pending { resolved[frame] = record }
        pending.removeAll()
    }

    /// The records that can be reported now, in frame order: resolved frames, and pending ones that went stale
    /// by `now` (nanoseconds on the same clock as the commits).
    public mutating func drain(now: UInt64) -> [FrameRecord] {
        for (frame, record) in pending where now >= record.commitNanoseconds + staleAfterNanoseconds {
            resolved[frame] = record
            pending[frame] = nil
        }
        var out: [FrameRecord] = []
        while let record = resolved.removeValue(forKey: nextToEmit) {
            out.append(record)
            nextToEmit += 1
        }
        return out
    }

    private var resolved: [UInt64: FrameRecord] = [:]
}
