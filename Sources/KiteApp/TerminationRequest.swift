#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM end the frame loop at the next iteration instead of killing the process, so logs, the
/// summary and the input recording are finished and every Wayland object is released in order.
public enum TerminationRequest {
    /// Set by the signal handler, read by the frame loop. Safe: a single aligned word written only from the
    /// handler and only ever changed from 0 to 1; a late read just ends the loop one iteration later.
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    /// Whether SIGINT or SIGTERM has arrived since `install()`.
    public static var isRequested: Bool { flag != 0 }

    /// Installs the handlers and unblocks both signals: a parent may start Kite with them blocked (the mask is
    /// inherited across exec; XCTest's runner does this), and a blocked SIGTERM would stay pending forever.
    public static func install() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM] {
            // The handler captures nothing and only stores to the flag, which is async-signal-safe.
            signal(sig) { _ in TerminationRequest.flag = 1 }
            sigaddset(&unblock, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}
