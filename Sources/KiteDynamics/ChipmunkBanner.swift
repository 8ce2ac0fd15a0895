import CChipmunk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Debian builds Chipmunk with debug checks on, and the first `cpSpaceInit` of a process prints a two-line banner
/// to standard output, which would land in the middle of `kite simulate`'s CSV. The first space is therefore made
/// and freed here, once, with standard output pointed at /dev/null; later spaces print nothing.
enum ChipmunkBanner {
    static let silenced: Void = {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            // Without the descriptors the banner goes through; harmless beyond the noise.
            cpSpaceFree(cpSpaceNew())
            return
        }
        dup2(null, STDOUT_FILENO)
        cpSpaceFree(cpSpaceNew())
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(null)
        close(saved)
    }()
}
