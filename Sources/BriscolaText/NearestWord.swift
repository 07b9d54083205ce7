import Foundation

/// What a mistyped word most likely meant, among the words a command knows (its subcommands, the
/// settings' keys): the one within two edits, case and accents aside.
public enum NearestWord {
    /// The nearest of `words` within two edits of `word`, if any.
    public static func closest(to word: String, among words: [String]) -> String? {
        let folded = fold(word)
        return words.map { ($0, distance(folded, fold($0))) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// The text as words are compared: case and accents aside, no spaces around it.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }

    /// Levenshtein distance, bounded in work by the words' lengths (each cut at 64 characters).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
