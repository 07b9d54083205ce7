import BriscolaText

extension RenderOptions {
    /// The options a terminal's environment allows: Unicode card frames only when the locale
    /// (`LC_ALL`, then `LC_CTYPE`, then `LANG`) is UTF-8, colour unless `NO_COLOR` is set to
    /// anything — and never what the person turned off. The language is the one chosen (the
    /// `language` setting), else the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`: `it_*` is Italian).
    public init(environment: [String: String], ascii: Bool, noColor: Bool, showPoints: Bool, language: Language? = nil) {
        self.init(unicode: String.localeIsUTF8(environment) && !ascii,
                  color: !noColor && (environment["NO_COLOR"] ?? "").isEmpty, showOpponentPoints: showPoints,
                  language: Language.resolve(chosen: language, environment: environment),
                  asciiLetters: !String.localeIsUTF8(environment))
    }
}
