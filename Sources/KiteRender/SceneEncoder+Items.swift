import KiteGeometry
import KiteScene

// The draw items that `encode(_:transform:opacity:)` hands on whole: each is inlined back into its case of the
// item switch, so the draw-list walk runs the same code as when they were written there.
extension SceneEncoder {
    /// A `fillRoundedRect` item in `color` at `opacity`, under clip `clip` (`clipStack.last`): skipped when a
    /// number it would hand the GPU is not finite; a viewport-covering opaque first shape becomes the frame's
    /// `cover`.
    @inline(__always)
    mutating func encodeRoundedRect(
        _ shape: RoundedRect, color: Color, transform: AffineTransform, opacity: Double, clip: Int?
    ) {
        guard isDrawable(color, opacity: opacity, transform: transform) else { return skipNonFinite() }
        drainStrokeLevels()
        // A masking layer's own background has the clip's edge already: clipping it again would square the
        // edge coverage, so it takes the enclosing clip instead.
        let own = clip.map { clips[$0].shape == shape && clips[$0].transform == transform } ?? false
        let instance = ShapeInstance(
            shape, borderWidth: 0, color: premultiplied(color, opacity), transform: transform)
        let before = commands.count
        guard appendShape(instance, clip: own ? clipStack.dropLast().last : clip) else { return }
        // Drawn at once as a run of its own (nothing pending), or pending with nothing drawn yet.
        let drawnAlone = pendingShapes.isEmpty && pendingFlats.isEmpty
        if drawnAlone ? before == 0 : commands.isEmpty, clip == nil,
            let rect = CoverRect(shape, color: instance.color, transform: transform)
        {
            // Its commands stay, for a viewport it does not cover; alone in them, so they can be skipped.
            flushShapes()
            cover = CoverRect(rect, commandCount: commands.count)
        }
    }

    /// A `border` item `width` points wide (`encodeRoundedRect`'s parameters); an opaque one at least a device
    /// pixel wide first hardens what it covers of the background (`hardenBackground`).
    @inline(__always)
    mutating func encodeBorder(
        _ shape: RoundedRect, width: Double, color: Color, transform: AffineTransform, opacity: Double, clip: Int?
    ) {
        guard isDrawable(color, opacity: opacity, transform: transform, width: width) else {
            return skipNonFinite()
        }
        drainStrokeLevels()
        let border = ShapeInstance(
            shape, borderWidth: width, color: premultiplied(color, opacity), transform: transform)
        guard Self.isFinite(border) else {
            nonFiniteItemCount += 1
            return
        }
        if border.color.w >= 1, width * abs(transform.determinant).squareRoot() >= 1 {
            hardenBackground(under: border)
        }
        appendShape(border, clip: clip)
    }

    /// A `pushClip` item: `shape` mapped by `transform` becomes the clip of what follows, inside `clip`.
    @inline(__always)
    mutating func pushClip(_ shape: RoundedRect, transform: AffineTransform, clip: Int?) {
        let parent = clip.map { clips[$0] }
        flushPending()
        // A non-finite or singular transform, or a shape past Float's range, leaves no area: clip to an empty
        // box. It is still pushed, so the matching `popClip` ends it.
        let state = Self.isFiniteInFloat(transform) ? ClipState(shape, transform: transform, parent: parent) : nil
        clips.append(state ?? .empty(parent: parent))
        clipStack.append(clips.count - 1)
    }

    /// A `shadow` item: a rounded rectangle's as one shadow instance, any other silhouette's through the blur
    /// passes (`appendPathShadow`); skipped when a number it would hand the GPU is not finite.
    @inline(__always)
    mutating func encodeShadow(
        _ silhouette: ShadowShape, color: Color, blurRadius: Double, offset: Vector, transform: AffineTransform,
        opacity: Double, clip: Int?
    ) {
        guard isDrawableShadow(silhouette, color, opacity, blurRadius, offset, transform: transform) else {
            return skipNonFinite()
        }
        flushPending()
        if case .roundedRect(let shape) = silhouette {
            let shadow = ShapeInstance(
                shadowOf: shape, sigma: max(blurRadius * Self.shadowSigmaPerRadius, 1e-3),
                offset: offset, color: premultiplied(color, opacity), transform: transform)
            guard Self.isFinite(shadow) else {
                nonFiniteItemCount += 1
                return
            }
            shadows.append(shadow)
            append(.shadows(first: shadows.count - 1, count: 1, clip: clip))
        } else {
            appendPathShadow(
                silhouette, color: premultiplied(color, opacity), blurRadius: blurRadius, offset: offset,
                transform: transform, clip: clip)
        }
    }
}
