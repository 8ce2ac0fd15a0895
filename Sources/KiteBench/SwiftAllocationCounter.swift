#if canImport(Glibc)
    import Glibc

    /// Counts Swift heap allocations (class instances, closure contexts, array and string buffers) made while it is
    /// running, by routing the runtime's `swift_allocObject` through a counting wrapper.
    ///
    /// The Swift runtime exports a swappable entry point for this (`_swift_allocObject`, enabled by
    /// `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly`), meant for profilers. Only for
    /// benchmarks and tests: it is process-wide and not thread-safe, so run it on one thread with nothing else busy.
    public enum SwiftAllocationCounter {
        /// Whether the hooks were found in the loaded Swift runtime.
        public static var isAvailable: Bool { hookSlot != nil && enableFlag != nil }

        /// Allocations since `start()`; nil when counting is not available.
        public static func count<R>(_ body: () throws -> R) rethrows -> (result: R, allocations: Int?) {
            guard let slot = hookSlot, let flag = enableFlag else { return (try body(), nil) }
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
    }

    // Globals the C-convention hook can reach without a context; written only while `count` runs on one thread.
    nonisolated(unsafe) private var allocationCount = 0
    nonisolated(unsafe) private var originalAllocate: SwiftAllocationCounter.Allocate?
    private let countingAllocate: SwiftAllocationCounter.Allocate = { metadata, size, alignMask in
        allocationCount += 1
        return originalAllocate!(metadata, size, alignMask)
    }
#else
    /// Allocation counting needs the Swift runtime hooks looked up through Glibc's `dlsym`; elsewhere it reports nil.
    public enum SwiftAllocationCounter {
        public static var isAvailable: Bool { false }
        public static func count<R>(_ body: () throws -> R) rethrows -> (result: R, allocations: Int?) {
            (try body(), nil)
        }
    }
#endif
