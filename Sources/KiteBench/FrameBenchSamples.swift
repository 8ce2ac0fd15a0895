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
    /// Those made before any GL call of the frame (input, animation, layout and encoding): Kite's own code only.
    var sceneCPUAllocations: [Double] = []
    var hudAllocations: [Double] = []
    /// Those made while laying the HUD out (`FrameHUD.build`: Kite's own code, no GL call); its budget is zero.
    var hudBuildAllocations: [Double] = []

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
            ("animator tracks (running or held)", "animations_in_flight", animationsInFlight),
            ("allocations", "allocations", allocations),
            ("  of which before GL submit (Kite's own code)", "scene_cpu_allocations", sceneCPUAllocations),
        ]
        if !hudMilliseconds.isEmpty {
            out.append(("  of which the HUD's", "hud_allocations", hudAllocations))
            out.append(("    of which in its layout (Kite's own code)", "hud_build_allocations", hudBuildAllocations))
        }
        return out
    }
}
