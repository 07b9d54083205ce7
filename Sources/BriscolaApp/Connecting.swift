import BriscolaNet
import BriscolaTerminal
import BriscolaText
#if canImport(Glibc)
import Glibc
#endif

/// Reaching a table's address with the connecting screen up (`ConnectingScreen`): what the person
/// types meanwhile goes nowhere but q or Esc, which give up.
enum Connecting {
    /// The channel `connect` opens to `address`; its failure as it was thrown; giving up (q, Esc)
    /// an error saying so, Ctrl-C `Interrupted`. A channel that opens after the person gave up is
    /// closed.
    static func run(_ address: String, on terminal: any TerminalIO, options: RenderOptions,
                    connect: @escaping @Sendable () async throws -> PeerChannel) async throws -> PeerChannel {
        let done = ConnectDone(), waker = terminal.waker
        let attempt = Task { () async throws -> PeerChannel in
            defer {
                done.finish()
                waker.wake()
            }
            let channel = try await connect()
            // Given up meanwhile: the channel opened late is closed here, by the attempt itself.
            if Task.isCancelled {
                channel.close()
                throw CancellationError()
            }
            return channel
        }
        let screen: ConnectingScreen
        do {
            screen = try await TerminalApp.runOnOwnThread(ConnectingScreen(address: address, done: done), on: terminal, options: options)
        } catch {
            abandon(attempt)
            throw error
        }
        guard screen.cancelled || terminal.interruption != nil else { return try await attempt.value }
        abandon(attempt)
        // Keys typed after the one that gave up (a second q) must not act on the menu that follows.
        terminal.pendingKeys = []
        if isatty(STDIN_FILENO) == 1 { tcflush(STDIN_FILENO, TCIFLUSH) }
        try Interrupted.check(terminal)
        throw AppError.connectGaveUp(address: address)
    }

    /// Stops an attempt no one waits for any more; a channel it opens late is closed by the
    /// attempt (above). Not waited for: a host that does not answer keeps the attempt going until
    /// its timeout.
    private static func abandon(_ attempt: Task<PeerChannel, any Error>) {
        attempt.cancel()
    }
}
