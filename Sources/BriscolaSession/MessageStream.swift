import BriscolaWire

/// One connection's counted messages (Protocol.md §15), kept so that a dropped link can be taken
/// up again exactly where it broke: how many this end sent (and the latest of them, to resend)
/// and how many it received. Heartbeats and the link's own housekeeping are not counted.
struct MessageStream: Sendable {
    /// Counted messages sent, in all.
    private(set) var sent = 0
    /// The latest counted messages sent: `kept[k]` is message number `sent - kept.count + k`.
    private var kept: [Message] = []
    /// Counted messages received, in all.
    var received = 0

    /// How many sent messages are kept at least; a peer further behind cannot resume.
    static let window = 1024

    /// An empty stream.
    init() {}

    /// A stream taken up from a snapshot: its counts and the latest messages sent.
    init(sent: Int, kept: [Message], received: Int) {
        self.sent = sent
        self.kept = kept
        self.received = received
    }

    /// The latest counted messages sent, oldest first (what a snapshot keeps).
    var keptMessages: [Message] { kept }

    /// Notes a message as sent (if it counts).
    mutating func record(_ message: Message) {
        guard message.isCounted else { return }
        sent += 1
        kept.append(message)
        if kept.count > 2 * Self.window { kept.removeFirst(kept.count - Self.window) }
    }

    /// Notes a message as received (if it counts).
    mutating func receive(_ message: Message) {
        if message.isCounted { received += 1 }
    }

    /// The messages after the first `count`, to resend to a peer that has received `count`; nil if
    /// the peer claims more than was sent, or is further behind than what is kept.
    func since(_ count: Int) -> [Message]? {
        let first = sent - kept.count
        guard count >= first, count <= sent else { return nil }
        return Array(kept[(count - first)...])
    }
}
