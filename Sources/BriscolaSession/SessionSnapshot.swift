import BriscolaCore
import BriscolaWire
import Foundation

/// A journaled session between two games, whole: what a restarted program rebuilds it from instead
/// of replaying every game since the table opened (a long table's journal grew ~25 KB a game and
/// took seconds to replay, every signature and shuffle checked again). Its secrets (the seats' key
/// seeds, the entropy stream's position) are as secret as the journal header's seed beside them.
public struct SessionSnapshot: Codable, Sendable {
    /// The snapshot format's version.
    var version = 1
    /// The last game started; every event after the snapshot comes after that game's end.
    public var game: Int
    var counter: UInt64
    var interlude: Interlude
    var sessionID: String
    var players: Int
    var seats: [SeatInfo?]
    var mySeat: Int
    var keys: [String?]
    var links: [GuestLink]
    var awaitingFirstStart: Bool
    var lastFinal: FinalAccount?
    var turnTime: Int?
    var firstDealer: Int
    /// Each finished game's winning side, or the sides that tied.
    var results: [[Int]]
    var streams: [StreamState?]
    var toHost: StreamState
    var hostLink: HostLink
    var away: [Int?]
    var absences: Int
    var lastEnded: EndedGame?
    var highestLink: Int
    /// The last lines said at the table (absent in a snapshot written before they were kept).
    var chat: [ChatNote]?

    /// One connection's counted messages (`MessageStream`), the kept ones as the wire spells them.
    struct StreamState: Codable, Sendable, Equatable {
        var sent: Int
        var kept: [String]
        var received: Int
    }

    /// Our account of the last game (a `GameOver` as it stands, perhaps not yet signed: the wire
    /// form refuses an empty signature).
    struct FinalAccount: Codable, Sendable {
        var game: Int, seat: Int, scores: [Int], result: String, hash: String, sig: String

        init(_ over: GameOver) {
            (game, seat, scores, result, hash, sig) = (over.game, over.seat, over.scores, over.result.code, over.hash, over.sig)
        }

        /// The account again; its result is the scores' own when the stored spelling is none (§4).
        var gameOver: GameOver {
            GameOver(game: game, seat: seat, scores: scores, result: GameResult(code: result) ?? GameResult(scores: scores), hash: hash, sig: sig)
        }
    }

    /// The snapshot of `session`, or nil when it is not between two games or its secrets do not
    /// come from a journaled stream (only then can it be rebuilt).
    public init?(_ whole: Session) {
        let session = whole.ledger
        var host: HostSession?, guest: GuestSession?
        switch whole.end {
        case let .host(end): host = end
        case let .guest(end): guest = end
        }
        guard case let .between(interlude) = session.phase, interlude.lastGame > 0,
              let counter = session.entropy.streamCounter,
              let streams = Self.encode(host?.streams ?? []), let toHost = Self.encode(guest?.toHost ?? MessageStream()) else { return nil }
        game = interlude.lastGame
        self.counter = counter
        self.interlude = interlude
        sessionID = Hex.encode(session.sessionID)
        players = session.roster.players
        seats = session.roster.seats
        mySeat = session.mySeat
        keys = session.keys.map { $0.map { Hex.encode($0.seed) } }
        links = host?.links ?? []
        awaitingFirstStart = guest?.awaitingFirstStart ?? true
        lastFinal = session.lastFinal.map(FinalAccount.init)
        turnTime = session.turnTime
        firstDealer = session.series.firstDealer
        results = session.series.results.map { result in
            switch result {
            case let .won(side): [side]
            case let .wonTogether(sides), let .tied(sides): sides // tables of five are not seated (§12)
            }
        }
        self.streams = streams
        self.toHost = toHost
        hostLink = guest?.hostLink ?? .up
        away = host?.away ?? []
        absences = host?.absences ?? 0
        lastEnded = session.lastEnded
        highestLink = host?.highestLink ?? 0
        chat = session.recentChat
    }

    /// Whether every seat number and list length fits the table, as the session indexes them (a
    /// damaged file must not make a session that traps later): a host keeps a stream and an absence
    /// per seat, a guest only its link's.
    func isConsistent(host: Bool) -> Bool {
        let seatRange = 0..<players
        let perSeat = [seats.count, keys.count, interlude.overs.count, interlude.asked.count, interlude.newcomers?.count ?? players]
            + (host ? [streams.count, away.count] : [])
        return perSeat.allSatisfy { $0 == players } && seatRange.contains(firstDealer) && seatRange.contains(mySeat)
            && keys.indices.contains(mySeat) && keys[mySeat] != nil
            && seats.enumerated().allSatisfy { index, seat in seat.map { $0.seat == index } ?? true }
            && links.allSatisfy { link in
                switch link.state {
                case let .seated(seat), let .proving(seat, _): seatRange.contains(seat)
                case .greeting, .waiting: true
                }
            }
    }

    private static func encode(_ stream: MessageStream) -> StreamState? {
        var kept: [String] = []
        for message in stream.keptMessages {
            guard let body = try? MessageCoding.encode(message) else { return nil }
            kept.append(String(decoding: body, as: UTF8.self))
        }
        return StreamState(sent: stream.sent, kept: kept, received: stream.received)
    }

    private static func encode(_ streams: [MessageStream?]) -> [StreamState?]? {
        var out: [StreamState?] = []
        for stream in streams {
            guard let stream else { out.append(nil); continue }
            guard let state = encode(stream) else { return nil }
            out.append(state)
        }
        return out
    }

    fileprivate static func decode(_ state: StreamState) -> MessageStream? {
        var kept: [Message] = []
        for body in state.kept {
            guard let message = try? MessageCoding.decode(Data(body.utf8)) else { return nil }
            kept.append(message)
        }
        return MessageStream(sent: state.sent, kept: kept, received: state.received)
    }
}

extension Session {
    /// The session a snapshot describes, its secrets drawn from the journal's `seed` as before; nil
    /// for a snapshot that does not fit the configuration (a damaged file).
    init?(config: SessionConfig, seed: [UInt8], snapshot s: SessionSnapshot) {
        guard s.version == 1, WireProtocol.tableSizes.contains(s.players), let variant = Variant(rawValue: s.players),
              let sessionID = Hex.decode(s.sessionID), let toHost = SessionSnapshot.decode(s.toHost) else { return nil }
        switch config.role {
        case .host: guard s.isConsistent(host: true) else { return nil }
        case .guest: guard s.isConsistent(host: false) else { return nil }
        }
        var ledger = TableLedger(config: config, entropy: .stream(seed: seed, counter: s.counter), players: s.players)
        ledger.phase = .between(s.interlude)
        ledger.sessionID = sessionID
        for case let seat? in s.seats { ledger.roster.sit(seat) }
        ledger.mySeat = s.mySeat
        var keys: [SeatKey?] = []
        for hex in s.keys {
            guard let hex else { keys.append(nil); continue }
            guard let seed = Hex.decode(hex), seed.count == 32 else { return nil }
            keys.append(SeatKey(seed: seed))
        }
        ledger.keys = keys
        ledger.lastFinal = s.lastFinal?.gameOver
        ledger.turnTime = s.turnTime
        ledger.series = Series(variant: variant, firstDealer: s.firstDealer)
        for sides in s.results {
            guard let first = sides.first else { return nil }
            ledger.series.finish(sides.count == 1 ? .won(side: first) : .tied(sides: sides))
        }
        ledger.lastEnded = s.lastEnded
        ledger.recentChat = (s.chat ?? []).suffix(Session.chatKept).map { ChatNote(seat: $0.seat, name: $0.name, text: $0.text) }
        switch config.role {
        case .host:
            var streams: [MessageStream?] = []
            for state in s.streams {
                guard let state else { streams.append(nil); continue }
                guard let stream = SessionSnapshot.decode(state) else { return nil }
                streams.append(stream)
            }
            var host = HostSession(ledger: ledger, streams: streams, away: s.away)
            host.links = s.links
            host.absences = s.absences
            host.highestLink = s.highestLink
            end = .host(host)
        case .guest:
            var guest = GuestSession(ledger: ledger)
            guest.awaitingFirstStart = s.awaitingFirstStart
            guest.toHost = toHost
            guest.hostLink = s.hostLink
            end = .guest(guest)
        }
    }
}
