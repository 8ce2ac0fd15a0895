#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Thin names over libm so the geometry files need no platform conditionals of their own.
@inlinable func sinDouble(_ x: Double) -> Double { sin(x) }
@inlinable func cosDouble(_ x: Double) -> Double { cos(x) }
@inlinable func atan2Double(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
