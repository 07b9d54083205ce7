import Foundation

extension String {
    /// The punctuation a screen or the command line's prose may hold, in ASCII — dashes, arrows,
    /// the ellipsis, the middle dot, the angle quotes around a setting's value, × ≤ ≥ ± µ — for a terminal
    /// whose locale is not UTF-8 (`LANG=C`); and its accented letters as Italian writes them
    /// without accents ("è" as "e'", "città" as "citta'"), any other accent dropped ("Zoë": "Zoe").
    public func asciiPunctuation() -> String {
        let punctuation = asciiSymbols()
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

    /// The punctuation in ASCII, the letters as they are: for ASCII frames on a UTF-8 terminal
    /// (`--ascii`), where "è" can be shown but the frames and arrows are ASCII.
    public func asciiSymbols() -> String {
        [("—", "-"), ("–", "-"), ("→", "->"), ("←", "<-"), ("…", "..."), ("·", "-"), ("‹", "<"), ("›", ">"),
         ("×", "x"), ("≤", "<="), ("≥", ">="), ("±", "+-"), ("µ", "u"), ("↑", "^"), ("↓", "v")]
            .reduce(self) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Whether a locale environment (`LC_ALL`, then `LC_CTYPE`, then `LANG`; one set empty counts
    /// as unset, as the C library has it) is UTF-8.
    public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let first = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let locale = (first ?? "").uppercased()
        return locale.contains("UTF-8") || locale.contains("UTF8")
    }
}
