#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM end the frame loop at the next iteration instead of killing the process, so logs, the
/// summary and the input recording are finished and every Wayland object is released in order. SIGPIPE is ignored:
/// an output whose reader goes away (a FIFO, a pipe) is a write error that names the file, not a silent death.
public enum TerminationRequest {
    /// Set by the signal handler, read by the frame loop. Safe: a single aligned word written only from the
    /// handler and only ever changed from 0 to 1; a late read just ends the loop one iteration later.
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    /// Whether SIGINT or SIGTERM has arrived since `install()`.
    public static var isRequested: Bool { flag != 0 }

    /// Installs the handlers and unblocks both signals: a parent may start Kite with them blocked (the mask is
    /// inherited across exec; XCTest's runner does this), and a blocked SIGTERM would stay pending forever.
    ///
    /// The handlers are installed without `SA_RESTART`, so a blocking call (opening a FIFO that has no writer yet,
    /// waiting in a read) returns `EINTR` and the run ends instead of waiting on.
    public static func install() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM] {
            var action = sigaction()
            // The handler captures nothing and only stores to the flag, which is async-signal-safe.
            action.__sigaction_handler.sa_handler = { _ in TerminationRequest.flag = 1 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
            sigaddset(&unblock, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        ignoreBrokenPipes()
    }

    /// Ignores SIGPIPE, so writing to a pipe or FIFO whose reader left fails with `EPIPE` (reported with the file's
    /// name) instead of killing the process.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
