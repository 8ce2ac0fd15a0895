#if canImport(Glibc)
    import Glibc

    /// Counts the Swift heap allocations (class instances, closure contexts, array, set, dictionary and string
    /// buffers) that the calling thread makes while `count` runs. Allocations on other threads (tests running
    /// beside this one) are not counted, so the count is exact under a parallel test runner.
    ///
    /// Routes the runtime's `swift_allocObject` through a counting wrapper: the Swift runtime exports a swappable
    /// entry point for this (`_swift_allocObject`, enabled by
    /// `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly`), meant for profilers. The
    /// hook is process-wide, so one count runs at a time; only benchmarks and tests use it.
    public enum SwiftAllocationCounter {
        /// Whether the hooks were found in the loaded Swift runtime.
        public static var isAvailable: Bool { hookSlot != nil && enableFlag != nil }

        /// Runs `body` and counts the allocations the calling thread made in it; `allocations` is nil when the
        /// runtime has no hook to count with.
        public static func count<R>(_ body: () throws -> R) rethrows -> (result: R, allocations: Int?) {
            guard let slot = hookSlot, let flag = enableFlag else { return (try body(), nil) }
            lock.lock()
            defer { lock.unlock() }
            measuredThread = pthread_self()
            allocationCount = 0
            originalAllocate = slot.pointee
            let wasEnabled = flag.pointee
            slot.pointee = countingAllocate
            flag.pointee = true
            defer {
                flag.pointee = wasEnabled
                slot.pointee = originalAllocate
            }
            let result = try body()
            return (result, allocationCount)
        }

        typealias Allocate = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

        // The runtime's function-pointer variable; `dlsym` gives its address. Typed as a C function pointer: on
        // x86-64 and arm64 the Swift and C conventions agree for three integer arguments and a pointer result.
        private static var hookSlot: UnsafeMutablePointer<Allocate?>? {
            dlsym(nil, "_swift_allocObject").map { $0.assumingMemoryBound(to: Allocate?.self) }
        }

        // A C `bool` in the runtime that makes `swift_allocObject` call through `_swift_allocObject`.
        private static var enableFlag: UnsafeMutablePointer<Bool>? {
            dlsym(nil, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
                .map { $0.assumingMemoryBound(to: Bool.self) }
        }

        /// One count at a time (the hook is process-wide).
        private static let lock = ProcessMutex()
    }

    /// A pthread mutex that lives as long as the process.
    private final class ProcessMutex: @unchecked Sendable {
        // Safe: the mutex is only touched through pthread calls, which synchronise themselves.
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        init() { pthread_mutex_init(mutex, nil) }
        func lock() { pthread_mutex_lock(mutex) }
        func unlock() { pthread_mutex_unlock(mutex) }
    }

    // Globals the C-convention hook reaches without a context; written while the lock is held. Other threads read
    // `measuredThread` and `originalAllocate` (never changed while the hook is installed) and only the measured
    // thread writes `allocationCount`.
    nonisolated(unsafe) private var measuredThread: pthread_t = 0
    nonisolated(unsafe) private var allocationCount = 0
    nonisolated(unsafe) private var originalAllocate: SwiftAllocationCounter.Allocate?
    private let countingAllocate: SwiftAllocationCounter.Allocate = { metadata, size, alignMask in
        if pthread_equal(pthread_self(), measuredThread) != 0 {
            allocationCount += 1
        }
        return originalAllocate!(metadata, size, alignMask)
    }
#else
    /// Allocation counting needs the Swift runtime hooks looked up through Glibc's `dlsym`; elsewhere it reports nil.
    public enum SwiftAllocationCounter {
        /// Always false: no hooks to count with on this platform.
        public static var isAvailable: Bool { false }
        /// Runs `body`; `allocations` is always nil on this platform.
        public static func count<R>(_ body: () throws -> R) rethrows -> (result: R, allocations: Int?) {
            (try body(), nil)
        }
    }
#endif
