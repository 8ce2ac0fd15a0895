import Foundation
import KiteImage
import KiteTestSupport
import Testing

/// `kite gallery --headless --tour`: the committed tour played through the replay path, as CI and scripts/gallery
/// (without a compositor) run it.
@Suite struct GalleryTourEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let tourFile = root.appendingPathComponent("Tours/gallery.tour").path

    /// The snapshot names the tour asks for, in order.
    static func snapshotNames() throws -> [String] {
        try String(contentsOfFile: tourFile, encoding: .utf8).split(separator: "\n").compactMap { line in
            let words = line.prefix { $0 != "#" }.split(separator: " ")
            return words.first == "snapshot" ? String(words[1]) : nil
        }
    }

    static func jsonLines(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func theTourOpensAndClosesEveryComponentAndWritesItsPictures() throws {
        let dir = try Weston.makePrivateDirectory()
        let out = "\(dir)/tour"
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--tour", "--tour-file", Self.tourFile, "--out", out],
            environment: ["XDG_RUNTIME_DIR": dir], timeoutSeconds: 240)
        try #require(result.status == 0, "kite failed: \(result.standardError)")

        let trace = try Self.jsonLines("\(out)/trace.jsonl")
        let layout = trace.prefix { $0["event"] as? String == "layout" }
        let names = layout.compactMap { $0["component"] as? String }
        #expect(names.count >= 8 && Set(names).count == names.count, "layout lines: \(names)")
        #expect(layout.allSatisfy { ($0["frame"] as? [Double])?.count == 4 })
        // Every component changes state and comes back: its first change leaves the initial state, so ending on a
        // different value than the first change means it ended where it started.
        for name in names {
            let values = trace.filter { $0["event"] as? String == "state" && $0["component"] as? String == name }
                .compactMap { $0["value"] as? String }
            #expect(Set(values).count >= 2 && values.first != values.last, "\(name) states: \(values)")
        }
        let times = trace.compactMap { $0["t"] as? Double }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "trace times go forward")
        let gestures = Set(trace.compactMap { $0["event"] as? String == "gesture" ? $0["recognizer"] as? String : nil })
        #expect(gestures.isSuperset(of: ["tap", "press", "pan"]))

        // The replay file holds every event the run was fed, one JSON object per line.
        let replay = try Self.jsonLines("\(out)/tour.jsonl")
        #expect(replay.count > 50 && replay.allSatisfy { $0["time"] is Double && $0["kind"] != nil })

        let pictureNames = try Self.snapshotNames()
        let snapshots = try pictureNames.map { try PNGImage(contentsOf: "\(out)/\($0).png") }
        #expect(snapshots.allSatisfy { $0.width == 800 && $0.height == 600 })
        let start = try #require(snapshots.first)
        let moved = zip(pictureNames, snapshots).filter { $0.1.pixels != start.pixels }.map(\.0)
        for name in [
            "hamburger-opening", "pop-hamburger-pressed", "press-button-held", "guillotine-open", "switch-off",
        ] {
            #expect(moved.contains(name), "\(name) looks like the start; changed: \(moved)")
        }

        // Contact sheet: 4 columns of half-size thumbnails, 12 px apart, a 26 px label strip under each.
        let sheet = try PNGImage(contentsOf: "\(out)/contact-sheet.png")
        let rows = (pictureNames.count + 3) / 4
        #expect(sheet.width == 12 + 4 * (400 + 12) && sheet.height == 12 + rows * (300 + 26 + 12))
        // The first thumbnail is the first snapshot averaged over 2 x 2 blocks, exactly.
        for (x, y) in [(0, 0), (37, 91), (399, 299), (200, 150)] {
            var sum = [0, 0, 0]
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let p = start[2 * x + dx, 2 * y + dy]
                sum[0] += Int(p.0)
                sum[1] += Int(p.1)
                sum[2] += Int(p.2)
            }
            let q = sheet[12 + x, 12 + y]
            #expect([Int(q.0), Int(q.1), Int(q.2)] == sum.map { ($0 + 2) / 4 }, "thumbnail pixel (\(x), \(y))")
        }
        // The whole tour at a glance: every component's key moments, rendered on the virtual clock, so they are
        // reproducible to the pixel on one Mesa; the tolerance covers rounding across versions.
        #expect(throws: Never.self) {
            try galleryGoldens.check(sheet, named: "gallery-tour-contact-sheet", differingFraction: 0.002)
        }

        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/summary.json")))
                as? [String: Any])
        let frames = try FrameLog(path: "\(out)/frames.csv")
        #expect(summary["frames"] as? Int == frames.rows.count && frames.rows.count > 600)
    }

    @Test func aBadTourIsReportedWithItsLine() throws {
        let dir = try Weston.makePrivateDirectory()
        let tour = "\(dir)/bad.tour"
        try "wait 0.1\ntap no-such-component\n".write(toFile: tour, atomically: true, encoding: .utf8)
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--tour", "--tour-file", tour, "--out", "\(dir)/out"],
            environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status != 0)
        #expect(result.standardError.contains("tour line 2: unknown component 'no-such-component'"))
        let missing = try KiteBinary.run(
            ["gallery", "--headless", "--tour", "--tour-file", "\(dir)/none.tour", "--out", "\(dir)/out"],
            environment: ["XDG_RUNTIME_DIR": dir])
        #expect(
            missing.status != 0
                && missing.standardError.contains("--tour-file: cannot read \(dir)/none.tour: no such file"))
        let tooShort = try KiteBinary.run(
            ["gallery", "--headless", "--tour", "--tour-file", Self.tourFile, "--out", "\(dir)/out", "--frames", "5"],
            environment: ["XDG_RUNTIME_DIR": dir])
        #expect(tooShort.status != 0 && tooShort.standardError.contains("--frames 5 ends before the tour's snapshot"))
        let notHeadless = try KiteBinary.run(["gallery", "--tour", "--out", dir], environment: [:])
        #expect(notHeadless.status != 0 && notHeadless.standardError.contains("--tour needs --headless and --out DIR"))
    }
}
