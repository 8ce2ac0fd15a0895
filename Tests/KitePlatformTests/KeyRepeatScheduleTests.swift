import Testing

@testable import KitePlatform

struct KeyRepeatScheduleTests {
    @Test func firstRepeatAfterTheDelayThenAtTheRate() {
        let schedule = KeyRepeatSchedule(ratePerSecond: 25, delayMilliseconds: 600)
        let press: UInt64 = 5_000_000_000
        #expect(schedule.timeOfRepeat(1, pressedAt: press) == press + 600_000_000)
        #expect(schedule.timeOfRepeat(2, pressedAt: press) == press + 640_000_000)
        #expect(schedule.timeOfRepeat(11, pressedAt: press) == press + 1_000_000_000)
        #expect(schedule.repeatsDue(pressedAt: press, now: press + 599_999_999) == 0)
        #expect(schedule.repeatsDue(pressedAt: press, now: press + 600_000_000) == 1)
        #expect(schedule.repeatsDue(pressedAt: press, now: press + 639_999_999) == 1)
        #expect(schedule.repeatsDue(pressedAt: press, now: press + 1_000_000_000) == 11)
    }

    @Test func rateZeroDisablesRepeat() {
        let schedule = KeyRepeatSchedule(ratePerSecond: 0, delayMilliseconds: 200)
        #expect(!schedule.isEnabled)
        #expect(schedule.repeatsDue(pressedAt: 0, now: 10_000_000_000) == 0)
        #expect(schedule.timeOfRepeat(1, pressedAt: 0) == nil)
    }

    @Test func outOfRangeValuesAreClamped() {
        let schedule = KeyRepeatSchedule(ratePerSecond: 1_000_000, delayMilliseconds: -5)
        #expect(schedule.ratePerSecond == 1000 && schedule.delayMilliseconds == 0)
    }

    /// "How many are due" agrees exactly with "when is repeat n" at rates that do not divide a second evenly:
    /// every counted repeat is at or before now, the next one after it.
    @Test func dueCountAgreesWithRepeatTimesAcrossRates() {
        for rate: Int32 in [1, 3, 7, 25, 30, 33, 60, 144, 1000] {
            let schedule = KeyRepeatSchedule(ratePerSecond: rate, delayMilliseconds: 250)
            let press: UInt64 = 123_456_789
            var now = press
            while now < press + 3_000_000_000 {
                let due = schedule.repeatsDue(pressedAt: press, now: now)
                if due > 0 { #expect(schedule.timeOfRepeat(due, pressedAt: press)! <= now) }
                #expect(schedule.timeOfRepeat(due + 1, pressedAt: press)! > now, "rate \(rate) now \(now)")
                now += 999_983  // a prime step, so instants land on and around repeat boundaries
            }
        }
    }
}
