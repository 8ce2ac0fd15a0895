import Foundation
import KiteTestSupport

/// The HUD's committed renderings, in `Tests/KiteHUDTests/Golden/`; the metric and the failure images are
/// `GoldenImages`'.
let hudGoldens = GoldenImages(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path)
