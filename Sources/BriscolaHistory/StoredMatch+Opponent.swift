import BriscolaText

extension StoredMatch {
    /// Whether `query` (`history --opponent`) names someone who played against the saver,
    /// forgivingly: a name this program gave is found in either language ("Avversario 1" finds
    /// "Opponent 1"), as is one under the name it was stored with, and every computer opponent,
    /// whatever its level or name ("Opponent 1", "Bot 3"), answers to the word a player uses for
    /// it: "computer".
    public func isAgainst(_ query: String) -> Bool {
        let computer = opposingSeats.contains { info.seats[$0].kind.isComputer }
        // A name as it was stored, too (an older version's "Emulator" reads "Computer" now).
        if opponentNames.contains(where: { NameMatch.similar(query, $0) }) { return true }
        return Language.allCases.contains { language in
            let text = Text(language)
            let words = named(in: text).opponentNames + (computer ? [text(.nameComputer)] : [])
            return words.contains { NameMatch.similar(query, $0) }
        }
    }
}
