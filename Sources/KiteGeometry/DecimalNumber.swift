/// Reads a number written the way people write numbers on a command line or in a script: an optional sign, digits
/// with an optional decimal point, and an optional exponent (`-1`, `.5`, `2.`, `1e-3`, `+6.02E23`).
///
/// Swift's `Double(_:)` also reads hexadecimal (`0x10` is 16), `inf`, `infinity` and `nan`; those are refused
/// here, and so is a value that overflows to infinity (`1e400`).
public enum DecimalNumber {
    /// The finite value of `text`, or nil when it is not a decimal number.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        guard isDecimal(text.utf8), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    private static func isDecimal<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        var i = bytes.startIndex
        func take(_ accept: (UInt8) -> Bool) -> Int {
            var count = 0
            while i != bytes.endIndex, accept(bytes[i]) {
                i = bytes.index(after: i)
                count += 1
            }
            return count
        }
        let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        func skipSign() {
            if i != bytes.endIndex, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                i = bytes.index(after: i)
            }
        }
        skipSign()
        var mantissaDigits = take(isDigit)
        if i != bytes.endIndex, bytes[i] == UInt8(ascii: ".") {
            i = bytes.index(after: i)
            mantissaDigits += take(isDigit)
        }
        guard mantissaDigits > 0 else { return false }
        if i != bytes.endIndex, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i = bytes.index(after: i)
            skipSign()
            guard take(isDigit) > 0 else { return false }
        }
        return i == bytes.endIndex
    }
}
