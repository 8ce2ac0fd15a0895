import KiteGeometry

/// The coverage evaluations a frame's overlap lists may add (`StrokeOverlaps.shadingPerViewportPixel` per viewport
/// pixel), what is left of them, and the paths whose lists did not fit (`StrokeOverlaps.resolve`).
struct ShadingBudget {
    /// Coverage evaluations per viewport pixel (default `StrokeOverlaps.shadingPerViewportPixel`, at least 0); tests
    /// lower it to run out of it with small scenes.
    var perPixel = StrokeOverlaps.shadingPerViewportPixel
    /// Coverage evaluations (list length times box area, device pixels) the frame's lists may still add; set by
    /// `start(viewport:)`. Defaults to unlimited.
    private(set) var left = Double.infinity
    /// The frame's whole budget (`start(viewport:)`); unlimited by default.
    private(set) var whole = Double.infinity
    /// Paths whose lists were dropped this frame.
    private(set) var pathsOver = 0

    /// Whether nothing was taken this frame: lists that do not fit now fit no frame with the same viewport.
    var isWhole: Bool { left == whole }

    /// Starts a frame drawn into `viewport` (device pixels): `perPixel` evaluations per pixel of it.
    mutating func start(viewport: Rect) {
        left = perPixel * max(viewport.width, 0) * max(viewport.height, 0)
        whole = left
        pathsOver = 0
    }

    /// Takes `shading` evaluations; false, taking nothing and counting the path as dropped, when they do not fit.
    mutating func take(_ shading: Double) -> Bool {
        guard shading <= left else {
            pathsOver += 1
            return false
        }
        left -= shading
        return true
    }

    /// Counts a path whose lists were dropped (they did not fit in `left`).
    mutating func drop() { pathsOver += 1 }

    /// Takes `shading` evaluations that were checked against `left` as they were added.
    mutating func spend(_ shading: Double) { left -= shading }
}
