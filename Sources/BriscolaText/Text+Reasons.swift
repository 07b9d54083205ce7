import BriscolaCore

extension Text {
    /// Why someone left, in this language: the session and the wire carry the reason as a value
    /// (Protocol.md §12's codes), and only here is it put into words; a peer's own words as they came.
    public func reason(_ reason: LeaveReason) -> String {
        switch reason {
        case .left: self(.reasonLeft)
        case .noMoreGames: self(.reasonNoMoreGames)
        case .played(games: 1): self(.reasonPlayedOneGame)
        case let .played(games): self(.reasonPlayedGames, ["count": "\(games)"])
        case .stopped: self(.reasonStopped)
        case .tableClosed: self(.reasonTableClosed)
        case let .notBack(seconds): self(.reasonNotBack, ["seconds": "\(seconds)"])
        case .hostRestarted: self(.reasonHostRestarted)
        case .connectionClosed: self(.reasonConnectionClosed)
        case .silent: self(.reasonSilent)
        case let .connectionFailed(detail): self(.reasonConnectionFailed, ["detail": detail])
        case let .protocolError(code, detail): self(.reasonProtocolError, ["code": code, "detail": detail])
        case let .reported(code, detail): self(.reasonReported, ["code": code, "detail": detail])
        case .restarted: self(.reasonRestarted)
        case .unanswered: self(.reasonUnanswered)
        case let .other(words): words
        }
    }
}
