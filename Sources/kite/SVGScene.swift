import FoundationEssentials
import KiteApp
import KiteGeometry
import KiteImage
import KiteSVG
import KiteScene

/// An SVG file loaded for `kite render` and `kite bench render`: the document, or one line saying why not.
struct SVGScene {
    let path: String
    let document: SVGDocument

    /// The largest document read, bytes: 256 MiB.
    static let maximumBytes = 256 << 20

    /// Reads and parses `path`; warnings go to standard error, one line each.
    init(path: String, printWarnings: Bool = true) throws {
        let data: [UInt8]
        do { data = try InputFile.read(path, limitBytes: Self.maximumBytes) } catch { throw AppFailure("\(error)") }
        do {
            document = try SVGDocument(data: data)
        } catch {
            throw AppFailure("\(path): \(error.description)")
        }
        self.path = path
        if printWarnings {
            for warning in document.warnings {
                try StandardStream.error.write("warning: \(path): \(warning)\n")
            }
        }
    }

    /// The document's name without its folder, for reports.
    var name: String { URL(fileURLWithPath: path).lastPathComponent }

    /// Sets `strokeStart` and `strokeEnd` on every stroked shape layer (Core Animation semantics).
    func trimStrokes(start: Double, end: Double) {
        func visit(_ layer: Layer) {
            if let shape = layer as? ShapeLayer, shape.strokeColor != nil {
                (shape.strokeStart, shape.strokeEnd) = (start, end)
            }
            layer.sublayers.forEach(visit)
        }
        visit(document.root)
    }
}
