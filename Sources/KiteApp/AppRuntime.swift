import KiteGL
import KitePlatform
import KiteRender
import KiteText

/// Runs an `AppScene`: in a Wayland window (frame callbacks as the display link) or, with `--headless`, offscreen
/// at a virtual 60 Hz; with the HUD, the frame log and summary, record, replay and snapshots as the options ask.
///
/// ```swift
/// let scene = LayerScene(options: options)
/// scene.rootLayer.addSublayer(card)
/// scene.gestures.add(PanGestureRecognizer(layer: card))
/// try AppRuntime(options: options, title: "Card").run(scene)
/// ```
public struct AppRuntime {
    /// The run's options.
    public var options: RunOptions
    /// The window's title.
    public var title: String
    /// The xdg-shell application id, reverse-DNS.
    public var appID: String

    /// - Parameters:
    ///   - options: the run's options, usually `RuntimeOptions.runOptions()`.
    ///   - title: the window's title.
    ///   - appID: the xdg-shell application id (reverse-DNS); `org.kite.` and the title without spaces by default.
    public init(options: RunOptions, title: String, appID: String? = nil) {
        self.options = options
        self.title = title
        self.appID = appID ?? "org.kite." + title.filter { !$0.isWhitespace }
    }

    /// Starts, on background threads, the start-up work every run needs before its first frame and returns at
    /// once: loading the GL driver (`GLContext.startLoadingDriver`) and fontconfig with the faces a first frame draws
    /// (`FontLocator.warmUp`). Call it first thing, before building the scene, so that work overlaps the scene's
    /// construction instead of following it; `run` works the same without it. `run` waits for the driver load
    /// before it returns or throws; a program that exits without calling `run` calls `finishLoading()` first.
    public static func startLoading() {
        GLContext.startLoadingDriver()
        RunOptions.warmUpFonts()
    }

    /// Waits for the driver load `startLoading` began, so the process can exit safely.
    public static func finishLoading() {
        GLContext.waitForDriverLoad()
    }

    /// Runs `scene` until the frame limit, the window's close, the scene's quit request or SIGINT/SIGTERM; every
    /// log, summary and recording is complete when it returns.
    /// - Throws: `AppFailure`, one line saying what failed (no compositor, no EGL, a file that cannot be written).
    public func run(_ scene: AppScene) throws {
        defer { Self.finishLoading() }
        TerminationRequest.install()
        try options.checkDistinctFiles()
        try Self.reportingFailures {
            if options.headless {
                try HeadlessRunner(options: options, scene: scene).run()
            } else {
                try WaylandRunner(options: options, scene: scene, title: title, appID: appID).run()
            }
        }
    }

    /// Runs `work`, turning the platform's, GL's, text's and renderer's errors into `AppFailure`s with the same
    /// one-line description.
    public static func reportingFailures<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as PlatformError {
            throw AppFailure(error.description)
        } catch let error as GLError {
            throw AppFailure(error.description)
        } catch let error as TextError {
            throw AppFailure(error.description)
        } catch let error as RenderError {
            throw AppFailure(error.description)
        }
    }
}
