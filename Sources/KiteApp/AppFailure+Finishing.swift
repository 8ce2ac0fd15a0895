extension AppFailure {
    /// Runs `work`, then every one of `finishers` whatever `work` did (each closes an output: a log, a summary, a
    /// recording), so a run that fails still leaves every output complete.
    ///
    /// - Throws: `work`'s error unchanged when every finisher succeeds; otherwise one `AppFailure` whose line holds
    ///   `work`'s error (if any) and each finisher's, in that order, separated by "; ".
    public static func finishing(_ work: () throws -> Void, then finishers: [() throws -> Void]) throws {
        var failures: [String] = []
        var workError: Error?
        do { try work() } catch {
            workError = error
            failures.append("\(error)")
        }
        let before = failures.count
        for finish in finishers {
            do { try finish() } catch { failures.append("\(error)") }
        }
        if failures.count == before, let workError { throw workError }
        if !failures.isEmpty { throw AppFailure(failures.joined(separator: "; ")) }
    }
}
