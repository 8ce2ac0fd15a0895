extension SceneEncoder {
    /// Drops the straight-side ramps of the shape drawn just before `border` whose every pixel `border` covers
    /// fully: an opaque outline over a card (an SVG `<rect rx stroke>`, drawn as a ring) hides its fill's
    /// anti-aliased sides under its own straight sides, so those ramps would shade a few thousand pixels a frame
    /// that the ring then replaces. Only when nothing else was drawn in between (the shape's ramps are the last
    /// instances and command), the border is opaque, unclipped and axis-aligned under a uniform scale, and the
    /// shape is not the frame's covering first layer. Allocates nothing.
    mutating func cullRampsHidden(under border: ShapeInstance, clip: Int?) {
        guard cullsHiddenRamps, clip == nil, border.color.w >= 1, border.shape.y > 0, border.hasStraightSideRamps,
            abs(border.linear.x) == abs(border.linear.w),
            let start = aloneShapes.shapes.last?.y, aloneShapes.shapes.last?.z == flats.count, start < flats.count,
            (cover?.commandCount ?? -1) < commands.count,
            case .ramps(let first, let count, let rampClip) = commands.last, first == start,
            first + count == flats.count
        else { return }
        let band = BorderBand(border)
        var kept = start
        for r in start..<flats.count where !band.coversFully(Self.pixelBounds(of: flats[r])) {
            flats[kept] = flats[r]
            kept += 1
        }
        guard kept < flats.count else { return }
        flats.removeLast(flats.count - kept)
        aloneShapes.shapes[aloneShapes.shapes.count - 1].z = kept
        commands.removeLast()
        if kept > start { commands.append(.ramps(first: start, count: kept - start, clip: rampClip)) }
    }
}
