import Foundation

extension String {
    /// The punctuation a screen or the command line's prose may hold, in ASCII — dashes, arrows,
    /// the ellipsis, the middle dot, the angle quotes around a setting's value, × ≤ ≥ ± µ — for a terminal
    /// whose locale is not UTF-8 (`LANG=C`); and its accented letters as Italian writes them
    /// without accents ("è" as "e'", "città" as "citta'"), any other accent dropped ("Zoë": "Zoe").
    public func asciiPunctuation() -> String {
        let punctuation = [("—", "-"), ("–", "-"), ("→", "->"), ("←", "<-"), ("…", "..."), ("·", "-"), ("‹", "<"), ("›", ">"),
                           ("×", "x"), ("≤", "<="), ("≥", ">="), ("±", "+-"), ("µ", "u"), ("↑", "^"), ("↓", "v")]
            .reduce(self) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        guard !punctuation.allSatisfy(\.isASCII) else { return punctuation }
        return punctuation.map { character -> String in
            guard !character.isASCII else { return String(character) }
            if "àèéìòùÀÈÉÌÒÙ".contains(character) {
                return character.lowercased().folding(options: .diacriticInsensitive, locale: nil)
                    .map { character.isUppercase ? $0.uppercased() : String($0) }.joined() + "'"
            }
            let folded = String(character).folding(options: .diacriticInsensitive, locale: nil)
            return folded.allSatisfy(\.isASCII) ? folded : String(character)
        }.joined()
    }

    /// Whether a locale environment (`LC_ALL`, then `LC_CTYPE`, then `LANG`) is UTF-8.
    public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let locale = (environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "").uppercased()
        return locale.contains("UTF-8") || locale.contains("UTF8")
    }
}
