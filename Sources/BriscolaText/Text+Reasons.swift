import BriscolaCore

extension Text {
    /// A reason a peer gave in English (`bye`, `left`: they travel in English, Protocol.md §12),
    /// in this language when it is one this program itself sends (`LeaveReason`); any other is
    /// shown as it came.
    public func reason(_ english: String) -> String {
        guard language != .english, let reason = LeaveReason(english: english) else { return english }
        return self.reason(reason)
    }

    /// One of this program's reasons in this language.
    public func reason(_ reason: LeaveReason) -> String {
        switch reason {
        case .noMoreGames: self(.reasonNoMoreGames)
        case .played(games: 1): self(.reasonPlayedOneGame)
        case let .played(games): self(.reasonPlayedGames, ["count": "\(games)"])
        case .stopped: self(.reasonStopped)
        case .tableClosed: self(.reasonTableClosed)
        case let .notBack(seconds): self(.reasonNotBack, ["seconds": "\(seconds)"])
        case .hostRestarted: self(.reasonHostRestarted)
        case .connectionClosed: self(.reasonConnectionClosed)
        case .silent: self(.reasonSilent)
        }
    }
}
