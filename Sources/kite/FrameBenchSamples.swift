/// One pass of `kite bench frame`: a value per measured frame for each quantity, in milliseconds or counts.
struct FrameBenchSamples {
    var inputMilliseconds: [Double] = []
    var animationMilliseconds: [Double] = []
    var encodeMilliseconds: [Double] = []
    var submitMilliseconds: [Double] = []
    var hudMilliseconds: [Double] = []
    var finishMilliseconds: [Double] = []
    var gpuMilliseconds: [Double] = []
    var drawCalls: [Double] = []
    var animationsInFlight: [Double] = []
    /// Heap allocations on the bench's thread (GL driver calls included); empty without the preloaded counter.
    var allocations: [Double] = []
    var hudAllocations: [Double] = []

    /// The scene's CPU time per frame: the four phases added up.
    var sceneMilliseconds: [Double] {
        (0..<inputMilliseconds.count).map { i in
            inputMilliseconds[i] + animationMilliseconds[i] + encodeMilliseconds[i] + submitMilliseconds[i]
        }
    }

    /// Every quantity with its printed label and JSON key, in report order; the HUD's only when it was drawn.
    var series: [(label: String, key: String, values: [Double])] {
        var out: [(label: String, key: String, values: [Double])] = [
            ("scene CPU ms", "scene_cpu_ms", sceneMilliseconds),
            ("  input (scheduled activations) ms", "input_ms", inputMilliseconds),
            ("  animation and physics ms", "animation_ms", animationMilliseconds),
            ("  layout and encode ms", "encode_ms", encodeMilliseconds),
            ("  GL submit ms", "submit_ms", submitMilliseconds),
        ]
        if !hudMilliseconds.isEmpty { out.append(("HUD CPU ms", "hud_cpu_ms", hudMilliseconds)) }
        out += [
            ("glFinish wait ms", "finish_ms", finishMilliseconds),
            ("GPU timer-query ms", "gpu_ms", gpuMilliseconds),
            ("draw calls", "draw_calls", drawCalls),
            ("animations in flight", "animations_in_flight", animationsInFlight),
            ("allocations", "allocations", allocations),
        ]
        if !hudMilliseconds.isEmpty { out.append(("  of which the HUD's", "hud_allocations", hudAllocations)) }
        return out
    }
}

/// Median, 95th percentile (nearest rank), mean and minimum of a series.
struct BenchSummary: Encodable {
    var median: Double
    var p95: Double
    var mean: Double
    var min: Double

    /// nil for an empty series (a quantity this run could not measure).
    init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        median = sorted[sorted.count / 2]
        p95 = sorted[Int((0.95 * Double(sorted.count)).rounded(.up)) - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
        min = sorted[0]
    }
}
