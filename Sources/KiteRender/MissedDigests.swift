/// The digests of the keys a `RetainedTable` missed and did not store, this frame and the last: what its rule that a
/// key is stored only when it was missed before (this frame or the last) reads and keeps.
struct MissedDigests {
    /// The digest of the key that missed last, for the `admits` or `store` of the table that follows; nil once
    /// that has used it.
    var last: UInt64?
    /// Digests missed and not stored this frame and last frame.
    private var now = DigestSet()
    private var before = DigestSet()

    /// Whether `digest` was missed before, this frame or the last; when not, remembers it as missed this frame.
    /// Inlined: as a call it cost the cubics' full encode (every path missed) 0.03% more.
    @inline(__always)
    mutating func admits(_ digest: UInt64) -> Bool {
        guard now.contains(digest) || before.contains(digest) else {
            now.insert(digest)
            return false
        }
        return true
    }

    /// Starts a frame: this frame's misses become the last frame's, and the ones before are dropped (storage kept).
    mutating func startFrame() {
        last = nil
        swap(&now, &before)
        now.removeAll()
    }
}
