/// One instance of `Shaders/fill.vert`: a horizontal band of a filled path with the range of its edges in the
/// edge texture, or (drawn by `Shaders/fill-mask.frag`) a rectangle of a coverage mask. Three vec4 attributes in
/// this exact order.
struct FillInstance: Equatable {
    /// Min x, min y, max x, max y, device pixels.
    var rect: SIMD4<Float>
    /// Edge bands: first edge, edge count, fill rule (0 nonzero, 1 even-odd), unused. Masks: the mask byte of
    /// device pixel (0, 0) as high (x 4096) and low part, the mask's row length in bytes, unused (see
    /// `init(maskRect:firstByte:color:)`).
    var edges: SIMD4<Float>
    /// Premultiplied RGBA.
    var color: SIMD4<Float>
}

extension FillInstance {
    /// Mask texels per row of the mask texture (`MaskTexture.width`): a byte index is split at this into two
    /// parts that are each exact in a `Float`.
    static let maskRowLength = 4096

    /// A mask rectangle `rect` (whole device pixels) whose coverage bytes lie row by row in the frame's mask
    /// bytes from `firstByte` on. The shader finds pixel (x, y)'s byte at base + y x width + x, where base, the
    /// index pixel (0, 0) would have, may be negative; it travels split in two floats, each exact.
    init(maskRect rect: SIMD4<Float>, firstByte: Int, color: SIMD4<Float>) {
        let width = Int(rect.z - rect.x)
        self.init(rect: rect, edges: Self.maskEdges(firstByte: firstByte, rect: rect, width: width), color: color)
    }

    /// The index of this mask rectangle's first byte (its top-left pixel's).
    var maskFirstByte: Int {
        let base = Int(edges.x) * Self.maskRowLength + Int(edges.y)
        return base + Int(rect.y) * Int(edges.z) + Int(rect.x)
    }

    /// The same mask rectangle with its bytes moved by `offset`.
    func movingMask(by offset: Int) -> FillInstance {
        var moved = self
        moved.edges = Self.maskEdges(firstByte: maskFirstByte + offset, rect: rect, width: Int(edges.z))
        return moved
    }

    private static func maskEdges(firstByte: Int, rect: SIMD4<Float>, width: Int) -> SIMD4<Float> {
        let base = firstByte - Int(rect.y) * width - Int(rect.x)
        let high = base >= 0 ? base / maskRowLength : -((-base + maskRowLength - 1) / maskRowLength)
        return SIMD4(Float(high), Float(base - high * maskRowLength), Float(width), 0)
    }
}
