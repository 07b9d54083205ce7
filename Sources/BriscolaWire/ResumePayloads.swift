import BriscolaCore

/// A returning guest's first message on a new connection, instead of `hello`: the table's session
/// and the seat it held (Protocol.md §15). The host answers with a `challenge`.
public struct Resume: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var program: String
    /// The session id of the table, 16 bytes of hex.
    public var session: String
    public var seat: Int
    /// What was wrong with the other members (see `Hello.incomplete`).
    public var incomplete: String?

    /// A guest asking for its seat back.
    public init(protocol: Int = WireProtocol.version, program: String, session: String, seat: Int) {
        self.protocol = `protocol`
        self.program = program
        self.session = session
        self.seat = seat
    }

    private enum CodingKeys: String, CodingKey { case `protocol`, program, session, seat }

    /// Reads `protocol` first, as for `hello` (§8): another version is read no further.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .protocol)
        do {
            guard WireProtocol.versions.contains(version) else { throw WireFields.otherVersion }
            self.init(protocol: version, program: try c.decode(String.self, forKey: .program),
                      session: try WireFields.hex(c, .session, bytes: 16), seat: try c.decode(Int.self, forKey: .seat))
        } catch {
            self.init(protocol: version, program: (try? c.decode(String.self, forKey: .program)) ?? "", session: "", seat: 0)
            incomplete = WireFields.problem(error)
        }
    }
}

/// The host's fresh random number that a returning guest must sign, so that a proof seen on the
/// network once cannot be played back later.
public struct Challenge: Codable, Hashable, Sendable {
    /// 16 random bytes of hex, new for every `resume`.
    public var nonce: String

    /// A challenge for one resume attempt.
    public init(nonce: String) { self.nonce = nonce }

    private enum CodingKeys: String, CodingKey { case nonce }

    /// Strict where the JSON type says too little: 16 bytes of hex.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(nonce: try WireFields.hex(c, .nonce, bytes: 16))
    }
}

/// A returning guest's answer to the challenge, signed with its seat's key: the nonce, and how
/// many of the host's messages it has received (the host resends the rest).
public struct Proof: Codable, Hashable, SignedPayload {
    public var seat: Int
    public var nonce: String
    /// How many counted messages (§15) the guest has received from the host on this session.
    public var received: Int
    public var sig: String

    /// Seat `seat`'s proof for challenge `nonce` (signed afterwards).
    public init(seat: Int, nonce: String, received: Int, sig: String = "") {
        self.seat = seat
        self.nonce = nonce
        self.received = received
        self.sig = sig
    }

    public var signingFields: [String] { [String(seat), nonce.lowercased(), String(received)] }

    private enum CodingKeys: String, CodingKey { case seat, nonce, received, sig }

    /// Strict where the JSON type says too little: a 16-byte nonce and a 64-byte signature.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seat: try c.decode(Int.self, forKey: .seat), nonce: try WireFields.hex(c, .nonce, bytes: 16),
                  received: try c.decode(Int.self, forKey: .received), sig: try WireFields.hex(c, .sig, bytes: 64))
    }
}

/// The host took the guest back: how many of the guest's counted messages it holds (the guest
/// resends the rest). The messages the guest missed follow it.
public struct Resumed: Codable, Hashable, Sendable {
    public var received: Int

    /// The host holds `received` of the guest's counted messages.
    public init(received: Int) { self.received = received }
}

/// The host's notice that a seat's connection dropped and is held for its player for `grace`
/// seconds; play waits for them when it is their turn.
public struct Away: Codable, Hashable, Sendable {
    public var seat: Int
    public var grace: Int

    /// Seat `seat` is away; the host keeps it for `grace` seconds.
    public init(seat: Int, grace: Int) {
        self.seat = seat
        self.grace = grace
    }
}

/// The host's notice that an away seat's player is back.
public struct Back: Codable, Hashable, Sendable {
    public var seat: Int

    /// Seat `seat` is back.
    public init(seat: Int) { self.seat = seat }
}
