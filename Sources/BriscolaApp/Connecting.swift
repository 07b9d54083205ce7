import BriscolaNet
import BriscolaTerminal
import BriscolaText

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
            return try await connect()
        }
        let screen = try await TerminalApp.runOnOwnThread(ConnectingScreen(address: address, done: done), on: terminal, options: options)
        guard screen.cancelled || terminal.interruption != nil else { return try await attempt.value }
        attempt.cancel()
        // Not waited for: a host that does not answer keeps the attempt going until its timeout.
        Task { (try? await attempt.value)?.close() }
        try Interrupted.check(terminal)
        throw AppError(options.text(.netConnectGaveUp, ["address": address]))
    }
}
