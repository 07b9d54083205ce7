import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import FuzzSupport

/// Reads a session's events from fuzz input and hands them to one `Session`.
///
/// Header: byte 0 — bit 0 host (else guest), bits 1–2 the host's seats (2 + value mod 3), bits 3–4
/// its computer players (at most seats − 1), bit 5 a 30-second turn timer, bit 6 protocol 3 (hidden
/// hands, Protocol.md §16; else protocol 2); byte 1 — which guest
/// this is (1 + value mod 3: its secrets are `Entropy.seeded(k + 1)`, as in the transcripts).
/// Then events, each a tag byte: low 4 bits the kind, high bits the host's link (0–3):
/// 0 frame (2-byte length, body) · 1 frame re-signed by its author's key · 2 connected ·
/// 3 disconnected · 4 read idle · 5 write idle · 6 connection failed · 7 grace over ·
/// 8 local play (card index byte) · 9 local time up · 10 bot play (seat byte, hand index byte) ·
/// 11 rematch · 12 quit · 13 chat (length byte, text) · 14 fill with bots · 15 local play of the
/// card at an index (byte) of the hand last offered.
struct SessionScript {
    /// Events per input; inputs are at most a few hundred kilobytes anyway.
    static let maxEvents = 4096

    let role: SessionConfig.Role
    var session: Session
    /// The session id the peers sign with (a guest learns it from the welcome it is fed).
    var sessionHex: String
    var referee = Referee()
    var lastView: PlayerView?
    var botViews: [Int: PlayerView] = [:]

    init(header: UInt8, identity: UInt8) {
        let players = Int(header >> 1 & 3) % 3 + 2
        let turnTime: Int? = header & 0x20 == 0 ? nil : 30
        let version = header & 0x40 == 0 ? 2 : 3
        if header & 1 == 1 {
            role = .host
            let bots = min(Int(header >> 3 & 3), players - 1)
            session = Session(config: SessionConfig(role: .host, name: "Hana", program: "test", players: players, bots: bots,
                                                    turnTime: turnTime, protocolVersion: version), entropy: .seeded(1))
        } else {
            role = .guest
            let guest = Int(identity % 3) + 1
            session = Session(config: SessionConfig(role: .guest, name: ["Gino", "Pia", "Rocco"][guest - 1], program: "test",
                                                    protocolVersion: version),
                              entropy: .seeded(UInt64(guest + 1)))
        }
        sessionHex = KnownKeys.hostSession
    }

    mutating func nextEvent(_ reader: inout ByteReader) -> SessionEvent? {
        let tag = reader.byte()
        let link = role == .host ? Int(tag >> 4 & 3) : 0
        // The resume events (Protocol.md §15) on the two top bits: a held seat's timer, giving up.
        if tag >> 6 == 3, tag & 15 < 2 {
            return tag & 1 == 0 ? .timerFired(.hold(seat: Int(reader.byte() % 4), token: Int(reader.byte() % 4))) : .reconnectFailed("gave up")
        }
        switch tag & 15 {
        case 0, 1: return frame(reader.take(reader.uint16()), link: link, resign: tag & 15 == 1)
        case 2: return .connected(link)
        case 3: return .disconnected(link)
        case 4: return .readIdle(link)
        case 5: return .writeIdle(link)
        case 6: return .connectionFailed("connection reset by peer", link)
        case 7: return .timerFired(.seatWait(link))
        case 8: return Card(index: Int(reader.byte()) % 40).map { .localPlay($0) }
        case 9: return .localTimeUp
        case 10:
            let seat = Int(reader.byte() % 5), pick = Int(reader.byte())
            if let hand = botViews[seat]?.hand, !hand.isEmpty { return .botPlay(seat: seat, card: hand[pick % hand.count]) }
            return Card(index: pick % 40).map { .botPlay(seat: seat, card: $0) }
        case 11: return .localRematch
        case 12: return .localQuit(reason: .other("had enough"))
        case 13: return .localChat(String(decoding: reader.take(Int(reader.byte() % 64)), as: UTF8.self))
        case 14: return .fillWithBots
        default:
            let pick = Int(reader.byte())
            guard let hand = lastView?.hand, !hand.isEmpty else { return nil }
            return .localPlay(hand[pick % hand.count])
        }
    }

    /// A frame body as the connection's decoder hands it on: a message, or the error it broke.
    private mutating func frame(_ body: [UInt8], link: LinkID, resign: Bool) -> SessionEvent {
        var message: Message
        do throws(WireError) {
            message = try MessageCoding.decode(Data(body))
        } catch {
            return .malformed(error, from: link)
        }
        if role == .guest, case let .welcome(welcome) = message, Hex.decode(welcome.session)?.count == 16 {
            sessionHex = welcome.session.lowercased()
        }
        if resign, let author = message.signed?.seat, let key = KnownKeys.key(of: author, role: role) {
            message = key.sign(message, session: sessionHex)
        }
        if role == .guest, case let .deal(deal) = message { referee.offered(deal) }
        return .received(message, from: link)
    }

    mutating func deliver(_ event: SessionEvent) {
        let wasClosed = session.isClosed
        let actions = session.handle(event)
        if wasClosed {
            require(actions.isEmpty, "a closed session answered \(event) with \(actions)")
            return
        }
        referee.check(actions, after: event, session: session)
        for action in actions {
            switch action {
            case let .yourTurn(view): lastView = view
            case let .botTurn(seat, view): botViews[seat] = view
            default: break
            }
        }
    }
}

/// The keys of the seats in the transcripts, which the harness holds to play a cheating peer that
/// signs what it likes: the host's (`Entropy.seeded(1)`, after the 16-byte session id) and guest
/// *k*'s (`Entropy.seeded(k + 1)`, its first draw).
enum KnownKeys {
    static let hostSession: String = {
        var entropy = Entropy.seeded(1)
        return Hex.encode(entropy.bytes(16))
    }()

    static let host: SeatKey = {
        var entropy = Entropy.seeded(1)
        _ = entropy.bytes(16)
        return SeatKey(&entropy)
    }()

    static let guests: [SeatKey] = (1...3).map { guest in
        var entropy = Entropy.seeded(UInt64(guest + 1))
        return SeatKey(&entropy)
    }

    /// The key the harness signs seat `seat`'s messages with, when it plays that seat.
    static func key(of seat: Int, role: SessionConfig.Role) -> SeatKey? {
        if seat == 0 { return role == .guest ? host : nil }
        return (1...3).contains(seat) ? guests[seat - 1] : nil
    }
}
