import Testing

@testable import KiteRender

/// The variants for the first frames of the quad programs (flat, ramp, shape, shadow, fill, fill mask, text) read
/// one common set of fragment inputs, so llvmpipe compiles one triangle set-up function for all of them
/// (render-common.glsl, `readingAllInputs`). The set is what the linked program reads, which no GL query returns for a fragment shader:
/// these tests hold the sources to the rule instead (measured effect: docs/frame-clock.md).
@Suite struct ProgramInputsTests {
    /// Each program's vertex and fragment source.
    static let programs: [(name: String, vertex: String, fragment: String)] = [
        ("flat", ShaderSources.flatVert, ShaderSources.flatFrag),
        ("ramp", ShaderSources.flatVert, ShaderSources.rampFrag),
        ("shape", ShaderSources.shapeVert, ShaderSources.shapeFrag),
        ("shadow", ShaderSources.shapeVert, ShaderSources.shadowFrag),
        ("fill", ShaderSources.fillVert, ShaderSources.fillFrag),
        ("fill mask", ShaderSources.fillVert, ShaderSources.fillMaskFrag),
        ("text", ShaderSources.textVert, ShaderSources.textFrag),
    ]

    /// The common set, in order: interpolation qualifier and type of each input.
    static let commonSet = ["smooth vec2", "smooth vec2", "flat vec4", "flat vec4", "flat vec4"]

    /// The `in` (or `out`) declarations of `source`, in order: (qualifier and type, name).
    static func declarations(_ storage: String, in source: String) -> [(kind: String, name: String)] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: "//").first?.split(separator: " ").map(String.init) ?? []
            let flat = words.first == "flat"
            let rest = flat ? Array(words.dropFirst()) : words
            guard rest.count == 3, rest[0] == storage, rest[2].hasSuffix(";") else { return nil }
            return ((flat ? "flat " : "smooth ") + rest[1], String(rest[2].dropLast()))
        }
    }

    @Test(arguments: programs.map(\.name))
    func everyFirstFramesVariantReadsTheCommonSet(program: String) throws {
        let sources = try #require(Self.programs.first { $0.name == program })
        let inputs = Self.declarations("in", in: sources.fragment)
        #expect(inputs.map(\.kind) == Self.commonSet)
        // Every input reaches readingAllInputs, in the order declared (the uniform that selects them is never
        // set, so the linker cannot drop any and each is read whole).
        let arguments = inputs.map(\.name).joined(separator: ", ")
        let body = sources.fragment.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(body.contains(", \(arguments));"), "no readingAllInputs(color, \(arguments)) in \(program)")
        // The vertex shader writes the same outputs in the same order.
        let outputs = Self.declarations("out", in: sources.vertex)
        #expect(outputs.map(\.kind) == Self.commonSet)
        #expect(outputs.map(\.name) == inputs.map(\.name))
    }
}
