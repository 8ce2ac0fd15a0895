import KiteGeometry
import KiteInput

/// A scripted walk through the gallery (`Tours/gallery.tour`), compiled against the current layout into the plain
/// `InputEvent`s a `--replay` file holds, plus the instants worth a picture. Steps name components and points as
/// fractions of their primary control's frame, so the script survives layout changes.
///
/// One step per line; `#` starts a comment; times in seconds; each step starts when the previous one ended:
/// - `wait SECONDS`: let time pass.
/// - `tap NAME [FX FY]`: a mouse click (down, up `tapSeconds` later) at the fraction (FX, FY) of NAME's primary
///   control frame (default 0.5 0.5, its centre).
/// - `touch NAME [FX FY]`: the same with a finger.
/// - `hold NAME SECONDS [FX FY]`: a finger down for SECONDS, then up.
/// - `down NAME [FX FY]` and `up`: a finger down, and later up again (steps in between happen while it is down).
/// - `drag NAME FX0 FY0 FX1 FY1 SECONDS`: a finger down at the first point, moving at 120 Hz in a straight line to
///   the second over SECONDS, then up there.
/// - `key KEY [shift] [ctrl]`: press and release (`keySeconds` apart) of `tab`, `space`, `return`, `escape`, `f1`
///   or `q`.
/// - `snapshot NAME`: a picture of this instant, written as NAME.png (NAME: lowercase letters, digits, `-`).
public struct GalleryTour: Sendable {
    /// An instant to capture, in tour time.
    public struct Snapshot: Hashable, Sendable {
        public var name: String
        public var time: Double

        public init(name: String, time: Double) {
            (self.name, self.time) = (name, time)
        }
    }

    /// How long a tap's button or finger stays down, seconds.
    public static let tapSeconds = 0.08
    /// How long a key stays down, seconds.
    public static let keySeconds = 0.05
    /// Interval of a drag's motion events, seconds (a 120 Hz touchscreen).
    public static let dragStepSeconds = 1.0 / 120
    /// The longest tour, seconds: 600 (36,000 frames at 60 Hz). A step that ends later is refused with its line.
    public static let maximumDurationSeconds = 600.0
    /// The largest script read, bytes: 1 MiB.
    public static let maximumScriptBytes = 1 << 20
    /// The range of a point's fractions of its component's frame (outside [0, 1] is outside the control).
    public static let fractionRange = -100.0...100.0

    /// The input, in time order, on the tour's clock (seconds from its start).
    public private(set) var events: [InputEvent] = []
    public private(set) var snapshots: [Snapshot] = []
    /// When the last step ends, seconds.
    public private(set) var duration = 0.0
    /// Names of the components the tour touches, in order of first use.
    public private(set) var componentsVisited: [String] = []

    private var clock = 0.0
    private var pointerInside = false
    private var fingerDown = false

    /// Compiles `script` against `frames`: each component's primary control frame in surface points, by name.
    /// Throws the first bad line with its number: an unknown step, component or key, a malformed or out-of-range
    /// number, a duplicate snapshot name, a step ending past `maximumDurationSeconds`. Lines end in LF or CRLF.
    public init(script: String, frames: [String: Rect]) throws(GalleryTourError) {
        // Swift reads "\r\n" as one Character, so splitting on "\n" alone would see a CRLF file as one line.
        let lines = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let lineCount = lines.count
        for (index, raw) in lines.enumerated() {
            let words = raw.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let verb = words.first else { continue }
            do {
                try step(verb, Array(words.dropFirst()), frames: frames)
                guard clock <= Self.maximumDurationSeconds else {
                    throw Reason(
                        "the tour would last \(clock) s, past its limit of \(Int(Self.maximumDurationSeconds)) s")
                }
            } catch let reason as Reason {
                throw GalleryTourError(line: index + 1, reason: reason.text)
            } catch {
                throw GalleryTourError(line: index + 1, reason: "\(error)")
            }
        }
        if fingerDown { throw GalleryTourError(line: lineCount, reason: "the tour ends with a finger down") }
        duration = clock
    }

    /// Why a step is wrong, without its line number (the loop adds it).
    struct Reason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    private mutating func step(_ verb: String, _ args: [String], frames: [String: Rect]) throws {
        if fingerDown, ["touch", "hold", "drag"].contains(verb) { throw Reason("\(verb) while a finger is down") }
        switch verb {
        case "wait":
            guard args.count == 1 else { throw Reason("wait takes SECONDS") }
            clock += try seconds(args[0])
        case "tap", "touch":
            guard args.count == 1 || args.count == 3 else { throw Reason("\(verb) takes NAME [FX FY]") }
            let p = try point(args[0], args[1...], frames: frames)
            verb == "tap" ? click(at: p) : touch(at: p, holding: Self.tapSeconds)
        case "hold":
            guard args.count == 2 || args.count == 4 else { throw Reason("hold takes NAME SECONDS [FX FY]") }
            touch(at: try point(args[0], args[2...], frames: frames), holding: try seconds(args[1]))
        case "down":
            guard args.count == 1 || args.count == 3 else { throw Reason("down takes NAME [FX FY]") }
            guard !fingerDown else { throw Reason("a finger is down already") }
            emit(.touchDown(id: 1, location: try point(args[0], args[1...], frames: frames)), at: clock)
            fingerDown = true
        case "up":
            guard args.isEmpty, fingerDown else { throw Reason("up takes nothing and follows a down") }
            emit(.touchUp(id: 1), at: clock)
            fingerDown = false
        case "drag":
            guard args.count == 6 else { throw Reason("drag takes NAME FX0 FY0 FX1 FY1 SECONDS") }
            let from = try point(args[0], args[1...2], frames: frames)
            let to = try point(args[0], args[3...4], frames: frames)
            drag(from: from, to: to, over: try seconds(args[5]))
        case "key":
            try key(args)
        case "snapshot":
            try snapshot(args)
        default:
            throw Reason("unknown step '\(verb)' (wait, tap, touch, hold, down, up, drag, key, snapshot)")
        }
    }

    private func seconds(_ word: String) throws -> Double {
        guard let s = DecimalNumber.parse(word), s >= 0, s <= Self.maximumDurationSeconds else {
            throw Reason("'\(word)' is not a duration in seconds (0...\(Int(Self.maximumDurationSeconds)))")
        }
        return s
    }

    /// The point at `fractions` (none: the centre) of the primary control frame of component `name`.
    private mutating func point(_ name: String, _ fractions: ArraySlice<String>, frames: [String: Rect]) throws
        -> Point
    {
        guard let frame = frames[name] else {
            throw Reason("unknown component '\(name)' (known: \(frames.keys.sorted().joined(separator: ", ")))")
        }
        if !componentsVisited.contains(name) { componentsVisited.append(name) }
        var (fx, fy) = (0.5, 0.5)
        if !fractions.isEmpty {
            let (a, b) = (fractions[fractions.startIndex], fractions[fractions.startIndex + 1])
            guard let x = DecimalNumber.parse(a), let y = DecimalNumber.parse(b), Self.fractionRange.contains(x),
                Self.fractionRange.contains(y)
            else {
                throw Reason("'\(a) \(b)' are not fractions of the frame (each in -100...100)")
            }
            (fx, fy) = (x, y)
        }
        return Point(frame.minX + fx * frame.width, frame.minY + fy * frame.height)
    }

    private mutating func emit(_ kind: InputEventKind, at t: Double) {
        events.append(InputEvent(time: t, kind: kind))
    }

    private mutating func click(at p: Point) {
        emit(pointerInside ? .pointerMotion(location: p) : .pointerEnter(location: p), at: clock)
        pointerInside = true
        emit(.pointerButton(.left, pressed: true), at: clock)
        clock += Self.tapSeconds
        emit(.pointerButton(.left, pressed: false), at: clock)
    }

    private mutating func touch(at p: Point, holding seconds: Double) {
        emit(.touchDown(id: 1, location: p), at: clock)
        clock += seconds
        emit(.touchUp(id: 1), at: clock)
    }

    private mutating func drag(from a: Point, to b: Point, over seconds: Double) {
        let start = clock
        emit(.touchDown(id: 1, location: a), at: start)
        let steps = max(1, Int((seconds / Self.dragStepSeconds).rounded()))
        for k in 1...steps {
            let u = Double(k) / Double(steps)
            emit(.touchMotion(id: 1, location: a.lerp(to: b, u)), at: start + u * seconds)
        }
        clock = start + seconds
        emit(.touchUp(id: 1), at: clock)
    }

    private static let keysyms: [String: UInt32] = [
        "tab": Keysym.tab, "space": Keysym.space, "return": Keysym.returnKey, "escape": Keysym.escape,
        "f1": Keysym.f1, "q": Keysym.q,
    ]

    private mutating func key(_ args: [String]) throws {
        guard let name = args.first, let keysym = Self.keysyms[name] else {
            throw Reason("key takes one of \(Self.keysyms.keys.sorted().joined(separator: ", "))")
        }
        var modifiers: KeyModifiers = []
        for word in args.dropFirst() {
            switch word {
            case "shift": modifiers.insert(.shift)
            case "ctrl": modifiers.insert(.control)
            default: throw Reason("unknown modifier '\(word)' (shift, ctrl)")
            }
        }
        emit(.key(KeyEvent(keysym: keysym, pressed: true, modifiers: modifiers)), at: clock)
        clock += Self.keySeconds
        emit(.key(KeyEvent(keysym: keysym, pressed: false, modifiers: modifiers)), at: clock)
    }

    private mutating func snapshot(_ args: [String]) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard args.count == 1, let name = args.first, !name.isEmpty, name.allSatisfy(allowed.contains) else {
            throw Reason("snapshot takes one name of lowercase letters, digits and '-'")
        }
        guard !snapshots.contains(where: { $0.name == name }) else { throw Reason("snapshot '\(name)' twice") }
        snapshots.append(Snapshot(name: name, time: clock))
    }
}

/// A tour script that could not be compiled, with the 1-based line at fault.
public struct GalleryTourError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "tour line \(line): \(reason)" }
}
