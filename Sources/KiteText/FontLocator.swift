import CFontconfig
import KiteScene

/// Finds font files by family through fontconfig.
public enum FontLocator {
    /// The file of the face of `family` (e.g. "DejaVu Sans") nearest to `weight` (default regular): fontconfig picks
    /// the closest weight the family has. fontconfig always answers with some font, so a match whose family differs
    /// from the one asked for is reported as not found rather than silently used.
    public static func path(family: String, weight: FontWeight = .regular) throws(TextError) -> String {
        guard let config = FcInitLoadConfigAndFonts() else { throw .fontconfigUnavailable }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcNameParse(family) else { throw .fontNotFound(family: family, nearest: nil) }
        FcPatternDel(pattern, FC_WEIGHT)
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(weight.fontconfigWeight))
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else {
            throw .fontNotFound(family: family, nearest: nil)
        }
        defer { FcPatternDestroy(match) }
        let matchedFamily = string(match, FC_FAMILY)
        guard let matchedFamily, matchedFamily.lowercased() == family.lowercased(), let file = string(match, FC_FILE)
        else { throw .fontNotFound(family: family, nearest: matchedFamily) }
        return file
    }

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        // fontconfig owns `value` for the pattern's lifetime; it is copied into a String at once.
        return String(cString: value)
    }
}
