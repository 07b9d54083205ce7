import BriscolaSession

extension TimerSpan {
    /// How long the glue waits before it reports the timer's end: seconds as the session said, or
    /// the glue's own heartbeat interval and seat grace.
    func duration(heartbeat: Duration, seatGrace: Duration) -> Duration {
        switch self {
        case let .seconds(seconds): .seconds(seconds)
        case let .heartbeats(count): heartbeat * count
        case .seatGrace: seatGrace
        }
    }
}
