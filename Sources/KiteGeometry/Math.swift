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
@inlinable func tanDouble(_ x: Double) -> Double { tan(x) }
@inlinable func acosDouble(_ x: Double) -> Double { acos(x) }
@inlinable func cbrtDouble(_ x: Double) -> Double { cbrt(x) }
@inlinable func powDouble(_ x: Double, _ y: Double) -> Double { pow(x, y) }
