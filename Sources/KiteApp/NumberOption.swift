import KiteGeometry

/// Parses numeric command-line options the same way everywhere: decimal notation only (`0x10`, `inf` and `nan`
/// are refused, see `DecimalNumber`), checked against the option's range at parse time, so the refusal is one
/// line naming the option and its valid range (ArgumentParser prints "The value 'V' is invalid for '--OPTION':
/// expected ...").
///
/// Use with `parsing: .unconditional`, so a negative number after a space (`--to -1`) is read as the value:
///
/// ```swift
/// @Option(parsing: .unconditional, transform: NumberOption.decimal(in: 1...1000)) var fps: Double = 60
/// ```
public enum NumberOption {
    /// A range of accepted values and how to say it.
    public struct Range: Sendable, CustomStringConvertible {
        /// The smallest accepted value.
        public var lower: Double
        /// The largest accepted value.
        public var upper: Double
        /// Whether `lower` itself is refused, as in (0, 8].
        public var excludesLower = false
        /// Whether `upper` itself is refused, as in (-1, 1).
        public var excludesUpper = false

        /// Whether `value` is in the range.
        public func contains(_ value: Double) -> Bool {
            (excludesLower ? value > lower : value >= lower) && (excludesUpper ? value < upper : value <= upper)
        }

        /// `1...1000`, `(0, 8]`, `(-1, 1)`.
        public var description: String {
            guard excludesLower || excludesUpper else { return "\(Self.text(lower))...\(Self.text(upper))" }
            return "\(excludesLower ? "(" : "[")\(Self.text(lower)), \(Self.text(upper))\(excludesUpper ? ")" : "]")"
        }

        /// `value` as people write it: `8`, `0.25`, `1e12`, `1e-6`.
        static func text(_ value: Double) -> String {
            if value == value.rounded() && abs(value) < 1e6 { return String(Int(value)) }
            return DecimalText.general(value).replacing("e+", with: "e").replacing("e-0", with: "e-")
                .replacing("e0", with: "e")
        }
    }

    /// A whole-number range as a `Range`.
    public static func closed(_ range: ClosedRange<Double>) -> Range {
        Range(lower: range.lowerBound, upper: range.upperBound)
    }

    /// `(lower, upper]`: above `lower`, up to `upper`.
    public static func above(_ lower: Double, upTo upper: Double) -> Range {
        Range(lower: lower, upper: upper, excludesLower: true)
    }

    /// `[lower, upper)`: from `lower`, below `upper`.
    public static func from(_ lower: Double, below upper: Double) -> Range {
        Range(lower: lower, upper: upper, excludesUpper: true)
    }

    /// `(lower, upper)`.
    public static func between(_ lower: Double, _ upper: Double) -> Range {
        Range(lower: lower, upper: upper, excludesLower: true, excludesUpper: true)
    }

    /// The reason a value was refused; ArgumentParser puts it after the option's name.
    public struct Refusal: Error, CustomStringConvertible {
        /// "expected a decimal number in 1...1000".
        public var description: String
    }

    /// A transform reading a decimal number within `range`.
    public static func decimal(in range: Range) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = DecimalNumber.parse(text), range.contains(value) else {
                throw Refusal(description: "expected a decimal number in \(range)")
            }
            return value
        }
    }

    /// A transform reading a decimal number within `range`.
    public static func decimal(in range: ClosedRange<Double>) -> @Sendable (String) throws -> Double {
        decimal(in: closed(range))
    }

    /// A transform reading a whole number within `range` (decimal digits, an optional sign).
    public static func integer(in range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let value = Int(text),
                range.contains(value)
            else {
                throw Refusal(
                    description: range.upperBound == Int.max
                        ? "expected a whole number, at least \(range.lowerBound)"
                        : "expected a whole number in \(range.lowerBound)...\(range.upperBound)")
            }
            return value
        }
    }
}
