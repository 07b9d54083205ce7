import BriscolaHistory

/// How a sync ended: merged with a paired machine (its name, what was merged here), or refused.
public enum SyncOutcome: Sendable, Equatable {
    case synced(peer: String, report: MergeReport)
    case refused(SyncMessage.Refusal)
}

/// Runs one sync over a connection (Protocol.md §18.3–§18.4): the handshake in the clear, each
/// direction's stream header, then the exchange, every frame sealed.
public enum SyncRun {
    /// The side that connected (`history sync`).
    public static func client(_ link: some FrameLink, book: PeerBook, store: any SyncStore) async throws -> SyncOutcome {
        let ephemeral = SyncKeyPair.generate()
        try await link.send(SyncCoding.encode(.syncHello(version: SyncHandshake.version, key: book.keys.publicKey, ephemeral: ephemeral.publicKey)))
        switch try await next(link) {
        case let .syncWelcome(key, peerEphemeral):
            guard let peer = book.peer(withKey: key) else { return try await refuse(link, .notPaired) }
            guard let keys = SyncHandshake.keys(client: true, mine: book.keys, myEphemeral: ephemeral, peer: key, peerEphemeral: peerEphemeral)
            else { return try await refuse(link, .badMessage) }
            return try await exchange(link, sendKey: keys.clientToServer, receiveKey: keys.serverToClient, peer: peer.name, store: store)
        case let .refused(reason): return .refused(reason)
        case nil, .some: return try await refuse(link, .badMessage)
        }
    }

    /// The side that waited (`history sync --wait`), on one connection.
    public static func server(_ link: some FrameLink, book: PeerBook, store: any SyncStore) async throws -> SyncOutcome {
        guard case let .syncHello(version, key, peerEphemeral) = try await next(link) else { return try await refuse(link, .badMessage) }
        guard version == SyncHandshake.version else { return try await refuse(link, .version) }
        guard let peer = book.peer(withKey: key) else { return try await refuse(link, .notPaired) }
        let ephemeral = SyncKeyPair.generate()
        guard let keys = SyncHandshake.keys(client: false, mine: book.keys, myEphemeral: ephemeral, peer: key, peerEphemeral: peerEphemeral)
        else { return try await refuse(link, .badMessage) }
        try await link.send(SyncCoding.encode(.syncWelcome(key: book.keys.publicKey, ephemeral: ephemeral.publicKey)))
        return try await exchange(link, sendKey: keys.serverToClient, receiveKey: keys.clientToServer, peer: peer.name, store: store)
    }

    private static func exchange(_ link: some FrameLink, sendKey: [UInt8], receiveKey: [UInt8], peer: String,
                                 store: any SyncStore) async throws -> SyncOutcome {
        var push = SecretStreamPush(key: sendKey)
        try await link.send(push.header)
        guard let header = try await link.receive() else { throw SyncFailure.connectionLost }
        guard var pull = SecretStreamPull(key: receiveKey, header: header) else { throw SyncFailure.notAuthentic }
        var exchange: SyncExchange
        do { exchange = try SyncExchange(store: store) } catch { throw SyncFailure.history(error) }
        for message in exchange.start() { try await link.send(push.seal(SyncCoding.encode(message))) }
        while !exchange.finished {
            guard let sealed = try await link.receive() else { throw SyncFailure.connectionLost }
            guard let (plain, _) = pull.open(sealed) else { throw SyncFailure.notAuthentic }
            guard let message = SyncCoding.decode(plain) else { throw SyncFailure.badMessage }
            let replies: [SyncMessage]?
            do { replies = try exchange.receive(message) } catch { throw SyncFailure.history(error) }
            guard let replies else { throw SyncFailure.badMessage }
            for reply in replies { try await link.send(push.seal(SyncCoding.encode(reply))) }
        }
        return .synced(peer: peer, report: exchange.report)
    }

    private static func next(_ link: some FrameLink) async throws -> SyncMessage? {
        guard let frame = try await link.receive() else { throw SyncFailure.connectionLost }
        return SyncCoding.decode(frame)
    }

    private static func refuse(_ link: some FrameLink, _ reason: SyncMessage.Refusal) async throws -> SyncOutcome {
        try await link.send(SyncCoding.encode(.refused(reason)))
        return .refused(reason)
    }
}
