/// The values made for keys this frame or the last (`RetainedEncodings`): a key looked up in a frame keeps its
/// value for the next; a key not looked up for a whole frame is forgotten at the start of the one after.
///
/// A steady scene asks for the same keys in the same order every frame, so each lookup first compares the key with
/// the one asked for at the same position last frame, which costs an equality test instead of hashing the key's
/// whole content (a path's every point). Only a key out of that order goes through the hash table; the positions
/// then follow it, so one layer added or moved does not send every later key through the table.
///
/// Storage is reused between frames: a steady frame allocates nothing.
struct RetainedTable<Key: Hashable, Value> {
    private struct Slot {
        var key: Key?
        var value: Value?
        /// The last frame that looked this slot up or stored it.
        var used = 0
        /// Its position among the lookups of the frame that last used it.
        var position = 0
    }

    private var slots: [Slot] = []
    /// Slot of each live key.
    private var index: [Key: Int] = [:]
    /// Slots given up, to be reused.
    private var free: [Int] = []
    /// The slots looked up last frame and this frame, in lookup order.
    private var previousOrder: [Int] = []
    private var order: [Int] = []
    /// Where this frame's lookups are expected to be in `previousOrder`.
    private var cursor = 0
    private var frame = 1
    /// Slots used this frame (each counted once).
    private var usedThisFrame = 0

    /// Keys held.
    var count: Int { index.count }

    /// Starts a frame: forgets the keys not looked up or stored during the last one.
    mutating func startFrame() {
        if usedThisFrame < index.count {
            for s in slots.indices where slots[s].key != nil && slots[s].used < frame {
                if let key = slots[s].key { index.removeValue(forKey: key) }
                slots[s] = Slot()
                free.append(s)
            }
        }
        frame += 1
        usedThisFrame = 0
        swap(&order, &previousOrder)
        order.removeAll(keepingCapacity: true)
        cursor = 0
    }

    /// The value of `key`, or nil when it has none.
    mutating func value(_ key: Key) -> Value? {
        let s: Int
        if cursor < previousOrder.count, slots[previousOrder[cursor]].key == key {
            s = previousOrder[cursor]
        } else if let found = index[key] {
            s = found
        } else {
            return nil
        }
        touch(s)
        return slots[s].value
    }

    /// Stores `value` for `key` (not held).
    mutating func store(_ value: Value, for key: Key) {
        let s: Int
        if let reused = free.popLast() {
            s = reused
        } else {
            s = slots.count
            slots.append(Slot())
        }
        slots[s].key = key
        slots[s].value = value
        index[key] = s
        touch(s)
    }

    /// Marks slot `s` used at this point of the frame and lines the next lookup up with the one after it last
    /// frame.
    private mutating func touch(_ s: Int) {
        if slots[s].used != frame { usedThisFrame += 1 }
        let last = slots[s].used == frame - 1 ? slots[s].position : -1
        slots[s].used = frame
        slots[s].position = order.count
        order.append(s)
        cursor = last >= 0 ? last + 1 : cursor + 1
    }
}
