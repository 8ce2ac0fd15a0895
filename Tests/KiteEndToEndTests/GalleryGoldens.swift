import Foundation
import KiteTestSupport

/// Pictures `kite` wrote, committed in `Tests/KiteEndToEndTests/Golden/`; the metric and the failure images are
/// `GoldenImages'`.
let galleryGoldens = GoldenImages(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path)
