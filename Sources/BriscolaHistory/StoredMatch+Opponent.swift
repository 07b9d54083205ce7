import BriscolaText

extension StoredMatch {
    /// Whether `query` (`history --opponent`) names someone who played against the saver,
    /// forgivingly: a name this program gave is found in either language ("Avversario 1" finds
    /// "Opponent 1"), and every computer opponent, whatever its level or name ("Emulator",
    /// "Opponent 1", "Bot 3"), answers to the word a player uses for it: "computer".
    public func isAgainst(_ query: String) -> Bool {
        let computer = opposingSeats.contains { info.seats[$0].kind.isComputer }
        return Language.allCases.contains { language in
            let text = Text(language)
            let words = named(in: text).opponentNames + (computer ? [text(.nameComputer)] : [])
            return words.contains { NameMatch.similar(query, $0) }
        }
    }
}
