import BriscolaCore
import BriscolaWire

extension Session {
    /// Guest: the connection is up, so introduce ourselves.
    mutating func connected() -> [SessionAction] {
        guard case .awaitingConnection = phase else { return [] }
        phase = .awaitingWelcome
        return [.send(.hello(Hello(program: config.program, name: config.name)))]
    }

    /// Host: a guest introduced itself. Refuse another protocol version by name; otherwise seat it.
    mutating func receivedHello(_ hello: Hello) -> [SessionAction] {
        guard config.role == .host, case .awaitingHello = phase else { return unexpected("hello") }
        guard hello.protocol == WireProtocol.version else {
            return violation(.versionMismatch,
                             "this table speaks protocol \(WireProtocol.version); you speak protocol \(hello.protocol) (\(hello.program))")
        }
        session = entropy.bytes(16)
        seats = [SeatInfo(seat: 0, name: config.name), SeatInfo(seat: 1, name: hello.name)]
        let welcome = Welcome(program: config.program, name: config.name, session: Hex.encode(session),
                              variant: Variant.two.players, seat: 1, seats: seats)
        return [.send(.welcome(welcome)), .welcomed(seats: seats, mySeat: 0)] + startRound(game: 1)
    }

    /// Guest: the host accepted us. Check its version and the table's shape, then start the deal.
    mutating func receivedWelcome(_ welcome: Welcome) -> [SessionAction] {
        guard config.role == .guest, case .awaitingWelcome = phase else { return unexpected("welcome") }
        guard welcome.protocol == WireProtocol.version else {
            return violation(.versionMismatch,
                             "this program speaks protocol \(WireProtocol.version); the table speaks protocol \(welcome.protocol) (\(welcome.program))")
        }
        guard welcome.variant == Variant.two.players else {
            return violation(.unsupportedVariant, "this program plays two-player games over the network")
        }
        // A two-player table seats its guest at 1 and lists seats 0 and 1 once each (§10).
        guard welcome.seat == 1, welcome.seats.map(\.seat).sorted() == [0, 1] else {
            return violation(.badMessage, "a two-player welcome must give seat 1 and list seats 0 and 1")
        }
        guard let id = Hex.decode(welcome.session), id.count == 16 else {
            return violation(.badMessage, "session id must be 32 hex digits")
        }
        session = id
        seats = welcome.seats.sorted { $0.seat < $1.seat }
        return [.welcomed(seats: seats, mySeat: 1)] + startRound(game: 1)
    }

    /// A message that has no place in the current phase.
    mutating func unexpected(_ type: String) -> [SessionAction] {
        violation(.unexpectedMessage, "\(type) is not expected now")
    }
}
