import KiteInput
import KitePlatform

/// Where the frame loop hands input: the gallery scene, which feeds its `GalleryHost`. Events arrive once per frame,
/// oldest first, with `time` on the scene's clock (seconds since the run's first frame), live or replayed alike.
protocol InputSink: AnyObject {
    func handle(_ event: InputEvent)
    /// The cursor to show after this frame's input: `.hand` while the pointer is over something tappable.
    var cursor: CursorShape { get }
}
