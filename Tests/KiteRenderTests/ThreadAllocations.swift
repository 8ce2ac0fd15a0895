import Glibc

/// Counts Swift heap allocations (class instances, array, set and dictionary buffers, closure contexts) that the
/// calling thread makes while `count` runs. Allocations on other threads (tests running beside this one) are not
/// counted, so the count is exact under a parallel test runner.
///
/// Uses the runtime's swappable `_swift_allocObject` entry point, enabled by
/// `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly` (meant for profilers).
enum ThreadAllocations {
    /// Allocations made by the calling thread during `body`; nil when the runtime has no hook to count with.
    static func count(_ body: () throws -> Void) rethrows -> Int? {
        guard let slot = hookSlot, let flag = enableFlag else {
            try body()
            return nil
        }
        lock.lock()
        defer { lock.unlock() }
        measured = pthread_self()
        allocations = 0
        original = slot.pointee
        let wasEnabled = flag.pointee
        slot.pointee = counting
        flag.pointee = true
        defer {
            flag.pointee = wasEnabled
            slot.pointee = original
        }
        try body()
        return allocations
    }

    typealias Allocate = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    // Typed as a C function pointer: on x86-64 and arm64 the Swift and C conventions agree for three integer
    // arguments and a pointer result.
    private static var hookSlot: UnsafeMutablePointer<Allocate?>? {
        dlsym(nil, "_swift_allocObject").map { $0.assumingMemoryBound(to: Allocate?.self) }
    }

    private static var enableFlag: UnsafeMutablePointer<Bool>? {
        dlsym(nil, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
            .map { $0.assumingMemoryBound(to: Bool.self) }
    }

    /// One count at a time (the hook is process-wide).
    private static let lock = Mutex()
}

/// A pthread mutex that lives as long as the process.
private final class Mutex: @unchecked Sendable {
    // Safe: the mutex is only touched through pthread calls, which synchronise themselves.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    init() { pthread_mutex_init(mutex, nil) }
    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}

// Globals the C-convention hook reaches without a context; written while the lock is held. Other threads read
// `measured` and `original` (never changed while the hook is installed) and only the measured thread writes
// `allocations`.
nonisolated(unsafe) private var measured: pthread_t = 0
nonisolated(unsafe) private var allocations = 0
nonisolated(unsafe) private var original: ThreadAllocations.Allocate?
private let counting: ThreadAllocations.Allocate = { metadata, size, alignMask in
    if pthread_equal(pthread_self(), measured) != 0 {
        allocations += 1
    }
    return original!(metadata, size, alignMask)
}
