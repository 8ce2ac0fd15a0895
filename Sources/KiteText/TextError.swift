/// Why text could not be set up. Each case reads as one line for a person.
public enum TextError: Error, CustomStringConvertible, Equatable {
    /// fontconfig could not be initialised.
    case fontconfigUnavailable
    /// No installed font has this family; fontconfig's nearest match is named for context.
    case fontNotFound(family: String, nearest: String?)
    /// A FreeType call failed with this FreeType error code.
    case freeType(call: String, code: Int32)
    /// A size or scale that cannot be rasterised (NaN, infinite, zero, negative, or absurdly large).
    case invalidSize(Double)

    public var description: String {
        switch self {
        case .fontconfigUnavailable:
            return "fontconfig could not be initialised (is libfontconfig installed and configured?)"
        case .fontNotFound(let family, let nearest):
            let hint = family == "DejaVu Sans" ? "; install the Debian package fonts-dejavu-core" : ""
            return "font \"\(family)\" is not installed (fontconfig's nearest match: \(nearest ?? "none"))\(hint)"
        case .freeType(let call, let code):
            return "FreeType \(call) failed with error \(code)"
        case .invalidSize(let size):
            return "cannot rasterise text at pixel size \(size): it must be finite and in (0, 512]"
        }
    }
}
