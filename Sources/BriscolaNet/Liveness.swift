/// Heartbeat timing (Protocol.md §11): send a heartbeat after `heartbeat` of silence on our side;
/// give the peer up after `timeout` of silence on theirs.
public struct Liveness: Sendable {
    public var heartbeat: Duration
    public var timeout: Duration

    /// Heartbeats every `heartbeat`; a peer silent for `timeout` is gone.
    public init(heartbeat: Duration = .seconds(2), timeout: Duration = .seconds(10)) {
        self.heartbeat = heartbeat
        self.timeout = timeout
    }
}
