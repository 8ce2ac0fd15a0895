#if canImport(Glibc)
    import Glibc
#endif

/// Heap allocations made by the calling thread, when `scripts/malloc-counter.c` is preloaded (`LD_PRELOAD`);
/// nil otherwise. Only benchmarks use it: counts are stable where times are noisy.
enum MallocCounter {
    /// `kite_malloc_count` from the preloaded counter. A C function pointer found by name: the symbol's type is
    /// fixed by malloc-counter.c, `uint64_t (void)`.
    private static let function: (@convention(c) () -> UInt64)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "kite_malloc_count") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
    }()

    /// Allocations so far on this thread, or nil without the counter.
    static func count() -> UInt64? { function?() }
}
