/// What stops an element from being drawn as written: a malformed document (fatal) or a feature outside the
/// supported subset (a warning; the element or value is left out).
enum SVGProblem: Error {
    case malformed(SVGError)
    case unsupported(SVGWarning, key: String)
}
