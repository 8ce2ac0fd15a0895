import KiteTestSupport
import Testing

@testable import KiteRender

/// `RetainedTable` against a simple model: two dictionaries, this frame's and last frame's, a key found in last
/// frame's moving into this frame's (what the retained encodings were before the table), and a key stored only
/// when its digest was missed before, this frame or the last.
@Suite struct RetainedTableTests {
    /// A key whose digest has few values, so that keys collide, probe past each other and are shifted back
    /// when one is removed.
    struct Key: RetainedKey {
        let n: Int
        var digest: UInt64 { UInt64(n % 7) &* 0x9E37_79B9_7F4A_7C15 | UInt64(n % 3) }
        static let vacant = Key(n: -1)
    }

    struct Model {
        var current: [Int: Int] = [:]
        var previous: [Int: Int] = [:]
        /// Digests missed and not stored, this frame and last frame.
        var missedNow: Set<UInt64> = []
        var missedBefore: Set<UInt64> = []

        mutating func startFrame() {
            previous = current
            current = [:]
            missedBefore = missedNow
            missedNow = []
        }

        /// After a miss of `key`: whether the table stores it (else it remembers its digest).
        mutating func stores(_ key: Int) -> Bool {
            let digest = Key(n: key).digest
            if missedNow.contains(digest) || missedBefore.contains(digest) { return true }
            missedNow.insert(digest)
            return false
        }

        mutating func value(_ key: Int) -> Int? {
            if let found = current[key] { return found }
            guard let found = previous.removeValue(forKey: key) else { return nil }
            current[key] = found
            return found
        }
    }

    /// Frames of lookups in a random order that mostly repeats the last frame's (keys dropped, added, moved,
    /// repeated within a frame), each miss stored: the same values found and missed as the model.
    @Test func randomFramesFindWhatTheModelFinds() {
        var rng = SplitMix64(seed: 31)
        var table = RetainedTable<Key, Int>()
        // A short window, so that forgotten slots are also emptied and stored into again.
        table.window = 3
        var model = Model()
        var keys = Array(0..<40)
        var hits = 0
        for frame in 0..<300 {
            table.startFrame()
            model.startFrame()
            switch rng.next() % 6 {
            case 0: keys.remove(at: Int(rng.next() % UInt64(keys.count)))
            case 1: keys.insert(Int(rng.next() % 80), at: Int(rng.next() % UInt64(keys.count + 1)))
            case 2: keys.swapAt(Int(rng.next() % UInt64(keys.count)), Int(rng.next() % UInt64(keys.count)))
            case 3 where frame % 7 == 0: keys.shuffle(using: &rng)
            default: break
            }
            if keys.count < 5 { keys += [1, 2, 3, 4, 5] }
            let asked = frame % 11 == 5 ? Array(keys.prefix(keys.count / 2)) : keys
            for key in asked {
                let expected = model.value(key)
                #expect(table.value(Key(n: key)) == expected, "frame \(frame), key \(key)")
                if expected == nil {
                    let made = key * 1000 + frame
                    let stores = model.stores(key)
                    // On odd frames the store is asked first (`admits`) and made only when it keeps the key.
                    if frame % 2 == 0 {
                        table.store(made, for: Key(n: key))
                    } else {
                        #expect(table.admits(Key(n: key)) == stores, "frame \(frame), key \(key)")
                        if stores { table.store(made, for: Key(n: key)) }
                    }
                    if stores { model.current[key] = made }
                } else {
                    hits += 1
                }
            }
            #expect(table.count == Set(model.current.keys).union(model.previous.keys).count)
        }
        #expect(hits > 5000)
    }
}

extension RetainedTableTests {
    /// `DigestSet` against `Set<UInt64>`: digests that share their low bits (so they probe past each other), 0,
    /// growth past many doublings, and emptying between rounds.
    @Test func theDigestSetHoldsWhatASetHolds() {
        var rng = SplitMix64(seed: 5)
        var set = DigestSet()
        for round in 0..<6 {
            var model = Set<UInt64>()
            for _ in 0..<(50 + round * 200) {
                let digest: UInt64 =
                    switch rng.next() % 3 {
                    case 0: rng.next() % 4
                    case 1: (rng.next() % 64) << 40
                    default: rng.next()
                    }
                #expect(set.contains(digest) == model.contains(digest))
                set.insert(digest)
                model.insert(digest)
                #expect(set.contains(digest) && set.count == model.count)
            }
            for digest in model { #expect(set.contains(digest)) }
            set.removeAll()
            #expect(set.count == 0 && !set.contains(0) && !model.contains { set.contains($0) })
        }
    }
}

extension RetainedTableTests {
    /// Forgotten keys and values are kept for reuse only up to the most keys a recent frame used: a scene that
    /// shrinks for good gives the rest back within two windows, one that alternates with an empty frame (a scene
    /// drawn between other scenes) keeps them all, and emptied slots are stored into again.
    @Test func forgottenValuesAreKeptOnlyUpToARecentFramesKeys() {
        /// A key with a digest of its own, so that each key is stored on its second miss.
        struct Key: RetainedKey {
            let n: Int
            var digest: UInt64 { UInt64(n) &* 0x9E37_79B9_7F4A_7C15 }
            static let vacant = Key(n: -1)
        }
        var table = RetainedTable<Key, Int>()
        table.window = 4
        func frame(_ keys: Range<Int>) {
            table.startFrame()
            for n in keys where table.value(Key(n: n)) == nil { table.store(n, for: Key(n: n)) }
        }
        // Missed twice, then stored: 100 keys held.
        for _ in 0..<3 { frame(0..<100) }
        #expect(table.count == 100 && table.storedCount == 100)
        // Alternating with an empty frame: every key forgotten and stored again, none given back.
        for _ in 0..<12 {
            frame(0..<0)
            frame(100..<200)
            frame(100..<200)
            #expect(table.storedCount == 100)
        }
        // Shrunk to 10 keys for good: within two windows only those are stored.
        for _ in 0..<14 { frame(300..<310) }
        #expect(table.count == 10 && table.storedCount == 10)
        // Emptied slots take new keys, which are found again.
        for _ in 0..<3 { frame(400..<450) }
        #expect(table.count == 50)
        for n in 400..<450 { #expect(table.value(Key(n: n)) == n) }
    }
}
