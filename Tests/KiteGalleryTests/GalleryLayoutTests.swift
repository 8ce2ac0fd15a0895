import KiteGallery
import KiteGeometry
import Testing

@Suite struct GalleryLayoutTests {
    let squares = Array(repeating: Size(100, 100), count: 4)

    /// Worked by hand: spacing 3% of 600 = 18; with 2 columns the cells are 373 x 273, the content 353 x 229 (10
    /// padding, 24 label), so 100-point squares reach the 2x cap; 1 column gives only 0.835 and 3 columns tie at
    /// 2 (fewer columns win ties).
    @Test func fourSquaresInALaptopWindowMakeATwoByTwoGrid() {
        let layout = GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1)
        #expect(layout.columns == 2 && layout.rows == 2)
        #expect(layout.cells[0].cell == Rect(x: 18, y: 18, width: 373, height: 273))
        #expect(layout.cells[3].cell == Rect(x: 409, y: 309, width: 373, height: 273))
        // Centred at (204.5, 142.5), 200 x 200; edges at .5 round away from zero onto whole pixels.
        #expect(layout.cells[0].component == Rect(x: 105, y: 43, width: 200, height: 200))
        #expect(layout.cells[0].componentScale == 2)
        #expect(layout.cells[0].label == Rect(x: 28, y: 257, width: 353, height: 24))
        #expect(!layout.isCrowded)
    }

    @Test func edgesSnapToTheDevicePixelGridOfEachScale() {
        let at125 = GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1.25)
        // 104.5 * 1.25 = 130.625 -> 131 device pixels = 104.8 points; 42.5 * 1.25 = 53.125 -> 53 = 42.4.
        let c = at125.cells[0].component
        #expect(abs(c.minX - 104.8) < 1e-12 && abs(c.minY - 42.4) < 1e-12)
        #expect(abs(c.width - 200) < 1e-12 && abs(c.height - 200) < 1e-12)
        let at2 = GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 2)
        #expect(at2.cells[0].component == Rect(x: 104.5, y: 42.5, width: 200, height: 200))
    }

    /// A tall narrow window stacks everything in one column (scale 1.66 against 1.62 for two columns).
    @Test func aNarrowWindowStacksOneColumn() {
        let layout = GalleryLayout(preferredSizes: squares, viewport: Size(400, 900), scale: 1)
        #expect(layout.columns == 1 && layout.rows == 4)
        #expect(abs(layout.cells[0].componentScale - 1.66) < 1e-12)
    }

    /// The gallery's real mix of shapes (seed sizes) over window sizes from a small laptop window to 4K, at the
    /// three scales: cells inside the surface and disjoint, components inside their cell's content above the label,
    /// aspect ratios kept, every edge on the pixel grid, and nothing too small to touch from 800 x 600 up.
    @Test func invariantsHoldFromSmallWindowsToFullScreen() {
        let shapes = [
            Size(80, 54), Size(150, 150), Size(150, 150), Size(200, 200), Size(300, 120), Size(200, 200),
            Size(320, 480), Size(160, 80),
        ]
        let viewports = [Size(640, 480), Size(800, 600), Size(1280, 800), Size(1920, 1080), Size(3840, 2160)]
        for viewport in viewports {
            for scale in [1.0, 1.25, 2.0] {
                let layout = GalleryLayout(preferredSizes: shapes, viewport: viewport, scale: scale)
                #expect(layout.cells.count == shapes.count)
                #expect(layout.columns * layout.rows >= shapes.count)
                for (i, cell) in layout.cells.enumerated() {
                    #expect(cell.cell.minX >= 0 && cell.cell.maxX <= viewport.width)
                    #expect(cell.cell.minY >= 0 && cell.cell.maxY <= viewport.height)
                    #expect(cell.component.minX >= cell.cell.minX && cell.component.maxX <= cell.cell.maxX)
                    #expect(cell.component.minY >= cell.cell.minY && cell.component.maxY <= cell.label.minY + 1e-9)
                    #expect(cell.label.maxY <= cell.cell.maxY + 1e-9)
                    let aspect = cell.component.width / cell.component.height
                    let expected = shapes[i].width / shapes[i].height
                    #expect(abs(aspect - expected) / expected < 0.02, "aspect of \(i) at \(viewport)")
                    for edge in [cell.cell.minX, cell.cell.maxY, cell.component.minX, cell.component.maxY] {
                        #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-9)
                    }
                    for other in layout.cells[(i + 1)...] {
                        let apart =
                            other.cell.minX >= cell.cell.maxX || other.cell.maxX <= cell.cell.minX
                            || other.cell.minY >= cell.cell.maxY || other.cell.maxY <= cell.cell.minY
                        #expect(apart)
                    }
                }
                if viewport.width >= 800 { #expect(!layout.isCrowded, "crowded at \(viewport)") }
            }
        }
    }

    /// Seven 100-point squares (the whole square is the control) and a phone-sized menu (375 x 667) whose control is
    /// a 32-point button. In a grid of equal cells the menu would be width-limited to about a third of its size (an
    /// 11-point button); a full-height column on the right lets it reach 520 / 667 of its size instead.
    @Test func aTallMenuGetsAFullHeightColumnSoItsButtonGrows() {
        let shapes = Array(repeating: Size(100, 100), count: 7) + [Size(375, 667)]
        let controls =
            Array(repeating: Rect(x: 0, y: 0, width: 100, height: 100), count: 7) + [
                Rect(x: 16, y: 16, width: 32, height: 32)
            ]
        let small = GalleryLayout(preferredSizes: shapes, controlFrames: controls, viewport: Size(800, 600), scale: 1)
        #expect(small.tallColumns == 1)
        let menu = small.cells[7]
        #expect(menu.cell.minY == 18 && menu.cell.height == 564 && menu.cell.maxX == 782)
        // 564 less 20 of padding and the 24 label, over 667, would make the button 24.95 points: it takes 24 whole
        // pixels.
        #expect(abs(menu.componentScale - 24.0 / 32) < 1e-12)
        #expect(menu.controlSide == 24 && small.isCrowded, "the button grows but is still under 44 points here")
        #expect(small.cells[..<7].allSatisfy { $0.cell.maxX < menu.cell.minX && $0.controlSide >= 44 })
        let large = GalleryLayout(
            preferredSizes: shapes, controlFrames: controls, viewport: Size(1920, 1080), scale: 1)
        #expect(large.tallColumns == 1 && !large.isCrowded, "full screen: every control at least 44 points")
        // Without a tall component the plain grid stays.
        #expect(GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1).tallColumns == 0)
    }

    @Test func degenerateInputGivesEmptyCellsNotACrash() {
        let tiny = GalleryLayout(preferredSizes: squares, viewport: Size(10, 10), scale: 1)
        #expect(tiny.cells.count == 4 && tiny.cells.allSatisfy { $0.component.width >= 0 && $0.cell.width >= 0 })
        #expect(tiny.isCrowded)
        let nonsense = GalleryLayout(
            preferredSizes: [Size(.nan, -3)], viewport: Size(.infinity, 600), scale: .nan)
        #expect(nonsense.cells.count == 1 && nonsense.cells[0].component.width == 0)
        #expect(GalleryLayout(preferredSizes: [], viewport: Size(800, 600), scale: 1).cells.isEmpty)
    }
}
