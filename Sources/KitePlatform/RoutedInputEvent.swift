import KiteInput

/// An input event together with the surface (or, in tests, any key) it belongs to. The seat decides the target
/// from the protocol's focus events; the router hands each window only its own surface's events.
struct RoutedInputEvent<Target: Hashable>: Hashable {
    var target: Target
    var event: InputEvent
}
