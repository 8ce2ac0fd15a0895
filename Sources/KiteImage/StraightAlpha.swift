/// Converts premultiplied RGBA bytes (what cairo and the framebuffer hold) to straight alpha (what PNG stores).
public enum StraightAlpha {
    /// Each colour divided by its alpha (rounded to nearest, clamped to 255); fully transparent pixels become
    /// transparent black.
    public static func convert(premultiplied: [UInt8]) -> [UInt8] {
        var out = premultiplied
        for p in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[p + 3])
            guard a > 0, a < 255 else {
                if a == 0 { (out[p], out[p + 1], out[p + 2]) = (0, 0, 0) }
                continue
            }
            for c in 0..<3 { out[p + c] = UInt8(min(255, (Int(out[p + c]) * 255 + a / 2) / a)) }
        }
        return out
    }
}
