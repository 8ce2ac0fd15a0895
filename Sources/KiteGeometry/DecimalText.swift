#if canImport(Glibc)
    import Glibc
#endif

/// Writes numbers as C's `printf` does (`%.3f`, `%g`), the inverse of `DecimalNumber`: the text of reports,
/// benchmark lines and option ranges, without Foundation's `String(format:)` (which would load Foundation and its
/// ICU data into every Kite process for a few number formats).
///
/// The digits come from the C library's `vsnprintf` under the "C" locale, so the point is always `.` whatever
/// `LC_NUMERIC` says, and the rounding is printf's: the exact binary value rounded half to even (1.0005 is
/// 1.000499999999999989... in binary and prints as `1.000` with three places). NaN prints as `nan` (`-nan` with the
/// sign bit set), infinities as `inf` and `-inf`, and a negative value that rounds to zero keeps its sign (`-0.000`).
public enum DecimalText {
    /// The most decimal places `fixed` writes: 20.
    public static let maximumPlaces = 20

    /// `value` with `places` digits after the point, as `printf("%.*f", places, value)`: `fixed(2.0 / 3, places: 3)`
    /// is `0.667`, `fixed(-1.5, places: 0)` is `-2`.
    /// - Parameters:
    ///   - value: any value; NaN and the infinities print as printf prints them.
    ///   - places: digits after the point, 0...`maximumPlaces`; 0 writes no point.
    public static func fixed(_ value: Double, places: Int) -> String {
        precondition(
            (0...maximumPlaces).contains(places), "DecimalText.fixed: places \(places) outside 0...\(maximumPlaces)")
        return formatted("%.*f", Int32(places), value)
    }

    /// `value` with six significant digits and no trailing zeros, in exponent form below 1e-4 and from 1e6 on, as
    /// `printf("%g", value)`: `0.25`, `1e+12`, `1e-06`, `123457`.
    public static func general(_ value: Double) -> String {
        formatted("%g", value)
    }

    /// The longest text either function writes: `-` and 309 integer digits of `-Double.greatestFiniteMagnitude`, the
    /// point and `maximumPlaces` digits, and the terminating NUL, rounded up.
    private static let bufferBytes = 352

    private static func formatted(_ format: String, _ arguments: any CVarArg...) -> String {
        // Only the numeric category decides the point; uselocale changes this thread's locale alone, and the
        // previous one is back before returning. (LC_NUMERIC_MASK is a C macro Swift does not import.)
        let cLocale = newlocale(Int32(1) << LC_NUMERIC, "C", nil)
        let previous = cLocale.map { uselocale($0) }
        defer {
            if let previous { uselocale(previous) }
            if let cLocale { freelocale(cLocale) }
        }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: bufferBytes) { buffer in
            let written = withVaList(arguments) { vsnprintf(buffer.baseAddress!, buffer.count, format, $0) }
            precondition(written >= 0 && Int(written) < buffer.count, "DecimalText: \(written) bytes do not fit")
            return String(cString: buffer.baseAddress!)
        }
    }
}
