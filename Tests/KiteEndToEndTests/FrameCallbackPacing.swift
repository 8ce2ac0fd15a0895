/// Whether a client drew paced by frame callbacks, read from its side of the protocol (`WAYLAND_DEBUG=client`):
/// the window surface (the one that asks `wp_presentation` for feedback) commits each frame with a new
/// `wl_surface.frame` callback, and commits the next frame only after that callback is done: one frame per
/// compositor repaint, never two queued, whatever the machine's speed. Commits before the first callback (the
/// initial, buffer-less one) are not frames.
struct FrameCallbackPacing {
    /// Frames committed with a callback, each after the previous frame's callback was done.
    private(set) var pacedFrames = 0
    /// What broke the pacing, one line each (the protocol line at fault).
    private(set) var violations: [String] = []

    init(protocolLines lines: [String]) {
        guard let surface = lines.lazy.compactMap(Self.feedbackSurface).first else {
            violations.append("the client never asked for presentation feedback")
            return
        }
        var requested: String?  // the callback asked for since the last commit
        var outstanding: String?  // the last frame's callback, not done yet
        var started = false
        for line in lines {
            if line.contains("-> \(surface).frame(new id "), let id = Self.newID(in: line) {
                requested = id
                started = true
            } else if line.contains("-> \(surface).commit()") {
                guard started else { continue }
                if outstanding != nil { violations.append("committed before the last frame's callback: \(line)") }
                if requested == nil { violations.append("committed without a frame callback: \(line)") }
                if requested != nil && outstanding == nil { pacedFrames += 1 }
                (outstanding, requested) = (requested, nil)
            } else if let callback = outstanding, line.contains(" \(callback).done(") {
                outstanding = nil
            }
        }
    }

    /// `wl_surface@N` from `-> wp_presentation@M.feedback(wl_surface@N, new id ...)`.
    private static func feedbackSurface(_ line: String) -> String? {
        guard line.contains("-> wp_presentation@"), let open = line.range(of: ".feedback(") else { return nil }
        let surface = line[open.upperBound...].prefix { $0 != "," && $0 != ")" }
        return surface.hasPrefix("wl_surface@") ? String(surface) : nil
    }

    /// `wl_callback@N` from `... (new id wl_callback@N)`.
    private static func newID(in line: String) -> String? {
        guard let open = line.range(of: "new id ") else { return nil }
        let id = line[open.upperBound...].prefix { $0 != ")" && $0 != "," }
        return id.isEmpty ? nil : String(id)
    }
}
