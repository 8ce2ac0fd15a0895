import ArgumentParser
import KiteApp
import KiteCairo
import KiteGL
import KiteGeometry
import KiteImage
import KiteRender
import KiteSVG

/// `kite render`: an SVG document to a PNG, offscreen (EGL surfaceless, no compositor).
struct RenderSVGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw an SVG document into a PNG offscreen with Kite's GPU renderer (or cairo as the reference).")

    @Argument(help: "The SVG document.") var input: String
    @Option(help: "The PNG to write.") var out: String
    @Option(
        parsing: .unconditional,
        help: "Device pixels per SVG pixel, in (0, 16384]; the PNG is the SVG's width and height times this.",
        transform: NumberOption.decimal(in: NumberOption.above(0, upTo: 16384)))
    var scale: Double = 1
    @Option(
        parsing: .unconditional,
        help: "Output size WIDTHxHEIGHT in pixels instead of --scale; the document is stretched to fill it.")
    var size: String?
    @Option(help: "Background colour in SVG syntax (#rrggbb, rgb(), a basic name); defaults to transparent.")
    var background = "transparent"
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Start of every stroke as a fraction of its path's length (Core Animation's strokeStart), 0...1. "
                + "As in Core Animation, a start after --stroke-end draws no stroke (fills still draw)."),
        transform: NumberOption.decimal(in: 0...1))
    var strokeStart: Double = 0
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "End of every stroke as a fraction of its path's length (Core Animation's strokeEnd), 0...1; "
                + "an end before --stroke-start draws no stroke."),
        transform: NumberOption.decimal(in: 0...1))
    var strokeEnd: Double = 1
    @Option(
        help: ArgumentHelp(
            "Draw with a reference rasteriser instead of the GPU: cairo, supersampled 16x per axis (less when the "
                + "image would pass 2^28 samples) and box-filtered: close to exact area coverage.",
            valueName: "cairo"))
    var reference: String?

    // Bad values are usage errors (exit status 64); `Kite.main` prints each as one line without the usage text.
    func validate() throws {
        guard reference == nil || reference == "cairo" else {
            throw ValidationError("--reference must be cairo, got \"\(reference ?? "")\"")
        }
        guard size == nil || scale == 1 else { throw ValidationError("give --scale or --size, not both") }
        do { _ = try size.map(SVGPlacement.parseSize) } catch { throw ValidationError("\(error)") }
        _ = try backgroundColor()
    }

    /// `--background` as a colour.
    /// - Throws: `ValidationError` naming the option and what the SVG colour parser expected.
    private func backgroundColor() throws -> Color {
        do { return try Color(svgColor: background) } catch {
            throw ValidationError("--background: \(error.description)")
        }
    }

    func run() throws {
        let backgroundColor = try backgroundColor()
        let scene = try SVGScene(path: input)
        if strokeStart != 0 || strokeEnd != 1 { scene.trimStrokes(start: strokeStart, end: strokeEnd) }
        let placement = try SVGPlacement(
            document: scene.document.root, size: scene.document.size, scale: scale,
            outputSize: try size.map(SVGPlacement.parseSize))
        let pixels =
            reference == nil
            ? try renderWithGPU(placement, background: backgroundColor)
            : try Self.renderWithCairo(placement, background: backgroundColor)
        do {
            try PNGImage(width: placement.pixelWidth, height: placement.pixelHeight, pixels: pixels).write(to: out)
        } catch let error as PNGError {
            throw AppFailure(error.description)
        }
    }

    /// Straight-alpha RGBA from the scene renderer on a surfaceless EGL context.
    private func renderWithGPU(_ placement: SVGPlacement, background: Color) throws -> [UInt8] {
        do {
            let gl = try GLContext(platform: .surfaceless)
            defer { withExtendedLifetime(gl) {} }
            let renderer = try SceneRenderer()
            let target = try OffscreenTarget(
                width: placement.pixelWidth, height: placement.pixelHeight, stencil: true)
            return try renderer.render(placement.root, into: target, scale: placement.scale, background: background)
        } catch let error as CustomStringConvertible & Error {
            throw AppFailure("GPU renderer: \(error.description)")
        }
    }

    /// Straight-alpha RGBA from cairo, supersampled as much as its size limit allows, up to 16x per axis.
    static func renderWithCairo(_ placement: SVGPlacement, background: Color) throws -> [UInt8] {
        let pixels = placement.pixelWidth * placement.pixelHeight
        guard pixels < 1 << 28 else { throw AppFailure("cairo draws images under 2^28 pixels; this one has \(pixels)") }
        var supersample = 16
        while supersample > 1 && pixels * supersample * supersample >= 1 << 28 { supersample -= 1 }
        let painter = CairoPainter(
            width: placement.pixelWidth, height: placement.pixelHeight, scale: placement.scale,
            supersample: supersample)
        return StraightAlpha.convert(premultiplied: painter.paint(placement.root, background: background))
    }
}
