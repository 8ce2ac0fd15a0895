import KiteGeometry
import KiteScene

extension SceneRenderer {
    /// Turns the draw list into instances and commands, reusing the arrays' storage.
    func encode(_ list: DrawList, scale: Double) {
        strokes.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        for item in list.items {
            let transform = item.transform.flattened.affineTransform.concatenating(toDevice)
            encode(item.primitive, transform: transform, opacity: item.opacity)
        }
    }

    private func encode(_ primitive: DrawPrimitive, transform: AffineTransform, opacity: Double) {
        let clip = clipStack.last
        switch primitive {
        case .fillRoundedRect(let shape, let color):
            appendShape(
                ShapeInstance(shape, borderWidth: 0, color: premultiplied(color, opacity), transform: transform))
        case .border(let shape, let width, let color):
            let border = ShapeInstance(
                shape, borderWidth: width, color: premultiplied(color, opacity), transform: transform)
            if border.color.w >= 1, width * abs(transform.determinant).squareRoot() >= 1 {
                hardenBackground(under: border)
            }
            appendShape(border)
        case .strokePath(let path, let style, let color):
            let first = strokes.count
            let c = premultiplied(color, opacity)
            StrokeEncoder.encode(path, style: style, color: c, transform: transform, into: &strokes)
            appendStrokes(first: first, translucent: c.w < 1)
        case .pushClip(let shape):
            let parent = clip.map { clips[$0] }
            if let state = ClipState(shape, transform: transform, parent: parent) {
                clips.append(state)
            } else {
                // A singular transform leaves no area: clip to an empty box.
                var empty = ClipState(
                    RoundedRect(rect: .zero, cornerRadius: 0), transform: .identity, parent: parent)!
                empty.scissor = (0, 0, 0, 0)
                clips.append(empty)
            }
            clipStack.append(clips.count - 1)
        case .popClip:
            _ = clipStack.popLast()
        case .shadow, .fillPath:
            break
        }
    }

    /// Marks the layer's background (drawn earlier this frame) to keep only fully covered pixels under `border`.
    private func hardenBackground(under border: ShapeInstance) {
        if let i = shapes.lastIndex(where: { $0.isCovered(by: border) }) { shapes[i].shape.w = 1 }
    }

    private func premultiplied(_ color: Color, _ opacity: Double) -> SIMD4<Float> {
        let a = min(max(color.alpha * opacity, 0), 1)
        return SIMD4(Float(color.red * a), Float(color.green * a), Float(color.blue * a), Float(a))
    }

    private func appendShape(_ instance: ShapeInstance) {
        let clip = clipStack.last
        shapes.append(instance)
        if case .shapes(let first, let count, let c)? = commands.last, c == clip {
            commands[commands.count - 1] = .shapes(first: first, count: count + 1, clip: clip)
        } else {
            commands.append(.shapes(first: shapes.count - 1, count: 1, clip: clip))
        }
    }

    private func appendStrokes(first: Int, translucent: Bool) {
        let count = strokes.count - first
        guard count > 0 else { return }
        let clip = clipStack.last
        if translucent {
            commands.append(.translucentStroke(first: first, count: count, clip: clip))
        } else if case .strokes(let f, let n, let c)? = commands.last, c == clip {
            commands[commands.count - 1] = .strokes(first: f, count: n + count, clip: clip)
        } else {
            commands.append(.strokes(first: first, count: count, clip: clip))
        }
    }
}
