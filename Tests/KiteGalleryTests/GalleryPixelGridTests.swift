import KiteAnimation
import KiteComponents
import KiteGallery
import KiteGeometry
import KiteScene
import Testing

/// The real gallery (Kite's components, not fakes) laid out over window sizes from the smallest it supports to 4K
/// and at the scales people run: 1, 1.25, 1.5, 1.75 and 2 device pixels per point.
@Suite struct GalleryPixelGridTests {
    static let scales = [1.0, 1.25, 1.5, 1.75, 2.0]
    static let viewports = [
        GalleryHost.minimumViewport, Size(800, 600), Size(901, 677), Size(1024, 768), Size(1280, 800),
        Size(1366, 768), Size(1920, 1080), Size(2560, 1440), Size(3840, 2160),
    ]

    static func makeHost() throws -> GalleryHost {
        let animator = try Animator(hostTime: 0)
        return GalleryHost(components: try GalleryHost.standardComponents(animator: animator), animator: animator)
    }

    static func isOnGrid(_ v: Double, scale: Double) -> Bool {
        abs(v * scale - (v * scale).rounded()) < 1e-6
    }

    static func isOnGrid(_ r: Rect, scale: Double) -> Bool {
        [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { isOnGrid($0, scale: scale) }
    }

    /// At rest, every primary control's frame (what the trace's `layout` lines report) has all four edges on the
    /// device pixel grid, where the layout predicted it.
    @Test(arguments: scales) func everyControlLiesOnTheDevicePixelGridAtRest(scale: Double) throws {
        let host = try Self.makeHost()
        for viewport in Self.viewports {
            host.resize(to: viewport, scale: scale)
            for (component, cell) in zip(host.components, host.layout.cells) {
                let frame = component.primaryControlFrame
                #expect(Self.isOnGrid(frame, scale: scale), "\(component.name) at \(viewport) x\(scale): \(frame)")
                let predicted = cell.control
                let apart =
                    [
                        frame.minX - predicted.minX, frame.minY - predicted.minY, frame.width - predicted.width,
                        frame.height - predicted.height,
                    ].map(abs).max() ?? 0
                #expect(apart < 1e-9, "\(component.name) at \(viewport) x\(scale): \(frame) vs \(predicted)")
            }
        }
    }

    /// Snapping costs each control less than one step of its ladder of whole-pixel sizes: the 560 x 200 point
    /// demo (sides 14 : 5) loses under 14 device pixels of width to the fit the cell alone allows, a square
    /// control under one.
    @Test(arguments: scales) func snappingCostsLessThanAStepOfTheGrid(scale: Double) throws {
        let host = try Self.makeHost()
        let metrics = host.layout.metrics
        for viewport in Self.viewports {
            host.resize(to: viewport, scale: scale)
            for (component, cell) in zip(host.components, host.layout.cells) {
                let room = Size(
                    cell.cell.width - 2 * metrics.padding, cell.cell.height - 2 * metrics.padding - metrics.labelHeight)
                let preferred = component.preferredSize
                let fit = min(room.width / preferred.width, room.height / preferred.height, metrics.maximumScale)
                let long = max(cell.control.width, cell.control.height) / cell.componentScale
                let lost = (fit - cell.componentScale) * long * scale
                let short = min(cell.control.width, cell.control.height) / cell.componentScale
                // The ladder's step: the fewest device pixels of the long side that make the short side whole.
                let step = Double(
                    (1...64).first { n in
                        let other = Double(n) * short / long
                        return abs(other - other.rounded()) < 1e-9
                    } ?? 64)
                // The cell is snapped (its room up to two device pixels off the one the layout weighed), which moves
                // the fit by at most two device pixels of a control no longer than its component.
                #expect(lost > -2 - 1e-9 && lost < step + 2, "\(component.name) at \(viewport) x\(scale): \(lost) px")
            }
        }
    }

    /// Every visible control has a hit area at least 44 x 44 points around it, the areas of different controls do
    /// not overlap, and a touch anywhere in an area (its centre and just inside each corner) reaches that control.
    @Test(arguments: scales) func everyControlHasATouchSizedHitArea(scale: Double) throws {
        let host = try Self.makeHost()
        for viewport in Self.viewports {
            host.resize(to: viewport, scale: scale)
            checkHitAreas(host, at: "\(viewport) x\(scale)")
        }
    }

    /// With the Guillotine menu open (the panel upright, its entries showing) the same holds for the panel's button
    /// and entries; the bar's button lies under the panel then and is not reachable. At the smallest window the
    /// menu's entries keep their 44 pt pitch.
    @Test func theOpenMenusEntriesAndButtonAreTouchSized() throws {
        let host = try Self.makeHost()
        let menu = try #require(host.components.first { $0 is GuillotineMenu } as? GuillotineMenu)
        var time = 0.0
        // The menu reports `open` at the first contact; the bounce dies out well within 6 s.
        func settle(in state: String) {
            for _ in 0..<360 {
                time += 1.0 / 60
                host.advance(to: time)
            }
            #expect(menu.state == state)
        }
        for viewport in [GalleryHost.minimumViewport, Size(800, 600), Size(1280, 800), Size(1920, 1080)] {
            host.resize(to: viewport, scale: 1.25)
            menu.open()
            settle(in: "open")
            checkHitAreas(host, at: "\(viewport) open", excluding: [menu.buttonLayer])
            menu.close()
            settle(in: "closed")
        }
    }

    private func checkHitAreas(_ host: GalleryHost, at place: String, excluding hidden: [Layer] = []) {
        let targets = host.touchTargets
        let visible = targets.controls.filter { control in
            !hidden.contains { $0 === control } && targets.frame(of: control) != nil
        }
        let areas = visible.compactMap { targets.target(of: $0) }
        #expect(areas.count == visible.count)
        for (i, (control, area)) in zip(visible, areas).enumerated() {
            let name = control.name ?? "?"
            #expect(area.width >= 44 - 1e-9 && area.height >= 44 - 1e-9, "\(name) at \(place): \(area)")
            for (otherControl, other) in zip(visible, areas).dropFirst(i + 1) {
                // Areas may touch; a rounding's worth of overlap (1e-9 pt) is no overlap.
                let apart =
                    other.minX >= area.maxX - 1e-9 || other.maxX <= area.minX + 1e-9
                    || other.minY >= area.maxY - 1e-9 || other.maxY <= area.minY + 1e-9
                #expect(apart, "\(name)'s hit area \(area) overlaps \(otherControl.name ?? "?")'s \(other) at \(place)")
            }
            let inset = 0.25
            let probes = [
                area.center, Point(area.minX + inset, area.minY + inset), Point(area.maxX - inset, area.minY + inset),
                Point(area.minX + inset, area.maxY - inset), Point(area.maxX - inset, area.maxY - inset),
            ]
            for probe in probes {
                var hit = targets.hitTest(probe)
                while let layer = hit, layer !== control { hit = layer.superlayer }
                #expect(
                    hit === control,
                    "\(name) at \(place): \(probe) reaches \(targets.hitTest(probe)?.name ?? "nothing")")
            }
        }
    }
}
