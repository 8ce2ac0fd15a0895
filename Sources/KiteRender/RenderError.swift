/// Why the scene renderer cannot draw. Each case reads as one line for a person.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The GLES implementation or the draw target lacks something the renderer needs; `feature` names it.
    case missingFeature(String)

    public var description: String {
        switch self {
        case .missingFeature(let feature): return "the scene renderer needs \(feature), which is not available"
        }
    }
}
