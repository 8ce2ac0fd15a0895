import KiteGeometry
import KiteGestures
import KiteInput

/// Stands between the frame's input and the scene: a tap on the HUD (a pointer button pressed and released, or
/// fingers touching down and lifting, on the HUD as last drawn) switches the scene's HUD between compact and full
/// (`HUDMode.afterTap`) and never reaches the scene; everything else is handed on unchanged.
///
/// The HUD is drawn over the scene by the runtime, not as a layer, so the scene cannot hit-test it: this is the
/// HUD's own control. A press that lands on the HUD belongs to it until released, wherever the pointer goes; it
/// counts as a tap only when released over the HUD (as a button does).
public final class HUDTapFilter: InputSink {
    /// Receives every event that is not the HUD's.
    public let scene: AppScene
    /// The HUD as last drawn, surface points (top-left origin); nil while none is drawn.
    public var hudFrame: Rect?
    /// Where the pointer is, surface points; nil while it is outside the surface.
    private var pointer: Point?
    /// Buttons pressed on the HUD and not yet released.
    private var buttonsOnHUD: [PointerButton] = []
    /// Fingers that touched down on the HUD and have not lifted, with where each is now (surface points).
    private var touchesOnHUD: [(id: Int32, location: Point)] = []

    /// - Parameter scene: the scene that receives everything but the HUD's taps.
    public init(scene: AppScene) {
        self.scene = scene
    }

    /// Whether the pointer is over the HUD as last drawn: a window shows the hand there, as over any control.
    public var isPointerOnHUD: Bool { pointer.map(isOnHUD) ?? false }

    /// Handles one event: the HUD's own, or handed to the scene.
    public func handle(_ event: InputEvent) {
        if !takes(event.kind) { scene.handle(event) }
    }

    /// Whether `kind` belongs to the HUD (and does what it asks).
    private func takes(_ kind: InputEventKind) -> Bool {
        switch kind {
        case .pointerEnter(let location), .pointerMotion(let location):
            pointer = location
            return false
        case .pointerLeave:
            pointer = nil
            buttonsOnHUD.removeAll()
            return false
        case .pointerButton(let button, pressed: true):
            guard let pointer, isOnHUD(pointer) else { return false }
            buttonsOnHUD.append(button)
            return true
        case .pointerButton(let button, pressed: false):
            guard let index = buttonsOnHUD.firstIndex(of: button) else { return false }
            buttonsOnHUD.remove(at: index)
            if button == .left, let pointer, isOnHUD(pointer) { tapped() }
            return true
        case .touchDown(let id, let location):
            guard isOnHUD(location) else { return false }
            touchesOnHUD.append((id, location))
            return true
        case .touchMotion(let id, let location):
            guard let index = touchesOnHUD.firstIndex(where: { $0.id == id }) else { return false }
            touchesOnHUD[index].location = location
            return true
        case .touchUp(let id):
            guard let index = touchesOnHUD.firstIndex(where: { $0.id == id }) else { return false }
            let lifted = touchesOnHUD.remove(at: index)
            // Several fingers on the HUD make one tap, when the last of them lifts over it.
            if touchesOnHUD.isEmpty && isOnHUD(lifted.location) { tapped() }
            return true
        case .touchCancel:
            touchesOnHUD.removeAll()
            return false
        case .pointerAxis, .key, .keyboardFocus:
            return false
        }
    }

    private func isOnHUD(_ point: Point) -> Bool {
        guard let frame = hudFrame else { return false }
        return frame.contains(point)
    }

    private func tapped() {
        scene.hudMode = scene.hudMode.afterTap
    }
}
