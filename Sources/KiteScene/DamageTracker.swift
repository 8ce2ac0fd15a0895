import KiteGeometry

/// Turns changes to a layer tree into the device-pixel rectangles a frame must redraw, the way a compositor tracks
/// damage: every layer whose own drawing changed (a property, see `Layer.revision`), whose place on the surface
/// changed (its or an ancestor's geometry or transform), whose accumulated opacity or visibility changed, or that
/// was added or removed, damages where it drew last frame and where it draws now.
///
/// Conservative by design: a rectangle always covers every pixel the layer can touch (anti-aliased edges, shadow
/// blur, the widest miter), never less, so a frame redrawn only inside the damage is the same as a full redraw.
/// Clipping by an ancestor that masks to its bounds is honoured. Keep one tracker per drawn surface; not
/// thread-safe.
public final class DamageTracker {
    /// Device pixels added around every rectangle (2): the renderer's anti-aliasing ramps reach about one pixel
    /// past a shape's edge, and one more absorbs rounding of the transformed corners.
    public static let antialiasPadding = 2
    /// How far a blurred shadow reaches past its silhouette, in standard deviations (3, where a Gaussian falls
    /// below 0.5 %, as the renderer cuts it).
    public static let shadowReachSigmas = 3.0

    /// What a layer covered when last collected, and the inputs that decided it.
    private struct Record {
        /// Held so the identifier stays unique while the record exists.
        let layer: Layer
        var revision: UInt64
        var insertionCount: UInt64
        var transform: Transform3D
        var opacity: Double
        var clip: PixelRect?
        var covered: PixelRect?
        var generation: UInt64
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var generation: UInt64 = 0
    /// The surface the records were computed for; another one makes the next damage full.
    private var surface: (width: Int, height: Int, scale: Double)?

    public init() {}

    /// Forgets every record: the next `collect` damages the whole surface (for instance after the retained
    /// pixels were lost).
    public func invalidate() {
        records.removeAll(keepingCapacity: true)
        surface = nil
    }

    /// The damage since the previous call, clipped to the `width` x `height` device-pixel surface on which `root`
    /// (placed by its own position and transform) is drawn at `scale` device pixels per point. The first call, and
    /// any call after the surface size or scale changed, damages the whole surface.
    public func collect(root: Layer, scale: Double, width: Int, height: Int) -> Damage {
        generation &+= 1
        let fresh = surface.map { $0 != (width, height, scale) } ?? true
        surface = (width, height, scale)
        var damage = Damage()
        visit(
            root, parent: Inherited(transform: .identity, opacity: 1, clip: nil, forced: false), scale: scale,
            surface: PixelRect(x: 0, y: 0, width: width, height: height), damage: &damage)
        for (id, record) in records where record.generation != generation {
            // Removed, hidden or no longer reached: what it drew must go.
            if let covered = record.covered { damage.add(covered) }
            records[id] = nil
        }
        if fresh { return .full(width: width, height: height) }
        return damage.clipped(to: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// What a layer takes from its ancestors.
    private struct Inherited {
        var transform: Transform3D
        var opacity: Double
        var clip: PixelRect?
        /// An ancestor was inserted anew: everything under it counts as changed.
        var forced: Bool
    }

    private func visit(_ layer: Layer, parent: Inherited, scale: Double, surface: PixelRect, damage: inout Damage) {
        let opacity = parent.opacity * min(max(layer.opacity.isFinite ? layer.opacity : 0, 0), 1)
        let visible = !layer.isHidden && opacity > 0
        let id = ObjectIdentifier(layer)
        // A hidden subtree is not visited: its records are left behind and damaged as removed.
        guard visible else { return }
        let transform = layer.transformToSuperlayer.concatenating(parent.transform)
        let old = records[id]
        let reinserted = old.map { $0.insertionCount != layer.insertionCount } ?? false
        let changed =
            parent.forced || reinserted || old == nil || old!.revision != layer.revision
            || old!.transform != transform || old!.opacity != opacity || old!.clip != parent.clip
        if changed {
            var covered = deviceBounds(of: layer, transform: transform, scale: scale, surface: surface)
            if let clip = parent.clip { covered = covered?.intersection(clip) }
            if let before = old?.covered { damage.add(before) }
            if let covered { damage.add(covered) }
            records[id] = Record(
                layer: layer, revision: layer.revision, insertionCount: layer.insertionCount, transform: transform,
                opacity: opacity, clip: parent.clip, covered: covered, generation: generation)
        } else {
            records[id]!.generation = generation
        }
        var inherited = Inherited(
            transform: transform, opacity: opacity, clip: parent.clip, forced: parent.forced || reinserted)
        if layer.masksToBounds {
            let own = project(layer.bounds.standardized, transform: transform, scale: scale, surface: surface, pad: 1)
            inherited.clip = parent.clip.map { own.intersection($0) } ?? own
        }
        for sublayer in layer.sublayers {
            visit(sublayer, parent: inherited, scale: scale, surface: surface, damage: &damage)
        }
    }

    /// The device pixels the layer itself can touch; nil when it draws nothing.
    private func deviceBounds(of layer: Layer, transform: Transform3D, scale: Double, surface: PixelRect)
        -> PixelRect?
    {
        let (content, shadow) = layer.drawnBounds
        var covered = content.map {
            project($0, transform: transform, scale: scale, surface: surface, pad: Self.antialiasPadding)
        }
        if let shadow {
            // The renderer blurs by shadowRadius / 2 standard deviations scaled by the transform's area change.
            let t = transform
            let areaScale = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot() * scale
            let sigma = max(layer.shadowRadius, 0) * 0.5 * areaScale
            let reach = Int((Self.shadowReachSigmas * sigma).rounded(.up)) + 1 + Self.antialiasPadding
            let blurred = project(shadow, transform: transform, scale: scale, surface: surface, pad: reach)
            covered = covered.map { $0.union(blurred) } ?? blurred
        }
        return covered
    }

    /// The device-pixel box of `rect` (layer coordinates) after `transform` and `scale`, grown by `pad` pixels;
    /// the whole surface when a corner lands behind the eye (no finite box exists there).
    private func project(_ rect: Rect, transform: Transform3D, scale: Double, surface: PixelRect, pad: Int)
        -> PixelRect
    {
        let corners = [
            Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY),
            Point(rect.maxX, rect.maxY),
        ]
        let projected = corners.compactMap { transform.apply(to: $0) }
        guard projected.count == 4, let box = Rect.enclosing(projected.map { Point($0.x * scale, $0.y * scale) }),
            let pixels = PixelRect(enclosing: box, padding: pad)
        else { return surface }
        return pixels
    }
}
