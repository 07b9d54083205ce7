extension RenderOptions {
    /// The options a terminal's environment allows: Unicode card frames only when the locale
    /// (`LC_ALL`, then `LC_CTYPE`, then `LANG`) is UTF-8, colour unless `NO_COLOR` is set to
    /// anything — and never what the person turned off.
    public init(environment: [String: String], ascii: Bool, noColor: Bool, showPoints: Bool) {
        let locale = (environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "").uppercased()
        self.init(unicode: (locale.contains("UTF-8") || locale.contains("UTF8")) && !ascii,
                  color: !noColor && (environment["NO_COLOR"] ?? "").isEmpty, showOpponentPoints: showPoints)
    }
}
