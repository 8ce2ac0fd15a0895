import CFontconfig
import KiteScene
import Synchronization

/// The process's one fontconfig configuration and the answers it gave, behind a lock.
final class FontLookups: Sendable {
    struct Key: Hashable, Sendable {
        let family: String
        let weight: FontWeight
    }

    /// fontconfig's configuration handle. `@unchecked Sendable`: it is only used while `state`'s lock is held.
    private struct Configuration: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private struct State: Sendable {
        var configuration: Configuration?
        var loads = 0
        var answers: [Key: Result<String, TextError>] = [:]
    }

    private let state = Mutex(State())

    var configurationLoadCount: Int { state.withLock { $0.loads } }

    func path(family: String, weight: FontWeight) throws(TextError) -> String {
        let key = Key(family: family, weight: weight)
        let answer = state.withLock { state -> Result<String, TextError> in
            if let known = state.answers[key] { return known }
            let found: Result<String, TextError>
            if state.configuration == nil, let loaded = FcInitLoadConfigAndFonts() {
                state.configuration = Configuration(pointer: loaded)
                state.loads += 1
            }
            if let configuration = state.configuration {
                found = Self.match(family: family, weight: weight, in: configuration.pointer)
            } else {
                found = .failure(.fontconfigUnavailable)
            }
            state.answers[key] = found
            return found
        }
        return try answer.get()
    }

    private static func match(family: String, weight: FontWeight, in config: OpaquePointer) -> Result<
        String, TextError
    > {
        guard let pattern = FcNameParse(family) else { return .failure(.fontNotFound(family: family, nearest: nil)) }
        defer { FcPatternDestroy(pattern) }
        FcPatternDel(pattern, FC_WEIGHT)
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(weight.fontconfigWeight))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else {
            return .failure(.fontNotFound(family: family, nearest: nil))
        }
        defer { FcPatternDestroy(match) }
        let matchedFamily = string(match, FC_FAMILY)
        guard let matchedFamily, matchedFamily.lowercased() == family.lowercased(), let file = string(match, FC_FILE)
        else { return .failure(.fontNotFound(family: family, nearest: matchedFamily)) }
        return .success(file)
    }

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        // fontconfig owns `value` for the pattern's lifetime; it is copied into a String at once.
        return String(cString: value)
    }
}
