import KiteTestSupport
import Testing

@testable import KiteGeometry

@Suite struct SVGPathParserTests {
    func parse(_ d: String) -> Path { try! Path(svgPathData: d) }

    func path(_ build: (inout Path) -> Void) -> Path {
        var p = Path()
        build(&p)
        return p
    }

    @Test func absoluteAndRelativeCommands() {
        let expected = path {
            $0.move(to: Point(10, 20))
            $0.addLine(to: Point(30, 20))
            $0.addLine(to: Point(30, 50))
            $0.addLine(to: Point(25, 55))
            $0.addCurve(to: Point(40, 60), control1: Point(26, 56), control2: Point(30, 60))
            $0.addQuadCurve(to: Point(50, 50), control: Point(45, 65))
            $0.closeSubpath()
        }
        #expect(parse("M10 20 H30 V50 L25 55 C26 56 30 60 40 60 Q45 65 50 50 Z") == expected)
        #expect(parse("m10 20 h20 v30 l-5 5 c1 1 5 5 15 5 q5 5 10 -10 z") == expected)
    }

    /// Numbers are read to the same `Double` as `Double(String)` gives (the parser's fast path for short decimals
    /// and its fallback): seeded random decimals of 1 to 40 digits (past 18 the fast path's integer would
    /// overflow), signs, leading and trailing points, exponents.
    @Test func numbersReadAsDoubleReadsThem() {
        var rng = SplitMix64(seed: 21)
        for _ in 0..<5000 {
            let digits = String(
                (0..<Int.random(in: 1...40, using: &rng)).map { _ in
                    Character(String(Int.random(in: 0...9, using: &rng)))
                })
            let point = Int.random(in: 0...digits.count, using: &rng)
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if Bool.random(using: &rng) { text = ["-", "+"].randomElement(using: &rng)! + text }
            if Int.random(in: 0..<8, using: &rng) == 0 { text += "e\(Int.random(in: -30...30, using: &rng))" }
            // Coordinates are read plus the base point (0 for an absolute move), which makes -0 into 0.
            let expected = Double(text)! + 0
            guard case .move(let p) = parse("M\(text) 0").elements.first else {
                Issue.record("\(text) did not parse")
                continue
            }
            #expect(p.x == expected && p.x.sign == expected.sign, "\(text): \(p.x), expected \(expected)")
        }
    }

    @Test func implicitRepetition() {
        #expect(
            parse("M0 0 1 1 2 2")
                == path {
                    $0.move(to: .zero)
                    $0.addLine(to: Point(1, 1))
                    $0.addLine(to: Point(2, 2))
                })
        #expect(
            parse("m1 1 2 2, 1 0")
                == path {
                    $0.move(to: Point(1, 1))
                    $0.addLine(to: Point(3, 3))
                    $0.addLine(to: Point(4, 3))
                })
        #expect(parse("M0 0 h1 2 3 v1 1") == parse("M0 0 H1 H3 H6 V1 V2"))
        #expect(parse("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3") == parse("M0 0 C1 1 2 2 3 3 C4 4 5 5 6 6"))
    }

    @Test func compactNumbers() {
        #expect(parse("M1.5.5") == path { $0.move(to: Point(1.5, 0.5)) })
        #expect(parse("M-1-2") == path { $0.move(to: Point(-1, -2)) })
        #expect(parse("M1e2-3E-1") == path { $0.move(to: Point(100, -0.3)) })
        #expect(
            parse("M.5.5L+1,+2")
                == path {
                    $0.move(to: Point(0.5, 0.5))
                    $0.addLine(to: Point(1, 2))
                })
        #expect(parse(" \t\nM 1 , 2 \r\n") == path { $0.move(to: Point(1, 2)) })
        #expect(parse("M1.e1 0") == path { $0.move(to: Point(10, 0)) })
    }

    @Test func smoothCurvesReflectThePreviousControl() {
        let s = parse("M0 0C10 0 20 10 20 20S30 40 40 40")
        #expect(s.elements[2] == .cubic(control1: Point(20, 30), control2: Point(30, 40), to: Point(40, 40)))
        #expect(parse("M0 0C10 0 20 10 20 20s10 20 20 20") == s)
        // Without a preceding cubic, the first control is the current point.
        #expect(
            parse("M5 5 L10 10 S20 20 30 10").elements[2]
                == .cubic(control1: Point(10, 10), control2: Point(20, 20), to: Point(30, 10)))
        let t = parse("M0 0Q10 10 20 0T40 0")
        #expect(t.elements[2] == .quad(control: Point(30, -10), to: Point(40, 0)))
        #expect(parse("M0 0Q10 10 20 0t20 0") == t)
        #expect(parse("M0 0 C1 1 2 2 3 3 T5 5").elements[2] == .quad(control: Point(3, 3), to: Point(5, 5)))
    }

    @Test func closeReturnsToTheSubpathStart() {
        #expect(
            parse("M10 10 L20 10 Z l5 5")
                == path {
                    $0.move(to: Point(10, 10))
                    $0.addLine(to: Point(20, 10))
                    $0.closeSubpath()
                    $0.addLine(to: Point(15, 15))
                })
        #expect(parse("M10 10 L20 10 z m1 1").elements.last == .move(to: Point(11, 11)))
    }

    func arcSamples(_ d: String) -> [Point] { samples(of: parse(d), perSegment: 100) }

    @Test func semicircleArc() {
        let d = "M0 0 A10 10 0 0 1 20 0"
        let points = arcSamples(d)
        #expect(points.allSatisfy { abs($0.distance(to: Point(10, 0)) - 10) < 1e-4 })
        // Sweep flag 1 turns clockwise on a y-down screen: from the left through the top (y = -10).
        #expect(isClose(points.map(\.y).min()!, -10, 1e-4))
        #expect(parse(d).currentPoint == Point(20, 0))
        #expect(isClose(parse(d).length(), 10 * .pi, 1e-3))
    }

    @Test func largeArcFlagPicksTheLongWay() {
        let p = parse("M0 0 A10 10 0 1 0 10 10")
        #expect(isClose(p.length(), 15 * .pi, 2e-3))
        #expect(arcSamples("M0 0 A10 10 0 1 0 10 10").allSatisfy { abs($0.distance(to: Point(0, 10)) - 10) < 1e-4 })
        #expect(isClose(parse("M0 0 A10 10 0 0 0 10 10").length(), 5 * .pi, 1e-3))
    }

    @Test func radiiTooSmallAreScaledUp() {
        let points = arcSamples("M0 0 A1 1 0 0 1 20 0")
        #expect(points.allSatisfy { abs($0.distance(to: Point(10, 0)) - 10) < 1e-4 })
        // Negative radii are taken as absolute values (SVG implementation notes).
        #expect(parse("M0 0 A-1 -1 0 0 1 20 0") == parse("M0 0 A1 1 0 0 1 20 0"))
    }

    @Test func rotatedEllipticalArc() {
        // rx = 20 along the rotated x axis (pointing down), ry = 10 across: half an ellipse from (0, 0) to (0, 40).
        let points = arcSamples("M0 0 A20 10 90 0 1 0 40")
        #expect(points.allSatisfy { abs(($0.y - 20) * ($0.y - 20) / 400 + $0.x * $0.x / 100 - 1) < 1e-4 })
        // Clockwise on screen from top to bottom passes the right side.
        #expect(isClose(points.map(\.x).max()!, 10, 1e-4))
        #expect(points.map(\.x).min()! > -1e-9)
    }

    @Test func degenerateArcs() {
        #expect(parse("M0 0 A0 5 0 0 1 10 0") == parse("M0 0 L10 0"))
        #expect(parse("M3 3 A5 5 0 0 1 3 3") == parse("M3 3"))
    }

    @Test func compactArcFlags() {
        #expect(parse("M0 0a10 10 0 0120 0") == parse("M0 0 a10 10 0 0 1 20 0"))
        #expect(parse("M0 0a10,10,0,1,1,20,0") == parse("M0 0 a10 10 0 1 1 20 0"))
    }

    @Test func emptyDataIsAnEmptyPath() {
        #expect(parse("").isEmpty)
        #expect(parse(" \n ").isEmpty)
    }

    @Test(arguments: [
        ("L1 2", 0, "moveto"), ("M1", 2, "a number"), ("M1 2 X", 5, "path command"), ("M1,,2", 3, "a number"),
        ("M 1 2 L", 7, "a number"), ("M1e 2", 3, "exponent"), ("M0 0 A1 1 0 2 1 5 5", 12, "arc flag"),
        ("M0 0 Z 1", 7, "path command"), ("M1 2,L3 4", 5, "number after ','"), ("M,1 2", 1, "a number"),
        ("M1e999 0", 1, "finite"), ("M9e99 0 l9e99 0", 9, "coordinate"), ("M1 2 L3", 7, "a number"),
        ("M0 0 C1 2 3 4 5", 15, "a number"), ("M1 2 é", 5, "path command"), ("M-", 1, "a number"),
        ("M0 0 A1 1 0 0", 13, "arc flag"), ("M.", 1, "a number"), ("M0 0 L1 2,", 10, "number after ','"),
        ("M0 0 A1e-300 1 0 0 1 1 0", 6, "arc radii"),
    ])
    func malformedDataReportsOffsetAndExpectation(_ input: String, _ offset: Int, _ expected: String) {
        #expect {
            try Path(svgPathData: input)
        } throws: { error in
            guard let e = error as? SVGPathError else { return false }
            return e.offset == offset && e.expected.contains(expected) && e.description.contains("offset \(offset)")
        }
    }

    /// Random byte soup from the path alphabet must either parse or throw; it must never trap.
    @Test func randomInputNeverCrashes() {
        var rng = SplitMix64(seed: 30)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, \t\n01x#é")
        var parsed = 0
        for _ in 0..<20000 {
            let length = Int.random(in: 0...40, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            if let p = try? Path(svgPathData: text) {
                parsed += 1
                #expect(p.elements.allSatisfy { $0.points.allSatisfy(\.isFinite) })
            }
        }
        #expect(parsed > 0)
    }

    /// The parser reads UTF-8 bytes in place: absurd input (a number a megabyte long, a million-digit fraction,
    /// NUL bytes, characters of every UTF-8 length, repaired invalid UTF-8) parses or gives one error whose offset
    /// counts Unicode scalars and whose `found` names the character there.
    @Test func absurdInputParsesOrNamesTheCharacter() throws {
        let megabyteNumber = "M" + String(repeating: "9", count: 1 << 20) + " 0"
        #expect {
            try Path(svgPathData: megabyteNumber)
        } throws: { error in
            let e = error as! SVGPathError
            return e.offset == 1 && e.expected.contains("finite") && e.description.count < 200
        }
        // 10^-1048577 rounds to 0, as `Double(String)` has it.
        let longFraction = "M0." + String(repeating: "0", count: 1 << 20) + "1 5 L2 3"
        #expect(try Path(svgPathData: longFraction).elements == [.move(to: Point(0, 5)), .line(to: Point(2, 3))])
        for (input, offset, found) in [
            ("M0\u{0}0", 2, "\u{0}"), ("M1 2 é", 5, "é"), ("M1 2 L3 €", 8, "€"), ("M1 2 L3 4 😀", 10, "😀"),
            ("😀M1 2", 0, "😀"),
            (String(decoding: [0x4D, 0x30, 0x20, 0x30, 0x20, 0xFF, 0x4C], as: UTF8.self), 5, "\u{FFFD}"),
        ] {
            #expect {
                try Path(svgPathData: input)
            } throws: { error in
                let e = error as! SVGPathError
                return e.offset == offset && e.found == "'\(found)'"
            }
        }
        // Random bytes decoded as UTF-8 (invalid sequences repaired): an error's offset is a scalar of the input
        // and `found` is that scalar.
        var rng = SplitMix64(seed: 34)
        let ascii = Array("MmLlZzAaCc0123456789.-+eE, ".utf8)
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in
                Bool.random(using: &rng) ? ascii.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try Path(svgPathData: text)
            } catch {
                let scalars = Array(text.unicodeScalars)
                #expect(error.offset <= scalars.count, "\(bytes)")
                if error.offset < scalars.count, error.found.hasPrefix("'") {
                    #expect(error.found.hasPrefix("'\(scalars[error.offset])"), "\(bytes): \(error)")
                }
            }
        }
    }

    /// Well-formed commands with extreme numbers (tiny, huge, zero, negative) must parse to finite paths or throw
    /// one of the out-of-range errors; no precondition inside Path may trip.
    @Test func extremeNumbersNeverCrash() {
        var rng = SplitMix64(seed: 32)
        let magnitudes = ["0", "1e-300", "3e-12", "1", "7.5", "1e50", "9.99e99", "1e100"]
        let outOfRange = ["2e100", "1e308"]
        var parsed = 0
        let commands: [(String, Int)] = [
            ("M", 2), ("L", 2), ("H", 1), ("V", 1), ("C", 6), ("S", 4), ("Q", 4), ("T", 2), ("A", 7), ("Z", 0),
        ]
        for _ in 0..<1500 {
            var text = "M0 0"
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let (letter, count) = commands.randomElement(using: &rng)!
                text += Bool.random(using: &rng) ? letter : letter.lowercased()
                for k in 0..<count {
                    let isFlag = letter == "A" && (k == 3 || k == 4)
                    let sign = Bool.random(using: &rng) ? "-" : ""
                    let bad = Int.random(in: 0..<100, using: &rng) < 2
                    let magnitude = (bad ? outOfRange : magnitudes).randomElement(using: &rng)!
                    text += " " + (isFlag ? ["0", "1"].randomElement(using: &rng)! : sign + magnitude)
                }
            }
            do {
                let p = try Path(svgPathData: text)
                #expect(p.elements.allSatisfy { $0.points.allSatisfy(\.isFinite) }, "\(text)")
                parsed += 1
            } catch {
                let reason = error.expected
                #expect(
                    reason.contains("coordinate") || reason.contains("finite") || reason.contains("arc radii"),
                    "\(text)")
            }
        }
        // Most inputs are in range: the sweep must exercise the path building, not only the errors.
        #expect(parsed > 750, "only \(parsed) of 1500 parsed")
    }

    /// Valid paths from a model, written with random separators, absolute or relative: parsing gives the model back.
    @Test func randomlyFormattedPathsParseToTheirModel() {
        var rng = SplitMix64(seed: 31)
        for _ in 0..<500 {
            var model = Path()
            var text = ""
            var current = Point.zero
            func sep() -> String { ["", " ", ",", " , ", "\n"].randomElement(using: &rng)! }
            func num(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
            func coords(_ pts: [Point], relative: Bool) -> String {
                pts.map { p in
                    let q = relative ? Point(p.x - current.x, p.y - current.y) : p
                    return " " + num(q.x) + [",", " "].randomElement(using: &rng)! + num(q.y)
                }.joined(separator: sep())
            }
            let start = Point(
                Double(Int.random(in: -50...50, using: &rng)), Double(Int.random(in: -50...50, using: &rng)))
            text += "M" + coords([start], relative: false)
            model.move(to: start)
            current = start
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let pts = (0..<3).map { _ in
                    Point(
                        Double(Int.random(in: -50...50, using: &rng)) / 4,
                        Double(Int.random(in: -50...50, using: &rng)) / 2)
                }
                let relative = Bool.random(using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    text += (relative ? " l" : " L") + coords([pts[0]], relative: relative)
                    model.addLine(to: pts[0])
                case 1:
                    text += (relative ? " q" : " Q") + coords([pts[0], pts[1]], relative: relative)
                    model.addQuadCurve(to: pts[1], control: pts[0])
                default:
                    text += (relative ? " c" : " C") + coords(pts, relative: relative)
                    model.addCurve(to: pts[2], control1: pts[0], control2: pts[1])
                }
                current = model.currentPoint!
            }
            if Bool.random(using: &rng) {
                text += "z"
                model.closeSubpath()
            }
            let parsed = try? Path(svgPathData: text)
            #expect(parsed == model, "\(text)")
        }
    }

    /// An error line about path data quotes the data in part: whole up to 40 characters, a megabyte of it by its
    /// first 40 characters and its length, so the line stays short; then where and what was expected.
    @Test func errorLinesQuoteTheDataBounded() {
        func line(_ data: String) -> String? {
            do throws(SVGPathError) {
                _ = try Path(svgPathData: data)
                return nil
            } catch {
                return error.line(quoting: data)
            }
        }
        #expect(line("M 0 0 L 10 x") == "\"M 0 0 L 10 x\": SVG path data, offset 11: expected a number, found 'x'")
        let long = "M0 0" + String(repeating: " L1 2", count: 200_000) + " Lx"
        let shown = "M0 0" + String(repeating: " L1 2", count: 7) + " "
        #expect(
            line(long)
                == "\"\(shown)... (1000007 characters)\": SVG path data, offset 1000006: expected a number, found 'x'")
        #expect(line("M0\n0 L") == "\"M0\\n0 L\": SVG path data, offset 6: expected a number, found end of input")
    }
}
