#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// exp(-rate * seconds): what is left of a velocity after `seconds` of exponential decay at `rate` per second.
func decayFactor(rate: Double, seconds: Double) -> Double { exp(-rate * seconds) }

func sine(_ x: Double) -> Double { sin(x) }
func cosine(_ x: Double) -> Double { cos(x) }
