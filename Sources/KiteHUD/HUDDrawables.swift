import KiteGL

/// The HUD's GL objects: the panel's and the text's quad batches and the two graphs. `FrameHUD` makes them the
/// first time it lays the HUD out, not when it is made: their four programs would otherwise be compiled on the way
/// to an app's first frame, though the HUD usually starts hidden.
final class HUDDrawables {
    /// The panel's background, drawn first.
    let backgroundBatch: QuadBatch
    /// Text and gridlines, drawn over the graphs.
    let batch: QuadBatch
    /// Frame intervals.
    let intervalGraph: ColumnGraph
    /// Frame phases.
    let phaseGraph: ColumnGraph

    /// Compiles the programs and makes the buffers, for graphs of up to `graphFrames` columns. Needs a current GL
    /// context; throws `GLError` as the programs do.
    init(graphFrames: Int) throws {
        backgroundBatch = try QuadBatch(capacity: 4)
        batch = try QuadBatch(capacity: 2000)
        intervalGraph = try ColumnGraph(maxColumns: graphFrames)
        phaseGraph = try ColumnGraph(maxColumns: graphFrames)
    }
}
