/// Flat quads of unclipped commands drawn as wide lines (`GL_LINES`), on llvmpipe only: one primitive with four edges
/// where a quad is two triangles.
///
/// Why: llvmpipe rasterises each triangle of a quad on its own, so every 4 x 4 block that the quad's diagonal
/// crosses is shaded twice, each time as a partial block, and each triangle pays its own rasterisation in every
/// 64 x 64 tile it touches. Its wide lines are one four-edge primitive (Mesa's `lp_setup_line.c`) that shades each
/// block once. The app screen's background around the cards (long bands 16 to 33 pixels across) and the cards'
/// 2-pixel border sides are such quads: 28.75 -> 25.47 M rasteriser instructions a frame; the gallery's panel sides,
/// blended, too (docs/benchmarks.md, session 13, frames). On the issuing thread a line costs about 1.7 times a quad
/// (its inputs' set-up runs in C), so only quads at least `minimumLength` long are drawn so.
///
/// Same pixels: a quad qualifies only when it is axis-aligned and its four device edges lie on pixel edges
/// (`PixelEdge`), so it covers exactly the pixels of that rectangle, and only within the viewport (clamped to it:
/// lines are clipped by their end points). An axis-aligned line of integer width `w` from (x0, c) to (x1, c), its
/// ends on pixel edges, covers the pixels x0..<x1 across c - w / 2 ..< c + w / 2 (Mesa 22.3). Its ends are placed
/// by the diamond-exit rule, which for an odd width (c on a pixel centre) moves an end by a whole pixel when the
/// vertex stage's float error puts it a hair inside the neighbouring pixel's diamond; so the centre line lies a
/// quarter pixel off the band's middle (`centreOffset`), which keeps every pixel centre inside or outside as before
/// and every end out of the diamonds for errors below 1/20 pixel either way (both fill orientations). The colour
/// is the same flat input of the same program, blended (or not) as before: each pixel is covered once either way.
struct FlatLines {
    /// Lines of one width, `lines[first..<first + count]`, `width` device pixels across.
    struct Group: Equatable {
        var first: Int
        var count: Int
        var width: Int
    }

    /// How the quads of command `command` (or of the clear plan) are drawn: the first `quadCount` of its range, as
    /// `split` arranged it, as quads, then `groups` (indices into `groups`) as lines.
    struct Split: Equatable {
        var command: Int
        var quadCount: Int
        var groups: Range<Int>
    }

    /// Every split's lines, device-space flat instances (`FlatInstance.line`), grouped by width.
    private(set) var lines: [FlatInstance] = []
    private(set) var groups: [Group] = []
    /// One per split command with at least one line, in the order `split` saw them.
    private(set) var splits: [Split] = []
    /// The lines of the range being split, with their widths, before they are grouped.
    private var pending: [(width: Int, line: FlatInstance)] = []

    /// The shortest quad (device pixels along its longer side) drawn as a line: 32. Below it the line's extra set-up
    /// on the issuing thread costs about what its blocks save.
    static let minimumLength: Float = 32
    /// How far the centre line lies from the middle of the band it covers, device pixels (1/4; see the type).
    static let centreOffset: Float = 0.25

    /// Forgets every split, keeping the storage.
    mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        splits.removeAll(keepingCapacity: true)
    }

    /// Splits the unclipped flat quads `quads[range]` (of command `command`) in place: those that stay quads first,
    /// in their order, then whatever; the others become lines (`FlatInstance.line`, within a `viewport` of width x
    /// height device pixels, at most `maxWidth` across), appended to `lines` by width. Records a `Split` when any
    /// quad became a line. The quads of one command never overlap (one shape's cut, or shapes batched on one level),
    /// so their order is free, blending or not.
    mutating func split(
        _ quads: inout [FlatInstance], range: Range<Int>, command: Int, viewport: SIMD2<Float>, maxWidth: Int
    ) {
        pending.removeAll(keepingCapacity: true)
        var kept = range.lowerBound
        for i in range {
            if let line = quads[i].line(viewport: viewport, maxWidth: maxWidth) {
                pending.append(line)
            } else {
                quads[kept] = quads[i]
                kept += 1
            }
        }
        guard !pending.isEmpty else { return }
        sortPendingByWidth()
        let firstGroup = groups.count
        for (width, line) in pending {
            if groups.last?.width != width || groups.count == firstGroup {
                groups.append(Group(first: lines.count, count: 0, width: width))
            }
            lines.append(line)
            groups[groups.count - 1].count += 1
        }
        splits.append(Split(command: command, quadCount: kept - range.lowerBound, groups: firstGroup..<groups.count))
    }
}

extension FlatInstance {
    /// This quad as one line of `FlatLines` with its width (device pixels): a device-space flat instance whose
    /// quad is its centre line (`FlatLines.centreOffset` off the middle) along its longer side, clamped to a
    /// `viewport` of width x height device pixels. Nil unless it is axis-aligned, its four device edges lie on
    /// pixel edges (`PixelEdge`), it covers at least one pixel of the viewport across and `FlatLines.minimumLength`
    /// along, and at most `maxWidth` across.
    func line(viewport: SIMD2<Float>, maxWidth: Int) -> (width: Int, line: FlatInstance)? {
        guard linear.y == 0, linear.z == 0 else { return nil }
        guard let xs = PixelEdge.interval(rect.x, rect.z, scale: linear.x, shift: offset.x),
            let ys = PixelEdge.interval(rect.y, rect.w, scale: linear.w, shift: offset.y)
        else { return nil }
        let low = SIMD2(max(xs.min().rounded(), 0), max(ys.min().rounded(), 0))
        let high = SIMD2(min(xs.max().rounded(), viewport.x), min(ys.max().rounded(), viewport.y))
        let size = high - low
        let across = size.min()
        guard across >= 1, across <= Float(maxWidth), size.max() >= FlatLines.minimumLength else { return nil }
        let centre = (low + high) / 2 + FlatLines.centreOffset
        // Local (x, y) is (along, across); `linear` maps it to device (x, y), or to (y, x) for a line along y.
        let alongX = size.x >= size.y
        let line = FlatInstance(
            linear: alongX ? SIMD4(1, 0, 0, 1) : SIMD4(0, 1, 1, 0), offset: .zero,
            rect: alongX
                ? SIMD4(low.x, centre.y, high.x, centre.y) : SIMD4(low.y, centre.x, high.y, centre.x),
            color: color, ramp: FlatInstance.solid)
        return (Int(across), line)
    }
}

extension FlatLines {
    /// Sorts `pending` by width: by insertion while short (the usual case: no allocation, where the standard
    /// library's sort allocated a buffer every frame on the app screen), else by `sort`.
    private mutating func sortPendingByWidth() {
        guard pending.count <= 64 else {
            pending.sort { $0.width < $1.width }
            return
        }
        for i in pending.indices.dropFirst() {
            let item = pending[i]
            var j = i
            while j > 0 && pending[j - 1].width > item.width {
                pending[j] = pending[j - 1]
                j -= 1
            }
            pending[j] = item
        }
    }

    /// The split of command `command`, if it has one. `cursor` (0 for the first look-up) moves past the splits of
    /// earlier commands, so that looking commands up in increasing order costs constant time each.
    func split(of command: Int, cursor: inout Int) -> Split? {
        while cursor < splits.count && splits[cursor].command < command { cursor += 1 }
        return cursor < splits.count && splits[cursor].command == command ? splits[cursor] : nil
    }
}
