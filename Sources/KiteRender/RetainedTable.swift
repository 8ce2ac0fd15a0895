/// A key of a `RetainedTable`: equality, and a digest that equal keys share.
protocol RetainedKey: Equatable {
    /// A hash of the key's whole content; keys that are equal have equal digests.
    var digest: UInt64 { get }
    /// A key holding no storage, put in a slot in place of the key it gives back; never looked up.
    static var vacant: Self { get }
}

/// The values made for keys this frame or the last (`RetainedEncodings`): a key looked up in a frame keeps its
/// value for the next; a key not looked up for a whole frame is forgotten at the start of the one after.
///
/// A steady scene asks for the same keys in the same order every frame, so each lookup first compares the key with
/// the one asked for at the same position last frame: an equality test, no hashing of the key's content (a path's
/// every point). Only a key out of that order is hashed, once, and found through an open-addressing table of its
/// digest (linear probing, deletion by shifting back the entries after it: Knuth, TAOCP vol. 3, 6.4, algorithm R);
/// the positions then follow it, so one layer added or moved does not send every later key through the table.
///
/// A key is stored only when it was missed before, this frame or the last (its digest is remembered, not its
/// value): a path that changes every frame (an animation, or a scene drawn between other scenes) is never copied
/// into the table, which would cost about as much as a third of encoding it. A steady scene is encoded on its
/// first two frames and reused from its third.
///
/// Storage is reused between frames: a steady frame allocates nothing, and a forgotten key's value is handed to
/// the next store to refill, so a scene whose every path changes each frame does not allocate either once its
/// values have grown. Forgotten values (and keys) are kept for that until reused, but no more of them than make up,
/// with the keys held, the most keys a frame used in the last `window` to 2 `window` frames: a scene that shrinks
/// for good gives back the rest (its paths and instances) a few seconds later, while one that alternates with
/// another (a scene drawn between other scenes) keeps what it refills every frame.
struct RetainedTable<Key: RetainedKey, Value> {
    /// What a slot's bookkeeping reads: kept apart from its key and value, so the per-frame passes over the slots
    /// and the probes read 32 plain bytes a slot instead of copying a key (a path's reference and some hundred
    /// bytes of style and transform) out of a larger record.
    private struct Entry {
        var digest: UInt64 = 0
        /// Whether the slot holds a key that can be found (a forgotten slot keeps its last key until reused).
        var held = false
        /// The last frame that looked this slot up or stored it.
        var used = 0
        /// Its position among the lookups of the frame that last used it.
        var position = 0
    }

    /// Slot by slot: bookkeeping, key and value (both kept after forgetting, until `store` reuses the slot or
    /// `startFrame` empties it).
    private var entries: [Entry] = []
    private var keys: [Key] = []
    private var values: [Value?] = []
    /// Slots given up whose key and value are kept for `store` to reuse, and slots emptied of both.
    private var free: [Int] = []
    private var bare: [Int] = []
    /// Frames (>= 1) over which the most keys used in a frame is taken, for how many forgotten values are kept;
    /// 256 by default (a few seconds at display rates).
    var window = 256
    /// The most keys a frame used, in the current window of frames and in the one before.
    private var peak = (now: 0, before: 0)
    /// The open-addressing table: a slot index per bucket, -1 for none; a power of two, at most half full.
    private var buckets: [Int32] = []
    /// Keys held.
    private(set) var count = 0
    /// Slots that hold a key and a value: those held and those forgotten but kept for reuse.
    var storedCount: Int { count + free.count }
    /// The slots looked up last frame and this frame, in lookup order.
    private var previousOrder: [Int] = []
    private var order: [Int] = []
    /// Where this frame's lookups are expected to be in `previousOrder`.
    private var cursor = 0
    private var frame = 1
    /// Slots used this frame (each counted once).
    private var usedThisFrame = 0
    /// The keys missed and not stored, this frame and last frame, and the one that missed last.
    private var missed = MissedDigests()

    /// Starts a frame: forgets the keys not looked up or stored during the last one.
    mutating func startFrame() {
        if usedThisFrame < count {
            if 2 * (count - usedThisFrame) > count {
                // Most keys go (a scene drawn between other scenes): the kept ones are put back into emptied
                // buckets, instead of each forgotten one being shifted out of its run.
                buckets.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
                count -= Self.forgetAll(&entries, usedBefore: frame, into: &free)
                for s in entries.indices where entries[s].held { insert(s) }
            } else {
                for s in entries.indices where entries[s].held && entries[s].used < frame { remove(s) }
            }
        }
        // `count` is now the keys the frame that ended used.
        peak.now = max(peak.now, count)
        if frame % window == 0 { peak = (0, peak.now) }
        let kept = max(peak.now, peak.before) - count
        while free.count > kept {
            let s = free.removeLast()
            keys[s] = Key.vacant
            values[s] = nil
            bare.append(s)
        }
        frame += 1
        usedThisFrame = 0
        swap(&order, &previousOrder)
        order.removeAll(keepingCapacity: true)
        cursor = 0
        missed.startFrame()
    }

    /// The value of `key`, or nil when it has none; then the next call must be `store` for the same key.
    mutating func value(_ key: Key) -> Value? {
        guard let s = slot(key) else { return nil }
        return values[s]
    }

    /// The slot holding the value of `key`, for `withValue(at:_:)`, or nil when it has none; then the next call must
    /// be `store` for the same key. Unlike `value(_:)`, copies nothing out of the table.
    mutating func slot(_ key: Key) -> Int? {
        var s = -1
        if cursor < previousOrder.count, keys[previousOrder[cursor]] == key {
            s = previousOrder[cursor]
        } else {
            let digest = key.digest
            s = find(key, digest)
            guard s >= 0 else {
                missed.last = digest
                return nil
            }
        }
        touch(s)
        return s
    }

    /// Hands `body` the value in `slot` (from `slot(_:)`, this frame) in place: a copy of a value with several
    /// arrays retains and releases each of them.
    mutating func withValue<R>(at slot: Int, _ body: (inout Value) -> R) -> R {
        body(&values[slot]!)
    }

    /// Whether `store` would keep `key`, the key that `slot(_:)` (or `value(_:)`) just missed: true when it was
    /// missed before, this frame or the last. Otherwise remembers its digest, as `store` would, and the miss needs
    /// no `store`: a caller asks this first to skip gathering a value that would not be kept.
    mutating func admits(_ key: Key) -> Bool {
        let digest = missed.last ?? key.digest
        assert(digest == key.digest, "admits follows the miss of the same key")
        guard missed.admits(digest) else {
            missed.last = nil
            return false
        }
        return true
    }

    /// Stores `value` for `key`, the key that `slot(_:)` (or `value(_:)`) just missed.
    mutating func store(_ value: Value, for key: Key) {
        store(for: key) { $0 = value }
    }

    /// Stores for `key`, the key that `slot(_:)` (or `value(_:)`) just missed, the value `make` leaves: it is handed
    /// the value of a key forgotten earlier, whose storage it can reuse, or nil. Only remembers the key's digest (and
    /// does not call `make`) when the key was not missed before, this frame or the last.
    mutating func store(for key: Key, _ make: (inout Value?) -> Void) {
        let digest = missed.last ?? key.digest
        assert(digest == key.digest, "store follows the miss of the same key")
        missed.last = nil
        guard missed.admits(digest) else { return }
        let s: Int
        if let reused = free.popLast() ?? bare.popLast() {
            s = reused
        } else {
            s = entries.count
            entries.append(Entry())
            keys.append(key)
            values.append(nil)
        }
        // Taken out of the slot first, so that `make` holds the only reference to its storage.
        var value: Value? = nil
        swap(&value, &values[s])
        make(&value)
        values[s] = value
        keys[s] = key
        entries[s] = Entry(digest: digest, held: true)
        if 2 * (count + 1) > buckets.count { grow() }
        insert(s)
        count += 1
        touch(s)
    }

    /// Marks slot `s` used at this point of the frame and lines the next lookup up with the one after it last
    /// frame.
    private mutating func touch(_ s: Int) {
        // One write access to the entry: each `entries[s].field = ...` would check the array's uniqueness again.
        let (frame, position) = (self.frame, order.count)
        let last = entries.withUnsafeMutableBufferPointer { entries in
            let entry = entries[s]
            entries[s].used = frame
            entries[s].position = position
            return entry.used == frame - 1 ? entry.position : entry.used == frame ? -2 : -1
        }
        if last != -2 { usedThisFrame += 1 }
        order.append(s)
        cursor = last >= 0 ? last + 1 : cursor + 1
    }

    /// The slot holding `key` (whose digest is `digest`), or -1.
    private func find(_ key: Key, _ digest: UInt64) -> Int {
        guard !buckets.isEmpty else { return -1 }
        let mask = buckets.count - 1
        var b = Int(truncatingIfNeeded: digest) & mask
        while buckets[b] >= 0 {
            let s = Int(buckets[b])
            if entries[s].digest == digest, keys[s] == key { return s }
            b = (b + 1) & mask
        }
        return -1
    }

    /// Puts slot `s` into the first free bucket from its digest's.
    private mutating func insert(_ s: Int) {
        let mask = buckets.count - 1
        var b = Int(truncatingIfNeeded: entries[s].digest) & mask
        while buckets[b] >= 0 { b = (b + 1) & mask }
        buckets[b] = Int32(s)
    }

    /// Doubles the buckets (at least 16) and puts every held slot back.
    private mutating func grow() {
        let size = max(16, buckets.count * 2)
        buckets.removeAll(keepingCapacity: true)
        buckets.append(contentsOf: repeatElement(-1, count: size))
        for s in entries.indices where entries[s].held { insert(s) }
    }

    /// Forgets slot `s`: empties its bucket and shifts back the entries after it that would no longer be found.
    private mutating func remove(_ s: Int) {
        let mask = buckets.count - 1
        var hole = Int(truncatingIfNeeded: entries[s].digest) & mask
        while buckets[hole] != Int32(s) { hole = (hole + 1) & mask }
        var next = hole
        while true {
            next = (next + 1) & mask
            guard buckets[next] >= 0 else { break }
            let home = Int(truncatingIfNeeded: entries[Int(buckets[next])].digest) & mask
            // The entry at `next` stays unless its home bucket lies cyclically outside (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                buckets[hole] = buckets[next]
                hole = next
            }
        }
        buckets[hole] = -1
        forget(s)
    }

    /// Forgets, as `forget` does, every held slot of `entries` last used before `frame`, appending them to `free`
    /// in slot order (the buckets are rebuilt after). Returns how many it forgot. One pass through the entries'
    /// buffer: a scene drawn between other scenes forgets all its keys every frame, and `forget`'s writes each
    /// checked the arrays' uniqueness again.
    private static func forgetAll(_ entries: inout [Entry], usedBefore frame: Int, into free: inout [Int]) -> Int {
        var forgotten = 0
        entries.withUnsafeMutableBufferPointer { entries in
            for s in entries.indices where entries[s].held && entries[s].used < frame {
                entries[s].held = false
                free.append(s)
                forgotten += 1
            }
        }
        return forgotten
    }

    /// Empties slot `s` (already out of the buckets); its value stays, for `store` to reuse its storage, and so
    /// does its key until then (or until `startFrame` empties the slot, past the kept number): it is never
    /// compared again (only held slots are in the buckets and in the lookup order), and releasing it here cost more
    /// than the rest of forgetting it (a scene drawn between other scenes forgets all its paths every frame).
    private mutating func forget(_ s: Int) {
        entries[s].held = false
        free.append(s)
        count -= 1
    }
}
