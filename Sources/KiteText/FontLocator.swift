import Dispatch
import KiteScene

/// Finds font files by family through fontconfig.
///
/// fontconfig's configuration and font list are loaded once per process (about 20 ms here: it parses some fifty XML
/// files and maps its caches) and every answer is remembered, so asking again costs a dictionary lookup. Fonts
/// installed while the process runs are not seen. `warmUp()` starts that load on a background thread, so a program
/// can overlap it with its other start-up work (EGL and shader set-up) instead of paying for it in its first frame.
public enum FontLocator {
    /// The file of the face of `family` (e.g. "DejaVu Sans") nearest to `weight` (default regular): fontconfig picks
    /// the closest weight the family has. fontconfig always answers with some font, so a match whose family differs
    /// from the one asked for is reported as not found rather than silently used.
    public static func path(family: String, weight: FontWeight = .regular) throws(TextError) -> String {
        try lookups.path(family: family, weight: weight)
    }

    /// Starts loading fontconfig and looking up `faces` (family and weight) on a background thread and returns at
    /// once; a `path` call that comes before the lookup finished waits for it rather than doing it again.
    public static func warmUp(_ faces: [(family: String, weight: FontWeight)]) {
        let faces = faces.map { FontLookups.Key(family: $0.family, weight: $0.weight) }
        DispatchQueue.global(qos: .userInitiated).async {
            for face in faces { _ = try? lookups.path(family: face.family, weight: face.weight) }
        }
    }

    /// How many times fontconfig's configuration was loaded in this process: 0 before the first lookup, then 1.
    static var configurationLoadCount: Int { lookups.configurationLoadCount }

    private static let lookups = FontLookups()
}
