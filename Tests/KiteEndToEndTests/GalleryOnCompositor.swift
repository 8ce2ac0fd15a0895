import Foundation
import KiteImage

/// One `kite gallery` run on a compositor, with everything a compositor test reads back: the snapshot, the
/// `--trace` layout, the frame log, and the client's side of the protocol (`WAYLAND_DEBUG=client`, which
/// libwayland prints on standard error: each request and event with its arguments).
struct GalleryOnCompositor {
    var status: Int32
    var snapshot: PNGImage?
    /// The last `layout` frame of each component, points: `[x, y, width, height]`.
    var layout: [String: [Double]]
    var frames: FrameLog?
    /// Every protocol line libwayland printed, in order.
    var protocolLines: [String]
    var standardError: String

    /// Runs `kite gallery --continuous --frames FRAMES --size WxH` in `environment` with a snapshot of the last
    /// frame, waiting at most `timeoutSeconds`. Files go to `directory`. `--continuous`: the gallery is idle, and
    /// would otherwise draw only when something changes.
    static func run(
        frames: Int, size: (Int, Int) = (800, 600), environment: [String: String], directory: String,
        timeoutSeconds: Double = 90
    ) throws -> GalleryOnCompositor {
        let (trace, log, errors) = ("\(directory)/trace.jsonl", "\(directory)/frames.csv", "\(directory)/kite.err")
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let errorFile = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        let kite = try KiteBinary.start(
            [
                "gallery", "--continuous", "--frames", "\(frames)", "--size", "\(size.0)x\(size.1)", "--trace", trace,
                "--frame-log",
                log, "--out", "\(directory)/snapshots", "--snapshot-every", "\(frames - 1)",
            ],
            environment: environment.merging(["WAYLAND_DEBUG": "client"]) { $1 }, standardError: errorFile)
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while kite.isRunning && Date() < deadline { usleep(20_000) }
        if kite.isRunning { kite.terminate() }
        kite.waitUntilExit()
        try errorFile.close()
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        var layout: [String: [Double]] = [:]
        for line in GalleryInputEndToEndTests.traceLines(trace) where line["event"] as? String == "layout" {
            if let name = line["component"] as? String, let frame = line["frame"] as? [Double] { layout[name] = frame }
        }
        let lines = text.split(separator: "\n").map(String.init)
        return GalleryOnCompositor(
            status: kite.terminationReason == .exit ? kite.terminationStatus : -1,
            snapshot: try? PNGImage(
                contentsOf: String(format: "%@/snapshots/frame-%05d.png", directory, frames - 1)),
            layout: layout, frames: try? FrameLog(path: log), protocolLines: lines.filter { $0.contains("@") },
            standardError: lines.filter { !$0.contains("@") }.joined(separator: "\n"))
    }

    /// The arguments of the last protocol message `message` (e.g. `wp_viewport.set_destination`), as printed
    /// between the parentheses; nil when it was never sent or received.
    func lastArguments(of message: String) -> [String]? {
        let parts = message.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        for line in protocolLines.reversed() {
            guard line.contains("\(parts[0])@"), let call = line.range(of: ".\(parts[1])(") else { continue }
            let rest = line[call.upperBound...]
            guard let close = rest.lastIndex(of: ")") else { continue }
            return rest[..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// The sizes of the `wl_shm` buffers the client created (Mesa's software path allocates them), device pixels.
    var shmBufferSizes: Set<[Int]> {
        Set(
            protocolLines.filter { $0.contains(".create_buffer(") }.compactMap { line in
                guard let open = line.range(of: ".create_buffer(") else { return nil }
                let fields = line[open.upperBound...].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                // new id, offset, width, height, stride, format
                guard fields.count >= 4, let w = Int(fields[2]), let h = Int(fields[3]) else { return nil }
                return [w, h]
            })
    }

    /// Problems with the crispness of the controls whose straight edges are filled (the hamburger's square, the
    /// switch's top and bottom): empty when every checked edge is sharp.
    func blurredEdges(scale: Double) -> [String] {
        guard let image = snapshot else { return ["no snapshot"] }
        var problems: [String] = []
        let checks: [(String, [CrispEdges.Side], Double)] = [
            ("hamburger", CrispEdges.Side.allCases, 0.5), ("switch", [.top, .bottom], 0.75),
        ]
        for (name, sides, fraction) in checks {
            guard let frame = layout[name] else {
                problems.append("\(name): no layout line")
                continue
            }
            for side in sides {
                if let problem = CrispEdges.problem(in: image, frame: frame, scale: scale, side: side, at: fraction) {
                    problems.append("\(name): \(problem)")
                }
            }
        }
        return problems
    }
}
