import KiteAnimation
import KiteComponents
import KiteGallery
import KiteGeometry
import KiteInput
import Testing

@Suite struct GalleryTourTests {
    let frames = ["a": Rect(x: 100, y: 40, width: 80, height: 20), "b": Rect(x: 0, y: 200, width: 10, height: 10)]

    @Test func stepsBecomeEventsAtTheirTimes() throws {
        let script = """
            # a comment line
            wait 0.5
            tap a            # the centre: (140, 50)
            snapshot after-tap
            tap a 0 1        # bottom-left corner: (100, 60)
            key tab shift
            hold b 0.25
            down a 1 0
            up
            """
        let tour = try GalleryTour(script: script, frames: frames)
        let e = tour.events
        let times = [0.5, 0.5, 0.58, 0.58, 0.58, 0.66, 0.66, 0.71, 0.71, 0.96, 0.96, 0.96]
        #expect(e.count == times.count && zip(e, times).allSatisfy { abs($0.time - $1) < 1e-12 })
        #expect(e[0].kind == .pointerEnter(location: Point(140, 50)))
        #expect(e[1].kind == .pointerButton(.left, pressed: true))
        #expect(e[2].kind == .pointerButton(.left, pressed: false))
        #expect(e[3].kind == .pointerMotion(location: Point(100, 60)))
        #expect(e[6].kind == .key(KeyEvent(keysym: Keysym.tab, pressed: true, modifiers: .shift)))
        #expect(e[8].kind == .touchDown(id: 1, location: Point(5, 205)))
        #expect(e[9].kind == .touchUp(id: 1))
        #expect(e[10].kind == .touchDown(id: 1, location: Point(180, 40)) && e[11].kind == .touchUp(id: 1))
        #expect(e[10].time == e[9].time && e[11].time == e[9].time)
        #expect(tour.snapshots.map(\.name) == ["after-tap"] && abs(tour.snapshots[0].time - 0.58) < 1e-12)
        #expect(abs(tour.duration - 0.96) < 1e-12)
        #expect(tour.componentsVisited == ["a", "b"])
    }

    /// CRLF line ends read as LF ones: the same events, the same line numbers.
    @Test func crlfScriptsReadAsLFScripts() throws {
        let script = "# c\nwait 0.5\ntap a\nsnapshot x\nhold b 0.25\n"
        let lf = try GalleryTour(script: script, frames: frames)
        let crlf = try GalleryTour(script: script.replacingOccurrences(of: "\n", with: "\r\n"), frames: frames)
        #expect(crlf.events == lf.events && crlf.snapshots == lf.snapshots && crlf.duration == lf.duration)
        #expect {
            try GalleryTour(script: "wait 1\r\n\r\nfly", frames: frames)
        } throws: { error in
            (error as? GalleryTourError)?.line == 3
                && (error as? GalleryTourError)?.reason.hasPrefix("unknown step") == true
        }
    }

    /// A 0.1 s drag at 120 Hz: 12 motion events evenly along the line, the last exactly at the end point.
    @Test func aDragMovesInStraightSteps() throws {
        let tour = try GalleryTour(script: "drag a 0 0.5 1 0.5 0.1", frames: frames)
        #expect(tour.events.count == 1 + 12 + 1)
        #expect(tour.events.first?.kind == .touchDown(id: 1, location: Point(100, 50)))
        #expect(tour.events[6].kind == .touchMotion(id: 1, location: Point(140, 50)))
        #expect(tour.events[12].kind == .touchMotion(id: 1, location: Point(180, 50)))
        #expect(tour.events.last?.kind == .touchUp(id: 1) && tour.events.last?.time == 0.1)
        #expect(zip(tour.events, tour.events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func badLinesAreReportedWithTheirNumber() {
        let cases: [(String, Int, String)] = [
            ("wait 1\nfly a", 2, "unknown step 'fly'"),
            ("tap c", 1, "unknown component 'c' (known: a, b)"),
            ("wait -1", 1, "'-1' is not a duration"),
            ("wait nan", 1, "'nan' is not a duration"),
            ("\n\ntap a x 1", 3, "'x 1' are not fractions"),
            ("drag a 0 0 1", 1, "drag takes"),
            ("key f13", 1, "key takes one of"),
            ("key tab alt", 1, "unknown modifier 'alt'"),
            ("snapshot A", 1, "snapshot takes one name"),
            ("snapshot x\nsnapshot x", 2, "snapshot 'x' twice"),
            ("down a\ndown b", 2, "a finger is down already"),
            ("down a\ndrag a 0 0 1 1 1", 2, "drag while a finger is down"),
            ("up", 1, "up takes nothing and follows a down"),
            ("down a\nwait 1", 2, "the tour ends with a finger down"),
            ("wait 0x10", 1, "'0x10' is not a duration in seconds (0...600)"),
            ("wait 1\r\ntap a 1e308 -1e308", 2, "'1e308 -1e308' are not fractions of the frame (each in -100...100)"),
            (String(repeating: "wait 300\n", count: 3), 3, "the tour would last 900.0 s, past its limit of 600 s"),
        ]
        for (script, line, reason) in cases {
            #expect {
                _ = try GalleryTour(script: script, frames: frames)
            } throws: { error in
                guard let e = error as? GalleryTourError else { return false }
                return e.line == line && e.reason.hasPrefix(reason)
            }
        }
    }

    /// The tour's events fed through the host (as the replay path does) drive the fake components, and the trace
    /// shows their state changes at the tour's times.
    @Test func aTourThroughTheHostTracesEveryStateChange() throws {
        let (a, b) = (FakeComponent(name: "a"), FakeComponent(name: "b"))
        for c in [a, b] { c.bindings = [.tap(layer: c.control, action: { c.toggle() })] }
        var lines: [String] = []
        let host = GalleryHost(components: [a, b], animator: try Animator(), trace: GalleryTrace { lines.append($0) })
        host.resize(to: Size(800, 600), scale: 1)
        let frames = Dictionary(uniqueKeysWithValues: host.components.map { ($0.name, $0.primaryControlFrame) })
        let tour = try GalleryTour(
            script: "wait 0.25\ntap a\ntouch b\nwait 0.1\ntap a\nkey tab\nkey space", frames: frames)
        host.handle(tour.events)
        #expect(
            lines.filter { $0.contains(#""event":"state""#) } == [
                #"{"event":"state","component":"a","value":"open","t":0.33}"#,
                #"{"event":"state","component":"b","value":"open","t":0.41}"#,
                #"{"event":"state","component":"a","value":"closed","t":0.59}"#,
                #"{"event":"state","component":"a","value":"open","t":0.64}"#,
            ])
    }
}
