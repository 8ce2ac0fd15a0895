import Foundation
import KiteGLTestSupport
import KiteGeometry
import KiteImage
import KiteInput
import KiteScene
import Testing

@testable import KiteApp

extension OnGL {
    /// Needs EGL's surfaceless platform (Mesa llvmpipe); no GPU or compositor.
    @Suite(.serialized) struct HeadlessRunnerTests {
        static func folder(_ name: String) -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("kite-app-\(name)-\(getpid())")
                .path
            try? FileManager.default.removeItem(atPath: path)
            return path
        }

        static func pixel(_ image: PNGImage, x: Int, y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.pixels[i..<(i + 4)])
        }

        /// A 64x48 scene with a red square whose x follows the frame time (`pointsPerSecond`), over a blue background.
        static func movingSquare(pointsPerSecond: Double) -> (LayerScene, Layer) {
            let scene = LayerScene(backgroundColor: Color(hex: 0x0000FF))
            let square = Layer()
            square.backgroundColor = Color(hex: 0xFF0000)
            square.anchorPoint = .zero
            square.frame = Rect(x: 0, y: 8, width: 16, height: 16)
            scene.rootLayer.addSublayer(square)
            scene.onFrame = { time in square.position = Point(time * pointsPerSecond, 8) }
            return (scene, square)
        }

        @Test func framesAreDrawnAtTheVirtualRefreshWithTheSceneTimeOfTheirIndex() throws {
            let out = Self.folder("frames")
            let options = try RunOptions(
                frames: 4, frameLogPath: "\(out)/frames.csv", snapshotFolder: out, snapshotEvery: 3,
                logicalSize: (64, 48), headlessScale: 1, headless: true)
            // 60 points per second: frame 3 (at 3/60 s) has moved the square 3 points.
            let (scene, _) = Self.movingSquare(pointsPerSecond: 60)
            try HeadlessRunner(options: options, scene: scene).run()
            let first = try PNGImage(contentsOf: "\(out)/frame-00000.png")
            let last = try PNGImage(contentsOf: "\(out)/frame-00003.png")
            #expect((first.width, first.height) == (64, 48))
            #expect(Self.pixel(first, x: 1, y: 10) == [255, 0, 0, 255])
            #expect(Self.pixel(first, x: 17, y: 10) == [0, 0, 255, 255])
            #expect(Self.pixel(last, x: 1, y: 10) == [0, 0, 255, 255])
            #expect(Self.pixel(last, x: 18, y: 10) == [255, 0, 0, 255])
            #expect(!FileManager.default.fileExists(atPath: "\(out)/frame-00001.png"))
            let rows = try String(contentsOfFile: "\(out)/frames.csv", encoding: .utf8).split(separator: "\n")
            #expect(rows.count == 5)
            #expect(FileManager.default.fileExists(atPath: "\(out)/frames.csv.summary.json"))
        }

        @Test func aReplayedTapReachesTheSceneAtItsFrameAndScaleMultipliesThePixels() throws {
            let out = Self.folder("replay")
            let replay = "\(out).jsonl"
            let events = [
                InputEvent(time: 0.03, kind: .pointerEnter(location: Point(4, 4))),
                InputEvent(time: 0.04, kind: .key(KeyEvent(keysym: Keysym.q, pressed: true, modifiers: .control))),
            ]
            try events.map { try InputRecording.line(for: $0) + "\n" }.joined()
                .write(toFile: replay, atomically: true, encoding: .utf8)
            let options = try RunOptions(
                frames: 100, snapshotFolder: out, snapshotEvery: 1, logicalSize: (32, 32), headlessScale: 2,
                replayPath: replay, headless: true)
            let (scene, _) = Self.movingSquare(pointsPerSecond: 0)
            try HeadlessRunner(options: options, scene: scene).run()
            // Ctrl-Q at 0.04 s is delivered with frame 3 (0.05 s), which is still drawn; the run stops before frame 4.
            #expect(FileManager.default.fileExists(atPath: "\(out)/frame-00003.png"))
            #expect(!FileManager.default.fileExists(atPath: "\(out)/frame-00004.png"))
            let image = try PNGImage(contentsOf: "\(out)/frame-00000.png")
            #expect((image.width, image.height) == (64, 64))
            #expect(Self.pixel(image, x: 31, y: 20) == [255, 0, 0, 255])
            #expect(Self.pixel(image, x: 33, y: 20) == [0, 0, 255, 255])
        }
    }
}
