/// Scores as a player reads them, in the history and the replay alike: their own side's first,
/// then the others in side order ("lost 56–64" whichever seat they sat in).
public enum ScoreOrder {
    /// `scores` with `side`'s first; as they are when `side` is none of theirs.
    public static func mineFirst(_ scores: [Int], side: Int) -> [Int] {
        guard scores.indices.contains(side) else { return scores }
        return [scores[side]] + scores.indices.filter { $0 != side }.map { scores[$0] }
    }
}
