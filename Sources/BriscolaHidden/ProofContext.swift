import Crypto

/// What a proof is bound to (Protocol.md §17.2): the session, the game, the seat that made the
/// pass and which pass it is. A proof made for one context fails in any other, so a proof cannot
/// be replayed from another game, seat, session or deck.
public struct ProofContext: Equatable, Sendable {
    /// The kind of pass, as its byte in the hashed context.
    public enum Pass: UInt8, Sendable {
        case shuffle = 1
        case lock = 2
    }

    /// The session id's 16 bytes.
    public let session: [UInt8]
    /// The game number.
    public let game: Int
    /// The seat that made the pass (its author, whose commitments the proof answers to).
    public let seat: Int

    /// Nil unless the session id is 16 bytes, the game fits 4 bytes and the seat one.
    public init?(session: [UInt8], game: Int, seat: Int) {
        guard session.count == 16, (0...Int(UInt32.max)).contains(game), (0...255).contains(seat) else { return nil }
        self.session = session
        self.game = game
        self.seat = seat
    }

    /// s₀ = SHA-512(ASCII `briscola-proofs-4 context` ‖ session ‖ game (4 bytes big-endian) ‖ seat ‖
    /// pass ‖ L (1 byte each) ‖ SHA-512(input deck) ‖ SHA-512(output deck) ‖ SHA-512(A ‖ B[0] ‖ …)):
    /// the state every challenge of the proof is chained from.
    func start(_ pass: Pass, input: [Point], output: [Point], commitments: KeyCommitments) -> [UInt8] {
        let game = UInt32(self.game)
        let header = session + (0..<4).map { UInt8(truncatingIfNeeded: game >> (24 - 8 * UInt32($0))) }
            + [UInt8(seat), pass.rawValue, UInt8(truncatingIfNeeded: input.count)]
        return Transcript.hash("briscola-proofs-4 context", header, Transcript.hash(input.flatMap(\.bytes)),
                               Transcript.hash(output.flatMap(\.bytes)), Transcript.hash(commitments.bytes))
    }
}

/// The Fiat–Shamir hashing of §17.2: every hash starts with its step's own ASCII label and a
/// zero byte, so no label is a prefix of another and no two steps (of one proof or of two kinds of
/// proof) can ever be given the same input, whatever the lengths of what follows.
enum Transcript {
    /// SHA-512 of a label's ASCII bytes and a zero byte, then the parts in order.
    static func hash(_ label: String, _ parts: [UInt8]...) -> [UInt8] {
        var hasher = SHA512()
        hasher.update(data: Array(label.utf8) + [0])
        for part in parts { hasher.update(data: part) }
        return Array(hasher.finalize())
    }

    /// SHA-512 of bytes alone (the decks and commitments in the context).
    static func hash(_ bytes: [UInt8]) -> [UInt8] { Array(SHA512.hash(data: bytes)) }

    /// A challenge: the labelled hash of the state (and an index, 2 bytes big-endian) reduced modulo ℓ.
    static func challenge(_ label: String, _ state: [UInt8], index: Int? = nil) -> ModL {
        let suffix = index.map { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] } ?? []
        return ModL(wide: hash(label, state, suffix))
    }
}
