import KiteGallery
import KiteGeometry
import Testing

/// A rectangle the layout keeps free (the frame-timing HUD): no card, component or label comes under it.
@Suite struct GalleryLayoutKeepClearTests {
    /// Worked by hand: four squares at 800 x 600 (spacing 18) with the compact HUD's 148 x 52 frame 8 points from
    /// the top-right corner. The top-right cell (409, 18, 373, 273) comes within 18 of it; below it keeps 373 x 213
    /// (y 78...291), left of it only 217 x 273, so it is cut below. Its content is 353 x 169: scale 1.69 for all
    /// (3 columns tie at 1.69, 4 give 1.575), so the grid stays 2 x 2.
    @Test func theCellUnderTheHUDGivesUpTheStripAboveIt() {
        let squares = Array(repeating: Size(100, 100), count: 4)
        let hud = Rect(x: 644, y: 8, width: 148, height: 52)
        let layout = GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1, keepClear: hud)
        #expect(layout.columns == 2 && layout.rows == 2)
        #expect(layout.cells[1].cell == Rect(x: 409, y: 78, width: 373, height: 213))
        #expect(abs(layout.cells[1].componentScale - 1.69) < 1e-9)
        #expect(layout.cells[0].cell == Rect(x: 18, y: 18, width: 373, height: 273))
        let free = GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1)
        #expect(GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1, keepClear: nil) == free)
    }

    /// The gallery's mix of shapes from 640 x 480 to 4K at three scales, with the compact HUD (148 x 52) and the
    /// full panel (356 x 278) in each corner, 8 points in: nothing the layout places comes under it.
    @Test func nothingComesUnderTheHUDInAnyCornerOrWindowSize() {
        let shapes = [
            Size(80, 54), Size(150, 150), Size(150, 150), Size(200, 200), Size(300, 120), Size(200, 200),
            Size(320, 480), Size(160, 80),
        ]
        let viewports = [Size(640, 480), Size(800, 600), Size(1280, 800), Size(1920, 1080), Size(3840, 2160)]
        for viewport in viewports {
            for hudSize in [Size(148, 52), Size(356, 278)] {
                let (right, bottom) = (viewport.width - 8 - hudSize.width, viewport.height - 8 - hudSize.height)
                for origin in [Point(8, 8), Point(right, 8), Point(8, bottom), Point(right, bottom)] {
                    let hud = Rect(origin: origin, size: hudSize)
                    for scale in [1.0, 1.25, 2.0] {
                        let layout = GalleryLayout(
                            preferredSizes: shapes, viewport: viewport, scale: scale, keepClear: hud)
                        for (i, cell) in layout.cells.enumerated() {
                            for rect in [cell.cell, cell.component, cell.label] {
                                #expect(!rect.intersects(hud), "cell \(i) at \(viewport) x\(scale): \(rect) \(hud)")
                            }
                        }
                    }
                }
            }
        }
    }
}
