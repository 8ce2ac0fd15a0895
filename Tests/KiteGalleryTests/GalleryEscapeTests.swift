import KiteAnimation
import KiteComponents
import KiteGeometry
import KiteInput
import Testing

@testable import KiteGallery

/// Escape closes the most recently opened thing first, and passes over toggle icons that open nothing.
@Suite struct GalleryEscapeTests {
    func escape(_ host: GalleryHost, at t: Double) {
        host.handle(InputEvent(time: t, kind: .key(KeyEvent(keysym: Keysym.escape, pressed: true))))
    }

    @Test func theMostRecentlyOpenedClosesFirstWhateverTheGalleryOrder() throws {
        let a = FakeComponent(name: "a")
        let b = FakeComponent(name: "b")
        let host = GalleryHost(components: [a, b], animator: try Animator())
        host.resize(to: Size(800, 600), scale: 1)
        b.setState("open")
        a.setState("open")
        escape(host, at: 1)
        #expect(a.state == "closed" && b.state == "open", "a was opened last")
        a.setState("open")
        b.setState("closed")
        b.setState("open")
        escape(host, at: 2)
        #expect(a.state == "open" && b.state == "closed", "b was opened last")
        escape(host, at: 3)
        #expect(a.state == "closed")
    }

    @Test func theMenuOpenedAfterTheHamburgerClosesAndTheHamburgerIsNoMenu() throws {
        let animator = try Animator()
        let host = GalleryHost(components: try GalleryHost.standardComponents(animator: animator), animator: animator)
        host.resize(to: Size(800, 600), scale: 1)
        let hamburger = try #require(host.components.first { $0.name == "hamburger" })
        let menu = try #require(host.components.first { $0.name == "guillotine" })
        hamburger.activate()
        menu.activate()
        host.advance(to: 0.5)
        #expect(hamburger.state == "open" && menu.state != "closed")
        escape(host, at: 0.5)
        #expect(["closing", "closed"].contains(menu.state), "the menu on top closes: \(menu.state)")
        #expect(hamburger.state == "open", "the hamburger's X stays")
        host.advance(to: 3)
        escape(host, at: 3)
        #expect(hamburger.state == "open" && menu.state == "closed", "a toggle icon is not open for Escape")
    }
}
