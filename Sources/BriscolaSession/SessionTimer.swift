/// A timer a session asks its glue to run (`SessionAction.startTimer`); when it runs out the glue
/// feeds `SessionEvent.timerFired` back, and the journal keeps that like any other event, so a
/// session rebuilt from its journal meets each timer's end at the same point as before. The
/// session itself never reads a clock.
public enum TimerID: Sendable, Hashable {
    /// A host's guest on `link` found the table full: it waits a little for a seat to free (§12).
    case seatWait(LinkID)
    /// A host holds seat `seat` for its away player (§15); `token` names that absence (a later
    /// absence of the same seat has another, so an old hold's end frees nothing).
    case hold(seat: Int, token: Int)
    /// This end is leaving after a game and waits for the others' `game_over` (§10).
    case leave
}

/// How long a timer runs: seconds the session chose, or spans only the glue knows.
public enum TimerSpan: Sendable, Hashable {
    case seconds(Int)
    /// This many of the glue's heartbeat intervals (§11).
    case heartbeats(Int)
    /// The glue's wait for a seat to free at a full table.
    case seatGrace
}
