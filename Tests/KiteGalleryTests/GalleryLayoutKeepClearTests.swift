import KiteGeometry
import KiteTestSupport
import Testing

@testable import KiteGallery

/// A rectangle the layout keeps free (the frame-timing HUD): no card, component or label comes under it.
@Suite struct GalleryLayoutKeepClearTests {
    /// Worked by hand: four squares at 800 x 600 (spacing 18) with the compact HUD's 148 x 52 frame 8 points from
    /// the top-right corner. Over the whole surface the top-right cell (409, 18, 373, 273) comes within 18 of it and
    /// is cut below it to 373 x 213, content 353 x 169: scale 1.69. The strips beside the HUD are below it
    /// (18, 78, 764 x 504) and left of it (18, 18, 608 x 564); in the left one a 2 x 2 grid has 295 x 273 cells,
    /// content 275 x 229, so every square takes the largest scale, 2 (below it: 1.99). That grid wins.
    @Test func theGridMovesBesideTheHUDWhenThatKeepsTheComponentsBigger() {
        let squares = Array(repeating: Size(100, 100), count: 4)
        let hud = Rect(x: 644, y: 8, width: 148, height: 52)
        let layout = GalleryLayout(preferredSizes: squares, viewport: Size(800, 600), scale: 1, keepClear: hud)
        #expect(layout.columns == 2 && layout.rows == 2)
        #expect(layout.cells[0].cell == Rect(x: 18, y: 18, width: 295, height: 273))
        #expect(layout.cells[1].cell == Rect(x: 331, y: 18, width: 295, height: 273))
        #expect(layout.cells.allSatisfy { $0.componentScale == 2 })
        #expect(
            GalleryLayout.frame(Rect(x: 409, y: 18, width: 373, height: 273), keepingClearOf: hud, spacing: 18)
                == Rect(x: 409, y: 78, width: 373, height: 213))
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

/// Label widths in the layout's score: an arrangement that holds every label whole wins over one that would draw
/// any with "...".
@Suite struct GalleryLayoutLabelTests {
    /// Worked by hand: two 100 x 100 squares at 400 x 300 (spacing 9). Two columns give cells 186.5 wide (label
    /// slots 166.5, 167 once snapped) and scale 1.665; one column gives cells 382 wide (slots 362) and room for
    /// scale 0.925 (0.92 for whole-pixel sides). Both reach the touch size, so without widths two columns win; a
    /// 200-point label fits only the single column.
    @Test func aLabelTooWideForTheBiggerGridTakesTheWiderCells() {
        let squares = Array(repeating: Size(100, 100), count: 2)
        let free = GalleryLayout(preferredSizes: squares, viewport: Size(400, 300), scale: 1)
        #expect(free.columns == 2 && free.cells[0].label.width < 200)
        let labelled = GalleryLayout(
            preferredSizes: squares, viewport: Size(400, 300), scale: 1, labelWidths: [200, 10])
        #expect(labelled.columns == 1 && labelled.cells[0].label.width == 362)
        #expect(labelled.cells[0].componentScale == 0.92)
        // Labels that fit both leave the choice to the touch size and scale.
        let short = GalleryLayout(preferredSizes: squares, viewport: Size(400, 300), scale: 1, labelWidths: [160, 10])
        #expect(short == free)
    }

    /// Seeded sweep over window sizes, scales, HUD corners and label widths, with every arrangement the layout
    /// weighs as the oracle: whenever one of them holds every label whole and shows every component at least 24 pt
    /// on its shorter side, the chosen layout truncates none.
    @Test func noLabelIsTruncatedWhereSomeArrangementHoldsThemAll() {
        let shapes = [
            Size(80, 54), Size(150, 150), Size(150, 150), Size(200, 200), Size(300, 120), Size(200, 200),
            Size(320, 480), Size(160, 80),
        ]
        let metrics = GalleryLayout.Metrics()
        var random = SplitMix64(seed: 0x1ABE1)
        var withWholeLabels = 0
        for _ in 0..<300 {
            let viewport = Size(480 + 1400 * random.nextUnit(), 360 + 800 * random.nextUnit())
            let scale = [1.0, 1.25, 1.5, 1.75, 2][Int(random.next() % 5)]
            let hudSize = random.next() % 2 == 0 ? Size(148, 52) : Size(356, 278)
            let x = random.next() % 2 == 0 ? 8 : viewport.width - 8 - hudSize.width
            let y = random.next() % 2 == 0 ? 8 : viewport.height - 8 - hudSize.height
            let hud = Rect(origin: Point(x, y), size: hudSize)
            let widths = shapes.map { _ in 60 + 140 * random.nextUnit() }
            let layout = GalleryLayout(
                preferredSizes: shapes, viewport: viewport, scale: scale, keepClear: hud, labelWidths: widths)
            let truncated = zip(layout.cells, widths).filter { $1 > $0.label.width - 1e-6 }.count
            let spacing = GalleryLayout.spacing(for: viewport, metrics: metrics)
            let region = Rect(
                x: spacing, y: spacing, width: viewport.width - 2 * spacing, height: viewport.height - 2 * spacing)
            let scores = GalleryLayout.arrangements(shapes, in: region, spacing: spacing, metrics: metrics).map {
                arrangement in
                var cleared = arrangement
                cleared.frames = arrangement.frames.map {
                    GalleryLayout.frame($0, keepingClearOf: hud, spacing: spacing)
                }
                let whole = zip(cleared.frames, widths).allSatisfy { frame, width in
                    width <= GalleryLayout.labelSlot(in: frame, metrics: metrics, scale: scale).width - 1e-6
                }
                let score = GalleryLayout.score(
                    cleared, shapes: shapes, controls: shapes.map { min($0.width, $0.height) }, labelWidths: nil,
                    metrics: metrics, scale: scale)
                return (visible: score.visible, whole: whole)
            }
            if scores.contains(where: { $0.whole && $0.visible }) {
                withWholeLabels += 1
                #expect(truncated == 0, "\(viewport) x\(scale) HUD \(hud): \(truncated) truncated, widths \(widths)")
            }
        }
        // The sweep is not vacuous: most draws have such an arrangement.
        #expect(withWholeLabels > 150)
    }
}
