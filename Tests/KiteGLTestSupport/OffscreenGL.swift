import KiteGL
import Testing

/// The one way GL tests get a context: EGL's surfaceless platform (Mesa's llvmpipe on CI), no window system.
public enum OffscreenGL {
    /// A new OpenGL ES 3 context, current on the calling thread. A test that does not hold the GL turn (no
    /// `.usesGL` trait, on itself or through its target's `OnGL` suite) gets an issue recorded: it would race the
    /// other GL tests.
    /// - Throws: `GLError` when EGL or OpenGL ES 3 is missing.
    public static func context(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws -> GLContext {
        if !GLTurn.isHeld {
            Issue.record(
                "a GL test without the .usesGL trait (nest it in OnGL): it would run beside other GL tests",
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return try GLContext(platform: .surfaceless)
    }
}
