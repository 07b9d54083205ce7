import BriscolaText
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

    static func fold(_ text: String) -> String { NearestWord.fold(text) }

    static func distance(_ a: String, _ b: String) -> Int { NearestWord.distance(a, b) }
}
