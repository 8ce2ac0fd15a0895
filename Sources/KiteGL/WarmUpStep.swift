/// One piece of start-up work that a first use would otherwise wait for (a shader variant compiled and drawn with,
/// a glyph atlas rasterised), small enough to run in the idle time between two frames. Run on the GL context's
/// thread; each step leaves the bound framebuffer as it found it.
public struct WarmUpStep {
    /// What the step does, for logs and tests ("compile stroke (clipped)", "draw 12 of 40", "glyphs 15.0 bold").
    public let name: String
    /// What the step costs like: a frame loop times the steps of one kind together to guess how long the next one
    /// takes ("compile", "draw", "draw with new inputs", "glyphs", "HUD"...). Defaults to the name's first word.
    public let kind: String
    /// Does the work; throws as the draw or compile it stands for would.
    public let run: () throws -> Void

    /// - Parameters:
    ///   - name: what the step does.
    ///   - kind: what it costs like; nil (the default) for the name's first word.
    ///   - run: the work.
    public init(_ name: String, kind: String? = nil, run: @escaping () throws -> Void) {
        self.name = name
        self.kind = kind ?? String(name.split(separator: " ").first ?? "")
        self.run = run
    }
}
