/// A set of 64-bit digests (`RetainedKey.digest`) by open addressing with linear probing: `RetainedTable`'s record
/// of the keys it has seen but not stored. Its storage is kept when emptied, so a steady scene allocates nothing
/// once it has grown.
struct DigestSet {
    /// A power of two of buckets (or none), at most half full; 0 marks an empty bucket.
    private var buckets: [UInt64] = []
    /// Whether digest 0, which no bucket can hold, is in the set.
    private var holdsZero = false
    /// Digests held.
    private(set) var count = 0

    /// True when `digest` was inserted since the last `removeAll`.
    func contains(_ digest: UInt64) -> Bool {
        guard digest != 0 else { return holdsZero }
        guard !buckets.isEmpty else { return false }
        // Through the buffer: the index is masked into it, so the array's bounds checks add nothing.
        return buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count - 1
            var b = Int(truncatingIfNeeded: digest) & mask
            while buckets[b] != 0 {
                if buckets[b] == digest { return true }
                b = (b + 1) & mask
            }
            return false
        }
    }

    /// Adds `digest`.
    mutating func insert(_ digest: UInt64) {
        guard digest != 0 else {
            if !holdsZero { count += 1 }
            holdsZero = true
            return
        }
        if 2 * (count + 1) > buckets.count { grow() }
        // Through the buffer: one uniqueness check instead of one per write, and the index is masked into it.
        let added = buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var b = Int(truncatingIfNeeded: digest) & mask
            while buckets[b] != 0 {
                if buckets[b] == digest { return false }
                b = (b + 1) & mask
            }
            buckets[b] = digest
            return true
        }
        if added { count += 1 }
    }

    /// Empties the set, keeping its storage.
    mutating func removeAll() {
        guard count > 0 else { return }
        for b in buckets.indices { buckets[b] = 0 }
        count = 0
        holdsZero = false
    }

    /// Doubles the buckets (at least 16) and puts every held digest back.
    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: 0, count: max(16, old.count * 2))
        count = holdsZero ? 1 : 0
        for d in old where d != 0 { insert(d) }
    }
}
