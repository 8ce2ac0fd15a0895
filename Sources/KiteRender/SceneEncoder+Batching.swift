// Batching across layers: the commands are issued in an order that differs from the draw list's wherever that
// changes no pixel, so that commands of one program (and clip, and atlas) can share a draw. Two commands whose
// pixels cannot meet commute; each command is given a level one above the highest level of the earlier commands it
// overlaps, so commands on one level never overlap each other and every overlapping pair keeps its order. The
// levels are issued in turn, and on each level the commands that could be one draw are merged, their instances
// copied next to each other (each shape is its own run while batching: `appendShape`). On an app-like screen (a bar, pills, a dozen cards each with a background, a border,
// content and icon strokes) the cards' parts line up on the same few levels: 116 draws become about 20. llvmpipe
// pays tens of microseconds per draw on the calling thread (state validation, vertex shading, binning), before its
// rasteriser threads start.
extension SceneEncoder {
    /// Reorders and merges the frame's commands (see above), rebuilding the instance arrays in the new order.
    /// Leaves the frame as it is when no two commands can merge. The commands that draw `cover` stay first.
    /// Allocates nothing once its scratch storage has grown.
    mutating func batchAcrossLayers() {
        guard batchesAcrossLayers else { return }
        let start = cover?.commandCount ?? 0
        guard commands.count - start > 1, commands.count <= CommandBatching.commandLimit else { return }
        batching.startPass()
        let levelCount = assignLevels(from: start)
        guard orderByLevel(from: start, levelCount: levelCount) else { return }
        batching.startRebuild()
        for i in 0..<start { emitGroup(commands[i], first: i, members: 0..<0, start: start) }
        var p = 0
        let order = batching.drawOrder.count
        while p < order {
            let leader = ~batching.drawOrder[p]
            var end = p + 1
            while end < order, batching.drawOrder[end] >= 0 { end += 1 }
            emitGroup(commands[start + leader], first: start + leader, members: (p + 1)..<end, start: start)
            p = end
        }
        gatherInstances()
        swap(&strokes, &batching.strokes)
        swap(&shapes, &batching.shapes)
        swap(&flats, &batching.flats)
        swap(&fills, &batching.fills)
        swap(&fillMasks, &batching.fillMasks)
        swap(&shadows, &batching.shadows)
        swap(&texts, &batching.texts)
        swap(&commands, &batching.commands)
    }

    /// Gives every command from `start` on its level; returns the number of levels. A shape's parts (its flat
    /// interior, its edge ring, its straight sides: consecutive `.flats`, `.shapes`, `.ramps` commands under one
    /// clip, each shape flushed alone while batching) never overlap each other, so they form one unit with one
    /// level, and the shape's next layer up can share a level with other shapes' instead of climbing three.
    private mutating func assignLevels(from start: Int) -> Int {
        // The units are found in a non-mutating pass writing into storage moved out of `batching` for it:
        // calling `pixelBounds` from this mutating method copied hundreds of bytes of the encoder per call.
        var bounds: [SIMD4<Float>] = []
        var sizes: [Int] = []
        swap(&bounds, &batching.unitBounds)
        swap(&sizes, &batching.unitSizes)
        findUnits(from: start, bounds: &bounds, sizes: &sizes)
        swap(&bounds, &batching.unitBounds)
        swap(&sizes, &batching.unitSizes)
        let levelCount = batching.assignUnitLevels()
        // Each command takes its unit's level, written by index into storage sized once (an append per unit
        // cost a uniqueness and capacity check each).
        var levels: [Int] = []
        swap(&levels, &batching.levels)
        levels.append(contentsOf: repeatElement(0, count: commands.count - start))
        var command = 0
        for (unit, size) in batching.unitSizes.enumerated() {
            let level = batching.grid.levels[unit]
            for _ in 0..<size {
                levels[command] = level
                command += 1
            }
        }
        swap(&levels, &batching.levels)
        return levelCount
    }

    /// Appends to `bounds` and `sizes` each unit's device-pixel bounds and command count, from command `start` on.
    /// A shape appended while batching brings its bounds (`batching.shapeStarts`), and so does a stroke command
    /// whose pieces the encoder measured (`batching.strokeStarts`); other units are measured.
    private func findUnits(from start: Int, bounds: inout [SIMD4<Float>], sizes: inout [Int]) {
        var i = start
        var shape = 0
        var stroke = 0
        let shapeStarts = batching.shapeStarts
        let strokeStarts = batching.strokeStarts
        while i < commands.count {
            while shape < shapeStarts.count, shapeStarts[shape] < i { shape += 1 }
            while stroke < strokeStarts.count, strokeStarts[stroke] < i { stroke += 1 }
            var end = i + 1
            var box: SIMD4<Float>
            if shape < shapeStarts.count, shapeStarts[shape] == i {
                box = batching.shapeBounds[shape]
                shape += 1
                let next = shape < shapeStarts.count ? shapeStarts[shape] : commands.count
                while end < next, Self.isShapePart(commands[end], clip: commands[i].clip) { end += 1 }
            } else if stroke < strokeStarts.count, strokeStarts[stroke] == i {
                // A stroke command the encoder measured as it queued the pieces (never part of a shape).
                box = batching.strokeBounds[stroke]
                stroke += 1
            } else {
                box = pixelBounds(of: commands[i])
                while end < commands.count, Self.continuesShape(commands[end - 1], with: commands[end]) {
                    box = Self.enclosing(box, pixelBounds(of: commands[end]))
                    end += 1
                }
            }
            bounds.append(box)
            sizes.append(end - i)
            i = end
        }
    }

    /// True when `command` draws a part of a shape (flat interior, edge ring, straight sides) under `clip`.
    private static func isShapePart(_ command: RenderCommand, clip: Int?) -> Bool {
        switch command {
        case .flats(_, _, let c, _), .shapes(_, _, let c, _), .ramps(_, _, let c): c == clip
        default: false
        }
    }

    /// True when `next` draws another part of the shape `previous` draws a part of: flat interior, then edge ring,
    /// then straight sides, under one clip.
    private static func continuesShape(_ previous: RenderCommand, with next: RenderCommand) -> Bool {
        switch (previous, next) {
        case (.flats(_, _, let c1, _), .shapes(_, _, let c2, _)), (.flats(_, _, let c1, _), .ramps(_, _, let c2)),
            (.shapes(_, _, let c1, _), .ramps(_, _, let c2)):
            c1 == c2
        default: false
        }
    }

    /// Sorts the commands from `start` on by level (stable) into `batching.byLevel`, then writes the draw order
    /// into `batching.drawOrder`: level by level, each merge group as its leader (complemented) and its other
    /// members. Commands on one level never overlap, so any order within a level draws the same pixels. Returns
    /// false when no group has two members (then the new order would issue as many draws as the old one).
    private mutating func orderByLevel(from start: Int, levelCount: Int) -> Bool {
        let count = commands.count - start
        var starts: [Int] = []
        var byLevel: [Int] = []
        var keys: [Int] = []
        var order: [Int] = []
        swap(&starts, &batching.levelStarts)
        swap(&byLevel, &batching.byLevel)
        swap(&keys, &batching.mergeKeys)
        swap(&order, &batching.drawOrder)
        starts.append(contentsOf: repeatElement(0, count: levelCount + 1))
        // Sized first, then written by index through buffer pointers: an append, and an indexed write into an
        // array, checked the storage's uniqueness every time (the optimiser did not hoist the check out of these
        // loops). The pointers are made over these four local arrays, already sized, and do not leave the
        // closures; every index written is below the sizes set here (levels below `levelCount`, positions below
        // `count`).
        byLevel.append(contentsOf: repeatElement(0, count: count))
        keys.append(contentsOf: repeatElement(0, count: count))
        order.append(contentsOf: repeatElement(0, count: count))
        for local in 0..<count { keys[local] = Self.mergeKey(commands[start + local]) }
        let merged = starts.withUnsafeMutableBufferPointer { starts in
            byLevel.withUnsafeMutableBufferPointer { byLevel in
                keys.withUnsafeMutableBufferPointer { keys in
                    order.withUnsafeMutableBufferPointer { order in
                        Self.group(
                            levels: batching.levels, levelCount: levelCount, starts: starts, byLevel: byLevel,
                            keys: keys, order: order)
                    }
                }
            }
        }
        swap(&starts, &batching.levelStarts)
        swap(&byLevel, &batching.byLevel)
        swap(&keys, &batching.mergeKeys)
        swap(&order, &batching.drawOrder)
        return merged
    }

    /// The body of `orderByLevel`: counts the commands per level into `starts` (level + 1), sorts them by level
    /// into `byLevel`, then writes the draw order into `order`, marking grouped commands `taken` in `keys`.
    /// Returns true when a group has two members.
    private static func group(
        levels: [Int], levelCount: Int, starts: UnsafeMutableBufferPointer<Int>,
        byLevel: UnsafeMutableBufferPointer<Int>, keys: UnsafeMutableBufferPointer<Int>,
        order: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        for level in levels { starts[level + 1] += 1 }
        for level in 0..<levelCount { starts[level + 1] += starts[level] }
        for (local, level) in levels.enumerated() {
            byLevel[starts[level]] = local
            starts[level] += 1
        }
        // `starts[level]` now holds the level's end.
        var merged = false
        var levelStart = 0
        // Every command is written once, as a leader or as a member.
        var written = 0
        for level in 0..<levelCount {
            let levelEnd = starts[level]
            for p in levelStart..<levelEnd {
                let local = byLevel[p]
                let key = keys[local]
                guard key != CommandBatching.taken else { continue }
                order[written] = ~local
                written += 1
                guard key >= 0 else { continue }
                for q in (p + 1)..<levelEnd where keys[byLevel[q]] == key {
                    order[written] = byLevel[q]
                    written += 1
                    keys[byLevel[q]] = CommandBatching.taken
                    merged = true
                }
            }
            levelStart = levelEnd
        }
        return merged
    }

    /// Appends to the rebuilt commands `head` (the command at index `first` of `commands`) and the group members
    /// listed in `batching.drawOrder[members]` (indices counted from `start`), as one command over their instances,
    /// and queues the copies of those instances (`CommandBatching.copies`).
    private mutating func emitGroup(_ head: RenderCommand, first: Int, members: Range<Int>, start: Int) {
        if case .pathShadow(let index, _) = head {
            // Its silhouette's instances move with it.
            let shadow = pathShadows[index]
            pathShadows[index].strokes = batching.queueCopy(.strokes, shadow.strokes)
            pathShadows[index].fills = batching.queueCopy(.fills, shadow.fills)
            pathShadows[index].fillMasks = batching.queueCopy(.fillMasks, shadow.fillMasks)
            batching.commands.append(head)
            return
        }
        let copied = queueCopy(of: head)
        var total = copied.count
        for p in members {
            total += queueCopy(of: commands[start + batching.drawOrder[p]]).count
        }
        batching.commands.append(Self.rebased(head, first: copied.lowerBound, count: total))
    }

    /// Queues the copy of `command`'s instances into the rebuilt array of its kind; returns where they will be.
    private mutating func queueCopy(of command: RenderCommand) -> Range<Int> {
        switch command {
        case .strokes(let f, let c, _, _), .translucentStroke(let f, let c, _, _):
            batching.queueCopy(.strokes, f..<(f + c))
        case .shapes(let f, let c, _, _): batching.queueCopy(.shapes, f..<(f + c))
        case .flats(let f, let c, _, _), .ramps(let f, let c, _): batching.queueCopy(.flats, f..<(f + c))
        case .fills(let f, let c, _): batching.queueCopy(.fills, f..<(f + c))
        // The rectangles keep their bytes' positions: the mask bytes are not reordered.
        case .fillMasks(let f, let c, _): batching.queueCopy(.fillMasks, f..<(f + c))
        case .shadows(let f, let c, _): batching.queueCopy(.shadows, f..<(f + c))
        case .text(let f, let c, _, _): batching.queueCopy(.texts, f..<(f + c))
        case .pathShadow: 0..<0
        }
    }

    /// Fills the rebuilt instance arrays from the frame's with the queued copies, one pass per kind of instance.
    private mutating func gatherInstances() {
        var copies: [CommandBatching.InstanceCopy] = []
        swap(&copies, &batching.copies)
        let counts = batching.rebuiltCounts
        Self.gather(copies, .strokes, from: strokes, into: &batching.strokes, count: counts[.strokes])
        Self.gather(copies, .shapes, from: shapes, into: &batching.shapes, count: counts[.shapes])
        Self.gather(copies, .flats, from: flats, into: &batching.flats, count: counts[.flats])
        Self.gather(copies, .fills, from: fills, into: &batching.fills, count: counts[.fills])
        Self.gather(copies, .fillMasks, from: fillMasks, into: &batching.fillMasks, count: counts[.fillMasks])
        Self.gather(copies, .shadows, from: shadows, into: &batching.shadows, count: counts[.shadows])
        Self.gather(copies, .texts, from: texts, into: &batching.texts, count: counts[.texts])
        swap(&copies, &batching.copies)
    }

    /// Makes `destination` the `count` instances the copies of `kind` in `copies` take from `source`, in order.
    /// The destination keeps its storage and is sized first, then written through buffer pointers: a copy per
    /// command appended to the array checked its uniqueness and capacity and went through the generic slice
    /// append each time. The pointers do not leave the closures, and the copies stay inside both arrays (`count`
    /// is their total and each source range is a command's own).
    private static func gather<Instance>(
        _ copies: [CommandBatching.InstanceCopy], _ kind: CommandBatching.InstanceKind, from source: [Instance],
        into destination: inout [Instance], count: Int
    ) {
        if destination.count > count {
            destination.removeLast(destination.count - count)
        } else if destination.count < count {
            destination.append(contentsOf: repeatElement(source[0], count: count - destination.count))
        }
        guard count > 0 else { return }
        destination.withUnsafeMutableBufferPointer { to in
            source.withUnsafeBufferPointer { from in
                guard let to = to.baseAddress, let from = from.baseAddress else { return }
                var at = 0
                for copy in copies where copy.kind == kind {
                    (to + at).update(from: from + copy.first, count: copy.count)
                    at += copy.count
                }
            }
        }
    }

    /// `command` drawing `count` instances from `first` instead of its own range.
    private static func rebased(_ command: RenderCommand, first: Int, count: Int) -> RenderCommand {
        switch command {
        case .strokes(_, _, let clip, let kind): .strokes(first: first, count: count, clip: clip, kind: kind)
        case .translucentStroke(_, _, let clip, let lines):
            .translucentStroke(first: first, count: count, clip: clip, lines: lines)
        case .shapes(_, _, let clip, let kind): .shapes(first: first, count: count, clip: clip, kind: kind)
        case .flats(_, _, let clip, let opaque): .flats(first: first, count: count, clip: clip, opaque: opaque)
        case .ramps(_, _, let clip): .ramps(first: first, count: count, clip: clip)
        case .fills(_, _, let clip): .fills(first: first, count: count, clip: clip)
        case .fillMasks(_, _, let clip): .fillMasks(first: first, count: count, clip: clip)
        case .shadows(_, _, let clip): .shadows(first: first, count: count, clip: clip)
        case .text(_, _, let clip, let atlas): .text(first: first, count: count, clip: clip, atlas: atlas)
        case .pathShadow: command
        }
    }

    /// A number equal for two commands exactly when they can be one draw: the same program and state (clip,
    /// stroke or shape kind, blending, atlas); -1 for a command that never merges (a translucent path: two
    /// stencil passes of its own; a path shadow: scratch targets). Comparing these instead of the commands keeps
    /// the grouping's inner loop to one integer comparison.
    static func mergeKey(_ command: RenderCommand) -> Int {
        let (program, variant, clip): (Int, Int, Int?)
        switch command {
        case .strokes(_, _, let c, let kind):
            (program, clip) = (0, c)
            switch kind {
            case .lines: variant = 0
            case .curves: variant = 1
            case .gentle: variant = 2
            case .overlaps: variant = 3
            case .oneOverlap: variant = 4
            }
        case .shapes(_, _, let c, let kind):
            (program, clip) = (1, c)
            switch kind {
            case .round: variant = 0
            case .roundBorder: variant = 1
            case .general: variant = 2
            }
        case .flats(_, _, let c, let opaque): (program, variant, clip) = (2, opaque ? 1 : 0, c)
        case .ramps(_, _, let c): (program, variant, clip) = (3, 0, c)
        case .fills(_, _, let c): (program, variant, clip) = (4, 0, c)
        case .fillMasks(_, _, let c): (program, variant, clip) = (5, 0, c)
        case .shadows(_, _, let c): (program, variant, clip) = (6, 0, c)
        case .text(_, _, let c, let atlas): (program, variant, clip) = (7, atlas, c)
        case .translucentStroke, .pathShadow: return -1
        }
        // Program in 3 bits, variant (an atlas index at most) in 28, clip + 1 above. Clip and atlas indices count
        // objects of one frame; one too large to pack simply stays unmerged.
        let clipCode = (clip ?? -1) + 1
        guard variant < 1 << 28, clipCode < 1 << 30 else { return -1 }
        return program | variant << 3 | clipCode << 31
    }

    /// Device-pixel bounds (min x, min y, max x, max y) of every pixel `command` can change; the whole plane when
    /// a coordinate is NaN (which compares false both ways, so it would overlap nothing).
    func pixelBounds(of command: RenderCommand) -> SIMD4<Float> {
        var box = SIMD4<Float>(.infinity, .infinity, -.infinity, -.infinity)
        switch command {
        case .strokes(let f, let c, _, _), .translucentStroke(let f, let c, _, _):
            for piece in strokes[f..<(f + c)] {
                // `StrokeOverlaps.bounds` takes nested `min`s and `max`es, which drop a NaN in their second
                // argument: a piece with one is checked here, so that its box becomes the whole plane.
                let probe = piece.p01 + SIMD4(piece.p2.x, piece.p2.y, piece.reach.z, 0)
                guard probe == probe else { return Self.enclosing(box, SIMD4(repeating: .nan)) }
                box = Self.enclosing(box, StrokeOverlaps.bounds(piece))
            }
        case .shapes(let f, let c, _, _):
            // The parts of one shape share its transform: their local reaches are joined first and mapped once.
            var i = f
            while i < f + c {
                let (linear, offset) = (shapes[i].linear, shapes[i].offset)
                var local = Self.localReach(of: shapes[i])
                i += 1
                while i < f + c, shapes[i].linear == linear, shapes[i].offset == offset {
                    local = Self.enclosing(local, Self.localReach(of: shapes[i]))
                    i += 1
                }
                box = Self.enclosing(box, Self.deviceBox(local, linear: linear, offset: offset))
            }
        case .flats(let f, let c, _, _):
            var i = f
            while i < f + c {
                let (linear, offset) = (flats[i].linear, flats[i].offset)
                var local = Self.ordered(flats[i].rect)
                i += 1
                while i < f + c, flats[i].linear == linear, flats[i].offset == offset {
                    local = Self.enclosing(local, Self.ordered(flats[i].rect))
                    i += 1
                }
                box = Self.enclosing(box, Self.deviceBox(local, linear: linear, offset: offset))
            }
        case .ramps(let f, let c, _):
            for r in flats[f..<(f + c)] { box = Self.enclosing(box, Self.pixelBounds(of: r)) }
        case .fills(let f, let c, _):
            for band in fills[f..<(f + c)] { box = Self.enclosing(box, band.rect) }
        case .fillMasks(let f, let c, _):
            for rect in fillMasks[f..<(f + c)] { box = Self.enclosing(box, rect.rect) }
        case .shadows(let f, let c, _):
            for s in shadows[f..<(f + c)] {
                box = Self.enclosing(box, Self.deviceBox(s.geometry, linear: s.linear, offset: s.offset))
            }
        case .text(let f, let c, _, _):
            for g in texts[f..<(f + c)] {
                box = Self.enclosing(box, Self.deviceBox(g.rect, linear: g.linear, offset: g.offset))
            }
        case .pathShadow(let index, _):
            let b = pathShadows[index].bounds
            box = SIMD4(Float(b.x), Float(b.y), Float(b.z), Float(b.w))
        }
        return box
    }

    /// Device bounds of every pixel centre the parts of `shape` (split or not) can change: `localReach` of the
    /// whole shape, which holds every part's (each lies inside the whole quad, and the field's reach is the
    /// box's), mapped once. The whole plane when a coordinate is NaN, as `enclosing` makes it.
    static func pixelBounds(ofShape shape: ShapeInstance) -> SIMD4<Float> {
        let box = deviceBox(localReach(of: shape), linear: shape.linear, offset: shape.offset)
        guard !any(box .!= box) else { return SIMD4(-.infinity, -.infinity, .infinity, .infinity) }
        return box
    }

    /// Local bounds (min x, min y, max x, max y) of the pixel centres where the shape program gives `part`
    /// coverage: its quad, within a device pixel of the shape's box (past that an edge covers nothing of a pixel,
    /// at any angle; the quad reaches a pixel and a half, for the anti-aliasing of a transformed edge). Mapped by
    /// `deviceBox`; the box around several parts' reaches maps to a box around their device boxes, since the
    /// map is affine and `deviceBox`'s rounding margin grows with the box. A NaN in the quad stays (`max(x, y)`
    /// keeps a NaN `x`); one in the box is dropped, which leaves the quad, still a bound of what is drawn (the
    /// encoder draws no instance with one: `SceneEncoder+NonFinite`).
    private static func localReach(of part: ShapeInstance) -> SIMD4<Float> {
        let (b, pixel) = (part.box, part.offset.z)
        let g = part.geometry
        return ordered(
            SIMD4(
                max(g.x, b.x - b.z - pixel), max(g.y, b.y - b.w - pixel), min(g.z, b.x + b.z + pixel),
                min(g.w, b.y + b.w + pixel)))
    }

    /// `rect` (two corners) with its minimum first on both axes: a quad given corners in the other order still
    /// covers the pixels between them, as `deviceBox` (which takes the extent's magnitude) counts them. A NaN
    /// stays, for `enclosing` to make the box the whole plane.
    private static func ordered(_ rect: SIMD4<Float>) -> SIMD4<Float> {
        guard !any(rect .!= rect) else { return rect }
        return SIMD4(min(rect.x, rect.z), min(rect.y, rect.w), max(rect.x, rect.z), max(rect.y, rect.w))
    }

    /// Bounds of the pixel centres a flat or ramp instance covers: its quad, and for a ramp only where the
    /// coverage ramp has risen above zero (past its outer edge's half-pixel; `FlatInstance.ramp`).
    static func pixelBounds(of flat: FlatInstance) -> SIMD4<Float> {
        var box = deviceBox(flat.rect, linear: flat.linear, offset: flat.offset)
        // Coverage is clamp(t + z) - clamp(t + w) with t = n . centre: zero where n . centre <= -z.
        let (n, outer) = (SIMD2(flat.ramp.x, flat.ramp.y), flat.ramp.z - 0.01)
        if n.x > 0.5 { box.x = max(box.x, -outer) }
        if n.x < -0.5 { box.z = min(box.z, outer) }
        if n.y > 0.5 { box.y = max(box.y, -outer) }
        if n.y < -0.5 { box.w = min(box.w, outer) }
        return box
    }

    /// The box around `a` and `b`; the whole plane once either has a NaN coordinate.
    static func enclosing(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        guard !any(a .!= a), !any(b .!= b) else { return SIMD4(-.infinity, -.infinity, .infinity, .infinity) }
        return SIMD4(min(a.x, b.x), min(a.y, b.y), max(a.z, b.z), max(a.w, b.w))
    }

    /// Device bounds of the local rectangle `rect` (min x, min y, max x, max y) under the map `linear` (a, b, c, d:
    /// device = (a x + c y, b x + d y) + offset.xy), grown by a hundredth of a pixel and a relative 1e-5 for the
    /// shaders' float rounding.
    static func deviceBox(_ rect: SIMD4<Float>, linear l: SIMD4<Float>, offset o: SIMD4<Float>) -> SIMD4<Float> {
        let centre = SIMD2(rect.x + rect.z, rect.y + rect.w) * 0.5
        let half = SIMD2(rect.z - rect.x, rect.w - rect.y) * 0.5
        let device = SIMD2(l.x * centre.x + l.z * centre.y + o.x, l.y * centre.x + l.w * centre.y + o.y)
        let reach = SIMD2(
            abs(l.x) * abs(half.x) + abs(l.z) * abs(half.y), abs(l.y) * abs(half.x) + abs(l.w) * abs(half.y))
        let grown = reach * 1.00001 + 0.01 + SIMD2(abs(device.x), abs(device.y)) * 1e-6
        return SIMD4(device.x - grown.x, device.y - grown.y, device.x + grown.x, device.y + grown.y)
    }

    /// True when the two boxes share interior points.
    static func overlap(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Bool {
        a.x < b.z && b.x < a.z && a.y < b.w && b.y < a.w
    }
}
