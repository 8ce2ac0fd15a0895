import Foundation
import KiteImage
import Testing

/// `kite gallery` against a real compositor (a private headless weston) and in headless mode.
@Suite(.serialized) struct GalleryEndToEndTests {
    /// 120 frames presented, one per compositor repaint: each frame is committed with a frame callback and only
    /// after the previous frame's callback (read from the protocol, so a loaded machine that draws slowly still
    /// passes and a client that queues frames or draws without being asked fails), none discarded, presentation
    /// times strictly increasing, each after its commit, at weston's 60 Hz.
    @Test func presents120FramesPacedByTheCompositorsRefresh() throws {
        let weston = try Weston()
        // Small: this is about pacing, and the software rasteriser of a loaded machine draws it quickly.
        let run = try GalleryOnCompositor.run(
            frames: 120, size: (320, 200), environment: weston.clientEnvironment,
            directory: weston.runtimeDirectory)
        #expect(run.status == 0, "kite failed: \(run.standardError)")
        let frames = try #require(run.frames)
        #expect(frames.header.hasPrefix("frame,commit_ns,present_ns,refresh_ns,status,cpu_ms"))
        let presented = frames.presented
        #expect(presented.count == 120)
        #expect(frames.rows.map(\.frame) == Array(0..<frames.rows.count))
        // The presentation clock advances strictly, and each frame is presented after it was committed.
        let times = presented.compactMap(\.present)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(presented.allSatisfy { $0.present! > $0.commit })
        let refresh = Double(try #require(presented.last?.refresh))
        #expect(abs(refresh - 16_666_666) < 100_000)
        // Never two frames in one repaint: the typical interval is at least a refresh.
        let intervals = zip(times, times.dropFirst()).map { Double($1 - $0) }.sorted()
        let median = intervals[intervals.count / 2]
        #expect(median > 0.95 * refresh, "median interval \(median) ns")
        // Paced by frame callbacks, from the protocol: every frame waits for the last one's callback.
        let pacing = FrameCallbackPacing(protocolLines: run.protocolLines)
        #expect(pacing.violations.isEmpty, "\(pacing.violations.prefix(3))")
        #expect(pacing.pacedFrames >= 120, "\(pacing.pacedFrames) frames paced by callbacks")
    }

    @Test func failsFastWithAClearMessageWhenNoCompositorIsReachable() throws {
        let dir = try Weston.makePrivateDirectory()
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "10"],
            environment: ["XDG_RUNTIME_DIR": dir, "WAYLAND_DISPLAY": "no-such-compositor"], timeoutSeconds: 10)
        #expect(result.status != 0)
        #expect(result.seconds < 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(result.standardError)")
        #expect(result.standardError.contains("WAYLAND_DISPLAY=no-such-compositor"))
        #expect(result.standardError.contains("--headless"))
    }

    @Test func exitsWithAMessageWhenTheCompositorGoesAway() throws {
        let weston = try Weston()
        let log = "\(weston.runtimeDirectory)/frames.csv"
        let (kite, err) = try KiteBinary.start(
            ["gallery", "--continuous", "--frame-log", log], environment: weston.clientEnvironment)
        // Let it run for real first: wait until frames have been presented.
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, (try? FrameLog(path: log))?.presented.isEmpty ?? true, kite.isRunning {
            usleep(50_000)
        }
        #expect(kite.isRunning)
        weston.stop()
        let killed = Date()
        while kite.isRunning && Date().timeIntervalSince(killed) < 5 { usleep(10_000) }
        let exitedInTime = !kite.isRunning
        if kite.isRunning { kite.terminate() }
        kite.waitUntilExit()
        #expect(exitedInTime, "kite kept running after the compositor died")
        #expect(kite.terminationReason == .exit && kite.terminationStatus != 0)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains("lost the connection to the Wayland compositor"), "stderr: \(text)")
    }

    @Test func followsTheOutputScaleWithADeviceResolutionBuffer() throws {
        let weston = try Weston(scale: 2)
        let out = "\(weston.runtimeDirectory)/snapshots"
        let result = try KiteBinary.run(
            ["gallery", "--continuous", "--frames", "5", "--size", "320x200", "--out", out, "--snapshot-every", "4"],
            environment: weston.clientEnvironment)
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        // Frame 0 may be drawn before wl_surface.enter reports the output; by frame 4 the scale is known.
        let image = try PNGImage(contentsOf: "\(out)/frame-00004.png")
        #expect(image.width == 640 && image.height == 400)
    }

    @Test func headlessModeWritesFramesPacedByAVirtual60HzDisplay() throws {
        let dir = try Weston.makePrivateDirectory()
        let log = "\(dir)/frames.csv"
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "21", "--out", dir, "--snapshot-every", "10", "--frame-log", log],
            environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let images = try [0, 10, 20].map { try PNGImage(contentsOf: String(format: "%@/frame-%05d.png", dir, $0)) }
        #expect(images.allSatisfy { $0.width == 800 && $0.height == 600 })
        // Nothing touched the gallery, so nothing moved.
        #expect(images[0].pixels == images[2].pixels)
        // The virtual display presents at exact 60 Hz vblanks.
        let frames = try FrameLog(path: log)
        #expect(frames.presented.count == 21)
        #expect(frames.rows.allSatisfy { ($0.present ?? 0) % 16_666_667 == 0 && $0.refresh == 16_666_667 })
    }

    /// At 1.25, 1.5, 1.75 and 2 device pixels per point every component's primary control (the trace's `layout`
    /// frame) sits on the device pixel grid (at 1.25: multiples of 0.8 pt), and the picture is the device size.
    @Test(arguments: [1.25, 1.5, 1.75, 2]) func layoutSnapsToDevicePixelsAtFractionalScale(scale: Double) throws {
        let dir = try Weston.makePrivateDirectory()
        let trace = "\(dir)/trace.jsonl"
        let result = try KiteBinary.run(
            [
                "gallery", "--headless", "--frames", "1", "--scale", "\(scale)", "--trace", trace, "--out", dir,
                "--snapshot-every", "1",
            ], environment: ["XDG_RUNTIME_DIR": dir])
        #expect(result.status == 0, "kite failed: \(result.standardError)")
        let image = try PNGImage(contentsOf: "\(dir)/frame-00000.png")
        #expect(image.width == Int(800 * scale) && image.height == Int(600 * scale))
        let layouts = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["event"] as? String == "layout" }
        #expect(layouts.count == 8)
        for line in layouts {
            let f = try #require(line["frame"] as? [Double])
            for edge in [f[0], f[1], f[0] + f[2], f[1] + f[3]] {
                #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-3, "\(line)")
            }
        }
    }

    @Test func rejectsBadOptionsWithAClearMessage() throws {
        let result = try KiteBinary.run(["gallery", "--headless", "--frames", "0"], environment: [:])
        #expect(result.status != 0)
        #expect(
            result.standardError
                == "Error: The value '0' is invalid for '--frames <frames>': expected a whole number, at least 1\n")
    }
}

/// What happens when EGL or GLES 3 is missing, simulated through Mesa's and glvnd's own switches.
@Suite struct GraphicsUnavailableTests {
    @Test func noEGLGivesAClearError() throws {
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "2"],
            environment: ["__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent/vendor.json"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("EGL is not available"), "stderr: \(result.standardError)")
    }

    @Test func noGLES3GivesAClearError() throws {
        let result = try KiteBinary.run(
            ["gallery", "--headless", "--frames", "2"], environment: ["MESA_GLES_VERSION_OVERRIDE": "2.0"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("OpenGL ES 3 is not available"), "stderr: \(result.standardError)")
    }
}

/// The committed protocol glue must match what wayland-scanner makes from the installed XML.
@Suite struct ProtocolGlueTests {
    @Test func committedGlueIsUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [root.appendingPathComponent("scripts/gen-protocols.sh").path, "--check"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try p.run()
        p.waitUntilExit()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0, "\(text)")
    }
}
