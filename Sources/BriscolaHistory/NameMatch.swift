import Foundation

/// Forgiving name matching for `history --opponent`: case and accents are ignored, a query that
/// is part of the name matches, and otherwise a small edit distance is allowed.
public enum NameMatch {
    /// Whether `name` is what a person typing `query` most likely meant.
    public static func similar(_ query: String, _ name: String) -> Bool {
        let q = fold(query), n = fold(name)
        guard !q.isEmpty else { return true }
        if n.contains(q) { return true }
        let allowed = max(1, q.count / 4)
        return distance(q, n) <= allowed || n.split(separator: " ").contains { distance(q, String($0)) <= allowed }
    }

    /// The word within two edits of `word` (the nearest, case and accents aside), if any: what a
    /// mistyped command most likely meant.
    public static func closest(to word: String, among words: [String]) -> String? {
        let folded = fold(word)
        return words.map { ($0, distance(folded, fold($0))) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }

    /// Levenshtein distance, bounded in work by the names' lengths (names are at most 32 characters).
    static func distance(_ a: String, _ b: String) -> Int {
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
