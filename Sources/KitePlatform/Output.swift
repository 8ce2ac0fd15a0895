import CWaylandClient
import CWaylandProtocols

/// One `wl_output`, tracked for its integer scale so the window can pick a buffer scale.
final class Output {
    let proxy: OpaquePointer
    let name: UInt32
    /// Scale factor from `wl_output.scale`; 1 until the compositor says otherwise.
    private(set) var scale: Int32 = 1
    var onChange: (() -> Void)?
    private let listener: UnsafeMutablePointer<wl_output_listener>

    init(proxy: OpaquePointer, name: UInt32) {
        self.proxy = proxy
        self.name = name
        listener = .allocate(capacity: 1)
        listener.initialize(
            to: wl_output_listener(
                geometry: { _, _, _, _, _, _, _, _, _, _ in },
                mode: { _, _, _, _, _, _ in },
                done: { data, _ in Output.from(data).onChange?() },
                scale: { data, _, factor in Output.from(data).scale = max(1, factor) },
                name: { _, _, _ in },
                description: { _, _, _ in }))
        // Safe: the Output owns the listener and outlives the proxy, which it destroys in deinit.
        wl_output_add_listener(proxy, listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if wl_output_get_version(proxy) >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
        listener.deallocate()
    }

    /// Safe: `data` is always the unretained pointer set in `init`, and the display keeps this object alive.
    static func from(_ data: UnsafeMutableRawPointer?) -> Output {
        Unmanaged<Output>.fromOpaque(data!).takeUnretainedValue()
    }
}
