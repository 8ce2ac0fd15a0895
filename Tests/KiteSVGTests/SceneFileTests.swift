import Foundation
import KiteGeometry
import KiteSVG
import KiteScene
import Testing

/// The committed scenes in `Scenes/` parse cleanly and hold what their names promise.
@Suite struct SceneFileTests {
    static let scenesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    static func load(_ name: String) throws -> SVGDocument {
        let data = try Data(contentsOf: scenesDirectory.appendingPathComponent(name))
        return try SVGDocument(data: Array(data))
    }

    /// Every shape layer of the tree, in drawing order.
    static func shapes(_ layer: Layer) -> [ShapeLayer] {
        ((layer as? ShapeLayer).map { [$0] } ?? []) + layer.sublayers.flatMap(shapes)
    }

    static let names = [
        "strokes-caps-joins.svg", "dashes.svg", "fills.svg", "transforms.svg", "gallery.svg", "cubics-1000.svg",
    ]

    @Test(arguments: names) func sceneParsesWithoutWarnings(name: String) throws {
        let doc = try Self.load(name)
        let expected = name == "transforms.svg" ? ["group opacity"] : []
        #expect(doc.warnings.map { $0.message.contains("group opacity") ? "group opacity" : $0.message } == expected)
        #expect(!Self.shapes(doc.root).isEmpty)
    }

    @Test func cubicsSceneIsAThousandRoundCappedCubicsFourWide() throws {
        let doc = try Self.load("cubics-1000.svg")
        #expect(doc.size == Size(1280, 800))
        let strokes = Self.shapes(doc.root).filter { $0.strokeColor != nil }
        #expect(strokes.count == 1000)
        #expect(strokes.allSatisfy { $0.lineWidth == 4 && $0.lineCap == .round && $0.fillColor == nil })
        #expect(strokes.allSatisfy { $0.path?.elements.count == 2 && $0.path?.elements.last?.points.count == 3 })
    }

    @Test func galleryHasTwentyStrokesAndAFewFills() throws {
        let shapes = Self.shapes(try Self.load("gallery.svg").root)
        #expect(shapes.filter { $0.strokeColor != nil }.count == 20)
        #expect(shapes.filter { $0.fillPaint != nil }.count == 8)
    }
}
