/// Where a session's events are written before they are handled, so that a killed program can
/// rebuild its session (`Session.restore`): a file in real play, memory in tests.
public protocol SessionJournal: Sendable {
    /// Writes one event (before the session handles it). A write that fails stops the session
    /// (`SessionFailure.journal`): handled without its line, a restart would diverge from it.
    func record(_ event: SessionEvent) throws(JournalWriteFailure)
    /// The session after an event: a journal may keep it whole between games (`SessionSnapshot`)
    /// and forget the events before, so that a long table's journal neither grows nor slows a restart.
    func checkpoint(_ session: Session)
    /// The session is over (`closed`) or its runner stopped: a closed session's journal goes.
    func finish(closed: Bool)
}

extension SessionJournal {
    /// Keeps events only, by default.
    public func checkpoint(_ session: Session) {}
}

extension Session {
    /// The session a journal describes: its header's configuration and entropy, the snapshot it
    /// holds (if any), and every event after it replayed in order (what they made it do is not
    /// done again). Nil for a header or snapshot that does not make a session. Feed it `.restarted`
    /// next: every connection it had is gone.
    public static func restore(header: JournalHeader, snapshot: SessionSnapshot? = nil, events: [SessionEvent]) -> Session? {
        guard let config = header.config, let seed = header.seed else { return nil }
        var session: Session
        if let snapshot {
            guard let taken = Session(config: config, seed: seed, snapshot: snapshot) else { return nil }
            session = taken
        } else {
            session = Session(config: config, entropy: .stream(seed: seed))
        }
        for event in events { _ = session.handle(event) }
        return session
    }
}

/// Why a journal could not keep an event: the session stops rather than go on without it.
public enum JournalWriteFailure: Error, Sendable, Equatable {
    /// The system refused the write (`errno`: no space, an I/O error, a file gone read-only).
    case write(errno: Int32)
    /// The event has no journal line (a received message that does not encode again): a bug.
    case unencodable
}
