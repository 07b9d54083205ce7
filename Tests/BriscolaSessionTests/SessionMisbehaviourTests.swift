import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// A peer that breaks the protocol gets the named error and the session ends cleanly.
@Suite struct SessionMisbehaviourTests {
    func run(protocol version: Int? = nil, _ tamper: @escaping (Bool, Message) -> Message?) throws -> SessionPair {
        var pair = SessionPair(protocolVersion: version)
        pair.tamper = tamper
        try pair.start()
        return pair
    }

    @Test(arguments: [2, 4])
    func versionMismatchNamesBothVersions(_ version: Int) throws {
        let pair = try run(protocol: version) { fromHost, message in
            guard !fromHost, case var .hello(hello) = message else { return message }
            hello.protocol = 9
            return .hello(hello)
        }
        let error = try #require(pair.sentErrors(pair.hostActions).first)
        #expect(error.code == .versionMismatch)
        #expect(error.message.contains("protocol \(version)") && error.message.contains("protocol 9"))
        // The error names the table's version as a number (§9); the guest names its own from what it
        // asked (the 9 was put into its hello on the way).
        #expect(error.protocolVersion == version)
        #expect(pair.failures(pair.guestActions) == [.versions(table: version, ours: version)])
        #expect(pair.ended(pair.hostActions).isEmpty)
    }

    @Test func wrongRevealIsABadCommitment() throws {
        let pair = try run(protocol: 2) { fromHost, message in
            guard !fromHost, case var .reveal(reveal) = message else { return message }
            reveal.secret = String(repeating: "ab", count: 32)
            return .reveal(reveal)
        }
        #expect(pair.sentErrors(pair.hostActions).map(\.code) == [.badCommitment])
        #expect(pair.ended(pair.guestActions).isEmpty)
    }

    @Test func dealThatIsNotTheSeedsShuffleIsABadDeck() throws {
        let pair = try run(protocol: 2) { fromHost, message in
            guard fromHost, case var .deal(deal) = message else { return message }
            deal.deck.swapAt(0, 39)
            return .deal(deal)
        }
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.badDeck])
        let left = pair.hostActions.compactMap { if case let .seatLeft(_, _, reason) = $0 { reason } else { nil } }
        #expect(left.first.map { if case .reported("bad_deck", _) = $0 { true } else { false } } == true, "the host hears why its guest left: \(left)")
    }

    final class Tampered: @unchecked Sendable { var seq: Int? }

    @Test(arguments: [2, 4])
    func wrongStateHashIsADesyncWithTheSequenceNumber(_ version: Int) throws {
        let tampered = Tampered()
        let pair = try run(protocol: version) { fromHost, message in
            guard fromHost, tampered.seq == nil, case var .play(play) = message, play.seq >= 6 else { return message }
            play.hash = String(repeating: "0", count: 64)
            tampered.seq = play.seq
            return .play(play)
        }
        let seqSent = try #require(tampered.seq)
        let error = try #require(pair.sentErrors(pair.guestActions).first)
        #expect(error.code == .desync && error.seq == seqSent)
        guard case let .desync(seq, mine, theirs, actions) = try #require(pair.failures(pair.guestActions).first) else {
            Issue.record("expected a desync failure")
            return
        }
        #expect(seq == seqSent && mine != theirs && actions.count == seqSent)
        #expect(pair.ended(pair.guestActions).isEmpty, "a desync never continues silently")
    }

    @Test(arguments: [2, 4])
    func aDesyncOnTheLastPlayIsSavedAsAbandonedWithoutTheDisputedPlay(_ version: Int) throws {
        let pair = try run(protocol: version) { fromHost, message in
            guard case var .play(play) = message, play.seq == 40, fromHost == (play.seat == 0) else { return message }
            play.hash = String(repeating: "0", count: 64)
            return .play(play)
        }
        let receiver = pair.sentErrors(pair.hostActions).contains { $0.code == .desync } ? pair.hostActions : pair.guestActions
        let abandoned = receiver.compactMap { if case let .gameAbandoned(_, record) = $0 { record } else { nil } }
        let record = try #require(abandoned.first, "the receiver of the disputed last play abandons the game")
        #expect(record.actions.count == 39 && record.result == .abandoned, "\(record.actions.count) \(record.result)")
    }

    @Test(arguments: [(ErrorCode.cardNotInHand, 0, 2), (.wrongCard, 0, 4), (.outOfOrder, 1, 4), (.notYourSeat, 2, 4)])
    func badPlaysAreNamed(_ expected: ErrorCode, _ kind: Int, _ version: Int) throws {
        let pair = try run(protocol: version) { fromHost, message in
            guard !fromHost, case var .play(play) = message, play.seq == 1 else { return message }
            switch kind {
            case 0: play.card = Card(.re, .bastoni) == play.card ? Card(.re, .coppe) : Card(.re, .bastoni)
            case 1: play.seq = 2
            default: play.seat = 0
            }
            return .play(play)
        }
        #expect(pair.sentErrors(pair.hostActions).map(\.code).first == expected)
        #expect(pair.hostActions.contains(.drop(1)) && !pair.host.isClosed, "the cheat is shown the door; the table stays")
        #expect(pair.guest.isClosed)
    }

    @Test func unknownTypeIsNamedButNotFatal() throws {
        var session = Session(config: SessionConfig(role: .guest, name: "G", program: "t"), entropy: .seeded(1))
        let actions = session.handle(.malformed(.unknownType("teleport")))
        #expect(actions == [.send(.error(ErrorMessage(code: .unknownType, message: "unknown message type \"teleport\"")), to: 0)])
        #expect(!session.isClosed)
        let fatal = session.handle(.malformed(.frameTooLarge(declared: 1 << 20)))
        #expect(fatal.last == .close && session.isClosed)
    }

    @Test func anUnknownTypeReportedByThePeerIsNotFatalEither() throws {
        var pair = SessionPair()
        pair.autoplay = false
        try pair.start()
        var host = pair.host, guest = pair.guest
        let skipped = Message.error(ErrorMessage(code: .unknownType, message: "unknown message type"))
        #expect(host.handle(.received(skipped, from: 1)).isEmpty && host.roster.isFull, "the guest keeps its seat")
        #expect(guest.handle(.received(skipped)).isEmpty && !guest.isClosed)
        let other = Message.error(ErrorMessage(code: .badMessage, message: "no"))
        #expect(guest.handle(.received(other)).last == .close)
    }

    @Test func messagesOutOfPhaseAreRefused() throws {
        var guest = Session(config: SessionConfig(role: .guest, name: "G", program: "t"), entropy: .seeded(1))
        let actions = guest.handle(.received(.deal(Deal(game: 1, dealer: 0, seed: "", deck: []))))
        #expect(actions.first == .send(.error(ErrorMessage(code: .unexpectedMessage, message: "deal is not expected now")), to: 0))
        #expect(guest.isClosed)
    }
}
