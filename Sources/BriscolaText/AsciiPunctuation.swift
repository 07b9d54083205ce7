import Foundation

extension String {
    /// The punctuation a screen or the command line's prose may hold, in ASCII — dashes, arrows,
    /// the ellipsis, the middle dot, the angle quotes around a setting's value — for a terminal
    /// whose locale is not UTF-8 (`LANG=C`).
    public func asciiPunctuation() -> String {
        [("—", "-"), ("–", "-"), ("→", "->"), ("←", "<-"), ("…", "..."), ("·", "-"), ("‹", "<"), ("›", ">")]
            .reduce(self) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Whether a locale environment (`LC_ALL`, then `LC_CTYPE`, then `LANG`) is UTF-8.
    public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let locale = (environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "").uppercased()
        return locale.contains("UTF-8") || locale.contains("UTF8")
    }
}
