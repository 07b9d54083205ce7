import BriscolaSession
import BriscolaText
import BriscolaWire

/// How a guest gets its link to the host back (Protocol.md §15): connect again, backing off from a
/// quarter of a second to three seconds between attempts, until one connects or the grace period
/// is over.
public struct Reconnect: Sendable {
    private let connect: @Sendable () async throws -> PeerChannel
    /// The words a failure to reconnect is told in (the player's language).
    let text: Text

    /// Reconnects with `connect` (the same address; a caller may look the table up again first),
    /// and says why it could not in the language of `text`.
    public init(text: Text = Text(.english), connect: @escaping @Sendable () async throws -> PeerChannel) {
        self.text = text
        self.connect = connect
    }

    /// A new connection, or why none could be made within `seconds`.
    func attempt(seconds: Int) async -> Result<PeerChannel, NetworkFailure> {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        var pause = Duration.milliseconds(250)
        var last = "no attempt"
        for _ in 0..<10_000 where clock.now < deadline {
            do {
                return .success(try await connect())
            } catch {
                last = (error as? NetworkFailure)?.brief(text) ?? "\(error)"
            }
            guard !Task.isCancelled else { break }
            try? await Task.sleep(for: min(pause, deadline - clock.now))
            pause = min(pause * 2, .seconds(3))
        }
        return .failure(NetworkFailure(.gaveUp(seconds: seconds, last: last)))
    }
}
