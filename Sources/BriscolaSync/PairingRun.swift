/// Runs one pairing attempt over a connection: the waiting side's `PairingResponder` or the
/// typing side's `PairingInitiator`, message by message, until an outcome.
public enum PairingRun {
    /// The waiting side, on one connection.
    public static func respond(_ link: some FrameLink, _ responder: PairingResponder) async throws -> PairingOutcome {
        var responder = responder
        return try await run(link, first: responder.start()) { responder.receive($0) }
    }

    /// The typing side, on its connection.
    public static func initiate(_ link: some FrameLink, _ initiator: PairingInitiator) async throws -> PairingOutcome {
        var initiator = initiator
        return try await run(link, first: PairingStep()) { initiator.receive($0) }
    }

    private static func run(_ link: some FrameLink, first: PairingStep, _ next: (SyncMessage) -> PairingStep) async throws -> PairingOutcome {
        var step = first
        while true {
            for message in step.send { try await link.send(SyncCoding.encode(message)) }
            if let outcome = step.outcome { return outcome }
            guard let frame = try await link.receive() else { throw SyncFailure.connectionLost }
            guard let message = SyncCoding.decode(frame) else {
                try await link.send(SyncCoding.encode(.refused(.badMessage)))
                return .refused(.badMessage)
            }
            step = next(message)
        }
    }
}
