import KiteGLTestSupport
import KiteGeometry
import KiteGestures
import KiteHUD
import KiteRender
import KiteScene
import KiteTestSupport
import KiteTiming
import Testing

@testable import KiteApp

/// `LayerScene.safeArea`: the part of the surface the HUD leaves free, as a closed form of the HUD's frame.
@Suite struct LayerSceneSafeAreaTests {
    @Test func noHUDLeavesTheWholeSurface() {
        let size = Size(800, 600)
        #expect(LayerScene.safeArea(of: size, clearOf: nil) == Rect(x: 0, y: 0, width: 800, height: 600))
        // A HUD wholly outside the surface covers none of it.
        let outside = Rect(x: 900, y: 0, width: 100, height: 50)
        #expect(LayerScene.safeArea(of: size, clearOf: outside) == Rect(x: 0, y: 0, width: 800, height: 600))
    }

    /// Each of the four strips beside a HUD (widened by the 8-point gap), the largest one kept.
    @Test func theLargestStripBesideTheHUDIsKept() {
        let size = Size(800, 600)
        // Compact, top right: below it is 800 x 532, left of it 636 x 600.
        #expect(
            LayerScene.safeArea(of: size, clearOf: Rect(x: 644, y: 8, width: 148, height: 52))
                == Rect(x: 0, y: 68, width: 800, height: 532))
        // Compact, bottom left: above it is 800 x 532.
        #expect(
            LayerScene.safeArea(of: size, clearOf: Rect(x: 8, y: 540, width: 148, height: 52))
                == Rect(x: 0, y: 0, width: 800, height: 532))
        // A tall panel on the right: left of it (432 x 600) beats below it (800 x 76).
        #expect(
            LayerScene.safeArea(of: size, clearOf: Rect(x: 440, y: 8, width: 352, height: 508))
                == Rect(x: 0, y: 0, width: 432, height: 600))
        // A tall panel on the left: right of it.
        #expect(
            LayerScene.safeArea(of: size, clearOf: Rect(x: 8, y: 8, width: 352, height: 508))
                == Rect(x: 368, y: 0, width: 432, height: 600))
    }
}

/// `DrawnClearance`, the check the HUD-placement tests rest on, catches what it must: an item reaching under the
/// area by a fraction of a point, and one placed there only by its layer's transform.
@Suite struct DrawnClearanceTests {
    @Test func itemsUnderTheAreaAreReportedAndItemsBesideItAreNot() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 800, height: 600)
        root.anchorPoint = .zero
        let beside = Layer()
        beside.frame = Rect(x: 0, y: 0, width: 600, height: 100)
        beside.backgroundColor = Color(hex: 0x2C2C2E)
        let reaching = Layer()
        reaching.frame = Rect(x: 0, y: 200, width: 600.25, height: 100)
        reaching.backgroundColor = Color(hex: 0x2C2C2E)
        let moved = Layer()
        moved.frame = Rect(x: 0, y: 400, width: 100, height: 100)
        moved.backgroundColor = Color(hex: 0x2C2C2E)
        moved.transform = Transform3D(translationX: 650, y: 0)
        for layer in [beside, reaching, moved] { root.addSublayer(layer) }
        let area = Rect(x: 600, y: 0, width: 200, height: 600)
        let items = root.drawList().items
        #expect(items.count == 3)
        #expect(DrawnClearance.itemsMeeting(area, in: items).count == 2)
        #expect(DrawnClearance.surfaceBounds(of: items[2]) == Rect(x: 650, y: 400, width: 100, height: 100))
    }
}

extension OnGL {
    /// The example apps' way of keeping clear of the HUD, on the drawn frame: a `LayerScene` whose `onLayout` lays a
    /// card in `safeArea` (as the drag-card example does) is stepped by the frame step with the real HUD, and the
    /// HUD's panel as drawn (`FrameHUD.panelRect`) shares no area with anything the layer tree draws, in every
    /// corner, compact and full, at the window sizes and scales the gallery is checked at. Needs EGL's surfaceless
    /// platform (Mesa llvmpipe) and DejaVu Sans.
    @Suite(.serialized) struct LayerSceneHUDTests {
        /// A scene laid out like the drag-card example: a 180 x 120 card at the centre of `safeArea`, and a square
        /// filling half the safe area's shorter side behind it (like the morphing icon).
        static func cardScene(hudMode: HUDMode) -> (LayerScene, layouts: () -> Int) {
            let scene = LayerScene(hudMode: hudMode)
            let square = Layer()
            square.backgroundColor = Color(hex: 0x30D158)
            let card = Layer()
            card.bounds = Rect(x: 0, y: 0, width: 180, height: 120)
            card.cornerRadius = 18
            card.backgroundColor = Color(hex: 0x0A84FF)
            scene.rootLayer.addSublayer(square)
            scene.rootLayer.addSublayer(card)
            var layouts = 0
            scene.onLayout = { _ in
                layouts += 1
                let free = scene.safeArea
                let side = 0.5 * min(free.width, free.height)
                square.bounds = Rect(x: 0, y: 0, width: side, height: side)
                square.position = Point(free.midX, free.midY)
                card.position = Point(free.midX, free.midY)
            }
            return (scene, { layouts })
        }

        @Test(arguments: [HUDCorner.topRight, .topLeft, .bottomRight, .bottomLeft])
        func theHUDCoversNothingALayerSceneLaysOutInItsSafeArea(corner: HUDCorner) throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            for surface in HUDFrameDrawing.surfaces {
                for mode in [HUDMode.compact, .full] {
                    let (scene, _) = Self.cardScene(hudMode: mode)
                    let panel = try HUDFrameDrawing.drawFirstFrame(of: scene, on: surface, corner: corner)
                    #expect(!panel.isEmpty && scene.hudFrame == panel)
                    let size = Size(Double(surface.logicalWidth), Double(surface.logicalHeight))
                    #expect(scene.safeArea == LayerScene.safeArea(of: size, clearOf: panel))
                    let items = scene.rootLayer.drawList().items
                    #expect(items.count >= 2)
                    let covered = DrawnClearance.itemsMeeting(panel, in: items)
                    #expect(covered.isEmpty, "\(mode) HUD at \(corner) on \(surface): \(panel) covers \(covered)")
                }
            }
        }

        /// `onLayout` runs again when the HUD is shown, switched or hidden (its safe area changed), and not on a
        /// frame where nothing about the layout changed; with the HUD off the safe area is the whole surface.
        @Test func theLayoutFollowsTheHUD() throws {
            let gl = try OffscreenGL.context()
            defer { withExtendedLifetime(gl) {} }
            let (scene, layouts) = Self.cardScene(hudMode: .off)
            let options = try RunOptions(logicalSize: (800, 600), hud: HUDConfiguration())
            let hud = try #require(try options.makeHUD())
            let step = FrameStep(scene: scene, renderer: try SceneRenderer(), hud: hud)
            let surface = SurfaceSize(logicalWidth: 800, logicalHeight: 600, scale: 1)
            step.retained = try RetainedTarget(width: surface.pixelWidth, height: surface.pixelHeight)
            var statistics: FrameStatistics? = FrameStatistics()
            var frame = 0
            func draw() throws {
                frame += 1
                try step.run(
                    timeSeconds: Double(frame) / 60, surface: surface, statistics: &statistics, gpuAvailable: false,
                    input: {}, mark: { _ in })
            }
            try draw()
            #expect(layouts() == 1 && scene.safeArea == Rect(x: 0, y: 0, width: 800, height: 600))
            try draw()
            #expect(layouts() == 1)
            var seen: [Rect] = [scene.safeArea]
            for mode in [HUDMode.compact, .full, .off] {
                scene.hudMode = mode
                let before = layouts()
                try draw()
                #expect(layouts() == before + 1, "\(mode)")
                try draw()
                #expect(layouts() == before + 1, "\(mode), a frame later")
                seen.append(scene.safeArea)
            }
            #expect(seen[1] != seen[0] && seen[2] != seen[1] && seen[3] == seen[0], "\(seen)")
        }
    }
}
