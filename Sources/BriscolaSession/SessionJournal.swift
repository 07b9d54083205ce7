/// Where a session's events are written before they are handled, so that a killed program can
/// rebuild its session (`Session.restore`): a file in real play, memory in tests.
public protocol SessionJournal: Sendable {
    /// Writes one event (before the session handles it).
    func record(_ event: SessionEvent)
    /// The session is over (`closed`) or its runner stopped: a closed session's journal goes.
    func finish(closed: Bool)
}

extension Session {
    /// The session a journal describes: its header's configuration and entropy, and every event
    /// replayed in order (what they made it do is not done again). Nil for a header that does not
    /// make a session. Feed it `.restarted` next: every connection it had is gone.
    public static func restore(header: JournalHeader, events: [SessionEvent]) -> Session? {
        guard let config = header.config, let seed = header.seed else { return nil }
        var session = Session(config: config, entropy: .stream(seed: seed))
        for event in events { _ = session.handle(event) }
        return session
    }
}
