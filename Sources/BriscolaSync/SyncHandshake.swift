import Crypto

/// Sync's handshake keys (Protocol.md §18.3): both machines' long-term keys (known to each other
/// from the pairing) and a fresh ephemeral key each; three X25519 agreements — ephemeral with
/// ephemeral (forward secrecy), the client's ephemeral with the server's long-term key (only the
/// paired server can compute it), the client's long-term key with the server's ephemeral (only
/// the paired client can) — hashed with all four public keys into one key per direction.
enum SyncHandshake {
    static let version = 1

    /// The keys (client to server, server to client), or nil when an agreement is all zeros.
    static func keys(client: Bool, mine: SyncKeyPair, myEphemeral: SyncKeyPair,
                     peer: [UInt8], peerEphemeral: [UInt8]) -> (clientToServer: [UInt8], serverToClient: [UInt8])? {
        let agreements: [[UInt8]?] = client
            ? [myEphemeral.agree(with: peerEphemeral), myEphemeral.agree(with: peer), mine.agree(with: peerEphemeral)]
            : [myEphemeral.agree(with: peerEphemeral), mine.agree(with: peerEphemeral), myEphemeral.agree(with: peer)]
        guard agreements.allSatisfy({ $0 != nil }) else { return nil }
        let (sC, sS) = client ? (mine.publicKey, peer) : (peer, mine.publicKey)
        let (eC, eS) = client ? (myEphemeral.publicKey, peerEphemeral) : (peerEphemeral, myEphemeral.publicKey)
        let input = Array("briscola-sync-1".utf8) + [0] + agreements.compactMap { $0 }.flatMap { $0 } + sC + sS + eC + eS
        let okm = Array(SHA512.hash(data: input))
        return (Array(okm[0..<32]), Array(okm[32..<64]))
    }
}
