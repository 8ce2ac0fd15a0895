/// Packs rectangles into rows ("shelves") of a fixed-width image, left to right, opening a new shelf when a
/// rectangle does not fit. Simple and good enough for a few hundred glyphs of similar height.
struct ShelfPacker {
    let width: Int
    /// Empty pixels kept between rectangles so linear sampling never bleeds a neighbour in.
    let padding: Int
    private var shelfY = 0
    private var shelfHeight = 0
    private var cursorX = 0

    init(width: Int, padding: Int) {
        self.width = width
        self.padding = padding
    }

    /// Rows used so far, including the open shelf.
    var usedHeight: Int { shelfY + shelfHeight }

    /// The top-left corner for a `width` x `height` rectangle (width at most the packer's width).
    mutating func place(width w: Int, height h: Int) -> (x: Int, y: Int) {
        precondition(w <= width, "a \(w)-pixel-wide glyph does not fit a \(width)-pixel atlas")
        if cursorX + w > width {
            shelfY += shelfHeight + padding
            shelfHeight = 0
            cursorX = 0
        }
        let corner = (cursorX, shelfY)
        cursorX += w + padding
        shelfHeight = max(shelfHeight, h)
        return corner
    }
}
