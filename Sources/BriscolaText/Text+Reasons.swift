extension Text {
    /// A reason a peer gave in English (`bye`, `left`: they travel in English, Protocol.md §12),
    /// in this language when it is one this program itself sends; any other is shown as it came.
    public func reason(_ english: String) -> String {
        guard language != .english else { return english }
        switch english {
        case "no more games": return self(.reasonNoMoreGames)
        case "the host restarted": return self(.reasonHostRestarted)
        case "the table has closed": return self(.reasonTableClosed)
        case "the connection closed": return self(.reasonConnectionClosed)
        case "no word from the other player for too long": return self(.reasonSilent)
        case "stopped": return self(.reasonStopped)
        case "played 1 game": return self(.reasonPlayedOneGame)
        default: break
        }
        let played = "played ", games = " games"
        if english.hasPrefix(played), english.hasSuffix(games), let count = Int(english.dropFirst(played.count).dropLast(games.count)) {
            return self(.reasonPlayedGames, ["count": "\(count)"])
        }
        let prefix = "did not come back within ", suffix = " seconds"
        if english.hasPrefix(prefix), english.hasSuffix(suffix),
           let seconds = Int(english.dropFirst(prefix.count).dropLast(suffix.count)) {
            return self(.reasonNotBack, ["seconds": "\(seconds)"])
        }
        return english
    }
}
