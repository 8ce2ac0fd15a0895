import KiteGeometry

/// Why the scene renderer cannot draw. Each case reads as one line for a person.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The GLES implementation or the draw target lacks something the renderer needs; `feature` names it.
    case missingFeature(String)
    /// Text cannot be drawn: the font `family` is not installed or FreeType failed; `reason` is KiteText's message.
    case fontUnavailable(family: String, reason: String)
    /// A dashed stroke needs more dashes where it can be seen than `DashedPath.maximumVisibleDashes`.
    case tooManyDashes(DashedPath.TooManyDashesError)

    public var description: String {
        switch self {
        case .missingFeature(let feature): return "the scene renderer needs \(feature), which is not available"
        case .fontUnavailable(let family, let reason):
            return "the scene renderer cannot draw text in \"\(family)\": \(reason)"
        case .tooManyDashes(let error): return "the scene renderer cannot draw a path: \(error)"
        }
    }
}
