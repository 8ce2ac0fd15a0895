import KiteGeometry

/// The `--trace` lines (the format docs/gallery.md documents): one JSON object per line, keys in the documented order, numbers in
/// their shortest exact form (integers without a fraction; times rounded to the microsecond, frames to 1e-4 pt so
/// device-pixel snapping at 1.25 prints `33.6`, not `33.599999999999994`). The host hands each line, without a
/// newline, to `write`; the executable appends it to the file.
public struct GalleryTrace {
    /// Receives each line, without the trailing newline.
    public var write: (String) -> Void

    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// `{"event":"layout","component":NAME,"frame":[x,y,w,h]}`: the primary control's frame in surface points.
    public static func layoutLine(component: String, frame: Rect) -> String {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { number($0, places: 4) }
        return #"{"event":"layout","component":\#(string(component)),"frame":[\#(numbers.joined(separator: ","))]}"#
    }

    /// `{"event":"gesture","component":NAME,"recognizer":KIND,"state":STATE,"t":SECONDS}`.
    public static func gestureLine(component: String, recognizer: String, state: String, time: Double) -> String {
        #"{"event":"gesture","component":\#(string(component)),"recognizer":\#(string(recognizer)),"#
            + #""state":\#(string(state)),"t":\#(number(time, places: 6))}"#
    }

    /// `{"event":"state","component":NAME,"value":VALUE,"t":SECONDS}`.
    public static func stateLine(component: String, value: String, time: Double) -> String {
        #"{"event":"state","component":\#(string(component)),"value":\#(string(value)),"t":\#(number(time, places: 6))}"#
    }

    /// `v` rounded to `places` decimals, without a fraction when whole; non-finite values (which JSON cannot
    /// hold) print as `null`.
    static func number(_ v: Double, places: Int) -> String {
        guard v.isFinite else { return "null" }
        var unit = 1.0
        for _ in 0..<places { unit *= 10 }
        let rounded = (v * unit).rounded() / unit
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// `s` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
