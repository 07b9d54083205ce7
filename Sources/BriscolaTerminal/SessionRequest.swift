import BriscolaCore
import BriscolaSession

/// What a network table's screen asks of its session: the person's own moves, returned as
/// `AppEffect.session` for the driver to carry out after the screen's state has changed (the
/// screen never sends anything itself).
public enum SessionRequest: Sendable, Equatable {
    /// Play this card of our hand.
    case play(Card)
    /// Our time to play ran out: the session plays the rule's card for us.
    case timeUp
    /// We want another game (or, at a table of three or four, to play on after one was cut off).
    case rematch
    /// We leave the table, for this reason.
    case quit(LeaveReason)
    /// A line of chat from the person.
    case chat(String)
    /// The host fills the free seats with computer players.
    case fillWithBots

    /// The session event that carries the request out.
    public var event: SessionEvent {
        switch self {
        case let .play(card): .localPlay(card)
        case .timeUp: .localTimeUp
        case .rematch: .localRematch
        case let .quit(reason): .localQuit(reason: reason)
        case let .chat(text): .localChat(text)
        case .fillWithBots: .fillWithBots
        }
    }
}
