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
        default: break
        }
        let prefix = "did not come back within ", suffix = " seconds"
        if english.hasPrefix(prefix), english.hasSuffix(suffix),
           let seconds = Int(english.dropFirst(prefix.count).dropLast(suffix.count)) {
            return self(.reasonNotBack, ["seconds": "\(seconds)"])
        }
        return english
    }
}
