import BriscolaCore

/// One seat's pass over the encrypted deck in a hidden deal (Protocol.md §16.2, §17.8.1): `shuffle`
/// (the deck under its shuffle key, in its secret order) or `lock` (its shuffle key taken off, a
/// key per position put on), with what protocol 4 adds — the digest of the deck it read, its
/// commitments (a shuffle), the proof, the pass it read, a guest's code nonce. Both passes are the
/// same shape; the message's `type` tells which, and the session which members each must have.
public struct DeckPass: Codable, Hashable, SignedPayload {
    public var game: Int
    public var seat: Int
    /// The deck in position order: 32-byte group elements in hex.
    public var deck: [String]
    /// The deck digest (§17.8.1) of the deck this pass read, 32 bytes of hex.
    public var input: String?
    /// A shuffle's commitments A, B[0], …, B[L − 1] (§17.1), elements in hex.
    public var commitments: [String]?
    /// The proof of §17.3 (a shuffle) or §17.4 (a lock), in hex.
    public var proof: String?
    /// The pass this one read, as its author signed it (absent for seat 0's shuffle).
    public var read: PassRead?
    /// A guest's code nonce (§17.8.4), 16 bytes of hex, in its shuffle.
    public var codeNonce: String?
    public var sig: String

    /// A seat's pass (signed afterwards).
    public init(game: Int, seat: Int, deck: [String], input: String? = nil, commitments: [String]? = nil, proof: String? = nil,
                read: PassRead? = nil, codeNonce: String? = nil, sig: String = "") {
        self.game = game
        self.seat = seat
        self.deck = deck
        self.input = input
        self.commitments = commitments
        self.proof = proof
        self.read = read
        self.codeNonce = codeNonce
        self.sig = sig
    }

    /// §17.8.1: `game`, `seat`, `input`, `output` (the digest of `deck`), `rest` (the digest of the
    /// proof, the commitments and the code nonce): the signature covers the whole pass.
    public var signingFields: [String] { [String(game), String(seat), (input ?? "").lowercased(), output, rest] }

    /// The deck digest of `deck`, in hex.
    public var output: String { Hex.encode(PassDigest.deck(deck.map { Hex.decode($0) ?? [] })) }

    /// The digest of the proof, the commitments and the code nonce, in hex.
    public var rest: String {
        Hex.encode(PassDigest.rest(proof: proof.flatMap(Hex.decode) ?? [], commitments: (commitments ?? []).map { Hex.decode($0) ?? [] },
                                   codeNonce: codeNonce.flatMap(Hex.decode)))
    }

    /// What a later pass (or `open`) puts in its `read` to name this one.
    public var asRead: PassRead { PassRead(seat: seat, input: (input ?? "").lowercased(), rest: rest, sig: sig) }

    private enum CodingKeys: String, CodingKey {
        case game, seat, deck, input, commitments, proof, read, sig
        case codeNonce = "code_nonce"
    }

    /// Strict where the JSON type says too little: 32-byte hex elements and digest, hex proof, a
    /// 16-byte nonce, a 64-byte signature. Which members a pass must have is the session's to check
    /// (§17.8.1 step 1, after the order and the deck).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(game: try c.decode(Int.self, forKey: .game), seat: try c.decode(Int.self, forKey: .seat),
                  deck: try WireFields.hexArray(c, .deck, bytes: 32),
                  input: try c.contains(.input) ? WireFields.hex(c, .input, bytes: 32) : nil,
                  commitments: try c.contains(.commitments) ? WireFields.hexArray(c, .commitments, bytes: 32) : nil,
                  proof: try c.contains(.proof) ? WireFields.hex(c, .proof) : nil,
                  read: try c.decodeIfPresent(PassRead.self, forKey: .read),
                  codeNonce: try c.contains(.codeNonce) ? WireFields.hex(c, .codeNonce, bytes: 16) : nil,
                  sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}

/// The pass a pass read, named by what its author signed (§17.8.1): its seat, its `input`, its
/// `rest` and its signature — with the reader's `input` as its output, a receiver shown another
/// deck can tell a seat that signed two passes from one that lies about what it read.
public struct PassRead: Codable, Hashable, Sendable {
    public var seat: Int
    public var input: String
    public var rest: String
    public var sig: String

    /// A pass named by its author's seat, its digests and signature.
    public init(seat: Int, input: String, rest: String, sig: String) {
        self.seat = seat
        self.input = input
        self.rest = rest
        self.sig = sig
    }

    private enum CodingKeys: String, CodingKey { case seat, input, rest, sig }

    /// Strict: 32-byte hex digests, a 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seat: try c.decode(Int.self, forKey: .seat), input: try WireFields.hex(c, .input, bytes: 32),
                  rest: try WireFields.hex(c, .rest, bytes: 32), sig: try WireFields.hex(c, .sig, bytes: 64))
    }

    /// The signing input of the pass it names, of `type` (`shuffle`, `lock`) in game `game`, whose
    /// output was `output` (the reader's `input`).
    public func signingInput(type: String, session: String, game: Int, output: String) -> [UInt8] {
        Message.signingInput(type: type, session: session, fields: [String(game), String(seat), input.lowercased(), output.lowercased(), rest.lowercased()])
    }
}
