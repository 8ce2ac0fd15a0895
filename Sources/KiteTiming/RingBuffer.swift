/// A fixed-capacity first-in, first-out buffer that overwrites its oldest element when full. Its storage is
/// allocated once, in `init`, so appending never allocates.
public struct RingBuffer<Element>: Sendable where Element: Sendable {
    private var storage: [Element]
    private var head = 0
    /// How many elements it holds, at most `capacity`.
    public private(set) var count = 0

    /// A buffer for `capacity` (>= 1) elements; `filler` only initialises the storage and is never read back.
    public init(capacity: Int, filler: Element) {
        precondition(capacity >= 1, "RingBuffer capacity must be at least 1, got \(capacity)")
        storage = Array(repeating: filler, count: capacity)
    }

    public var capacity: Int { storage.count }

    /// Appends `element`; when full, drops the oldest and returns it.
    @discardableResult
    public mutating func append(_ element: Element) -> Element? {
        let slot = (head + count) % storage.count
        if count < storage.count {
            storage[slot] = element
            count += 1
            return nil
        }
        let evicted = storage[head]
        storage[head] = element
        head = (head + 1) % storage.count
        return evicted
    }

    /// The `i`th element, oldest first; `i` in 0..<count.
    public subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "RingBuffer index \(i) out of 0..<\(count)")
        return storage[(head + i) % storage.count]
    }

    /// The newest element, if any.
    public var last: Element? { count == 0 ? nil : self[count - 1] }

    public mutating func removeAll() {
        head = 0
        count = 0
    }
}
