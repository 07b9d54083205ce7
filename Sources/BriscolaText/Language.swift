/// The languages every screen and message can be shown in. The raw value is the setting's
/// spelling (`config set language it|en`).
public enum Language: String, Sendable, CaseIterable, Codable {
    case english = "en"
    case italian = "it"

    /// The language a locale name asks for (`it_IT.UTF-8`, `it`), or nil for one we do not speak
    /// or for "C"/"POSIX"/empty (which leave the choice to the next variable).
    public init?(locale: String) {
        let name = locale.lowercased()
        if name == "it" || name.hasPrefix("it_") || name.hasPrefix("it.") || name.hasPrefix("it@") {
            self = .italian
        } else if name == "en" || name.hasPrefix("en_") || name.hasPrefix("en.") || name.hasPrefix("en@") {
            self = .english
        } else {
            return nil
        }
    }

    /// The language of the environment's messages: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set and not empty decides (as POSIX says); `it_*` is Italian, anything else English.
    public init(environment: [String: String]) {
        let first = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self = first.flatMap { Language(locale: $0) } ?? .english
    }

    /// The language to use: the one the settings chose, else the environment's.
    public static func resolve(chosen: Language?, environment: [String: String]) -> Language {
        chosen ?? Language(environment: environment)
    }
}
