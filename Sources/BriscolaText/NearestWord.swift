import Foundation

/// What a mistyped word most likely meant, among the words a command knows (the settings' keys):
/// the nearest within a small number of edits for its length, case and accents aside. Two letters
/// swapped are one edit.
public enum NearestWord {
    /// The nearest of `words` within `allowedEdits(word)` edits of `word`, if any: "histroy" is
    /// "history", "hsot" is "host"; "foo" is nothing ("bot" is two edits away, most of the word).
    public static func closest(to word: String, among words: [String]) -> String? {
        let folded = fold(word), allowed = allowedEdits(folded)
        return words.map { ($0, distance(folded, fold($0))) }.filter { $0.1 <= allowed }.min { $0.1 < $1.1 }?.0
    }

    /// How many edits a typed word may be from the one it meant: one for every three letters,
    /// at least one and at most two (a short word two edits away is another word).
    public static func allowedEdits(_ word: String) -> Int { min(2, max(1, word.count / 3)) }

    /// The text as words are compared: case and accents aside, no spaces around it.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }

    /// Edit distance with two neighbouring letters swapped counted as one edit (optimal string
    /// alignment), bounded in work by the words' lengths (each cut at 64 characters).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        guard !a.isEmpty else { return b.count }
        var beforePrevious: [Int] = [], previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                var best = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
                if i > 0, j > 0, ca == b[j - 1], a[i - 1] == cb { best = min(best, beforePrevious[j - 1] + 1) }
                current.append(best)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
