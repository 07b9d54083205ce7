import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// The end of a session: a seat that leaves after a game checks the peer's `game_over` first
/// (Protocol.md §10), and the deal and welcome are checked member by member.
@Suite struct SessionEndTests {
    final class Held: @unchecked Sendable { var message: Message? }

    /// One game in which the host's `game_over` is held back (optionally altered by `change`),
    /// so the guest has to decide to leave before it arrives.
    func gameWithHeldGameOver(_ held: Held = Held(), _ change: @escaping (inout GameOver) -> Void = { _ in }) throws -> SessionPair {
        var pair = SessionPair()
        pair.tamper = { fromHost, message in
            guard fromHost, case var .gameOver(over) = message else { return message }
            change(&over)
            held.message = .gameOver(over)
            return nil
        }
        try pair.start()
        #expect(pair.ended(pair.guestActions).count == 1)
        return pair
    }

    func byes(_ actions: [SessionAction]) -> [Bye] {
        actions.compactMap { if case let .send(.bye(bye), _) = $0 { bye } else { nil } }
    }

    /// A host that leaves mid-game: its guests read "Hana left the table", not "Hana left: left the
    /// table"; a reason of its own is given after a colon.
    @Test(arguments: [(LeaveReason.left, "Hana left the table"), (.other("dinner"), "Hana left: dinner")])
    func aGuestReadsWhyTheHostLeftOnce(_ reason: LeaveReason, _ news: String) throws {
        var table = SessionTable(players: 2)
        table.autoplay = false
        try table.start()
        try table.send(to: 0, .localQuit(reason: reason))
        let left = table.actions[1].compactMap { if case let .peerLeft(why) = $0 { why } else { nil } }
        #expect(left == [.left(name: "Hana", reason: reason)] && left.map(\.description) == [news], "\(left)")
    }

    @Test func aLeavingSeatComparesTheLastGameOverBeforeSayingGoodbye() throws {
        let held = Held()
        var pair = try gameWithHeldGameOver(held) { $0.hash = String(repeating: "0", count: 64) }
        try pair.send(toHost: false, .localQuit(reason: .other("done")))
        #expect(byes(pair.guestActions).isEmpty, "no goodbye before the peer's game_over is in")
        try pair.send(toHost: false, .received(pair.signed(try #require(held.message), fromHost: true)))
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.desync])
        #expect(byes(pair.guestActions).isEmpty && pair.guest.isClosed)
    }

    @Test func aFakeScoreInTheLastGameOverIsADesyncToo() throws {
        let held = Held()
        var pair = try gameWithHeldGameOver(held) { $0.scores = [120, 0] }
        try pair.send(toHost: false, .localQuit(reason: .other("done")))
        try pair.send(toHost: false, .received(pair.signed(try #require(held.message), fromHost: true)))
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.desync])
    }

    @Test func anHonestGameOverLetsTheLeavingSeatSayGoodbye() throws {
        let held = Held()
        var pair = try gameWithHeldGameOver(held)
        try pair.send(toHost: false, .localQuit(reason: .other("done")))
        try pair.send(toHost: false, .received(pair.signed(try #require(held.message), fromHost: true)))
        #expect(byes(pair.guestActions) == [Bye(reason: .other("done"))])
        #expect(pair.failures(pair.guestActions).isEmpty && pair.guest.isClosed)
        #expect(pair.hostActions.contains(.seatLeft(seat: 1, name: "Gino", reason: .other("done"))))
    }

    @Test func theWaitEndsWhenTheLeaveTimerRunsOut() throws {
        var pair = try gameWithHeldGameOver()
        try pair.send(toHost: false, .localQuit(reason: .other("done")))
        #expect(pair.guestActions.last == .startTimer(.leave, .heartbeats(2)), "two heartbeat intervals (§10)")
        var guest = pair.guest
        #expect(guest.handle(.writeIdle()) == [.send(.heartbeat, to: 0)])
        #expect(guest.handle(.writeIdle()) == [.send(.heartbeat, to: 0)], "a heartbeat tick is no longer the leave timer's clock")
        #expect(guest.handle(.timerFired(.leave)) == [.send(.bye(Bye(reason: .other("done"))), to: 0), .close])
    }

    @Test func aSeatThatAlreadyHasTheGameOverLeavesAtOnce() throws {
        var pair = SessionPair()
        try pair.start()
        try pair.send(toHost: false, .localQuit(reason: .other("done")))
        #expect(byes(pair.guestActions) == [Bye(reason: .other("done"))])
    }

    @Test func aRematchBeforeTheGameOverIsOutOfPlace() throws {
        var pair = try gameWithHeldGameOver()
        try pair.send(toHost: false, .received(pair.signed(.rematch(Rematch(game: 2, seat: 0)), fromHost: true)))
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.unexpectedMessage])
    }

    @Test func aDealWithAnotherSeedButTheRightDeckIsABadDeck() throws {
        var pair = SessionPair(protocolVersion: 2)
        pair.tamper = { fromHost, message in
            guard fromHost, case var .deal(deal) = message else { return message }
            deal.seed = String(repeating: "5", count: 64)
            return .deal(deal)
        }
        try pair.start()
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.badDeck])
        #expect(pair.ended(pair.guestActions).isEmpty)
    }

    @Test func theDealSeedMayComeInUpperCase() throws {
        var pair = SessionPair(protocolVersion: 2)
        pair.tamper = { fromHost, message in
            guard fromHost, case var .deal(deal) = message else { return message }
            deal.seed = deal.seed.uppercased()
            return .deal(deal)
        }
        try pair.start()
        #expect(pair.ended(pair.guestActions).count == 1)
    }

    @Test(arguments: [0, 2])
    func aWelcomeWithABadSeatIsABadMessage(_ seat: Int) throws {
        var pair = SessionPair()
        pair.tamper = { fromHost, message in
            guard fromHost, case var .welcome(welcome) = message else { return message }
            welcome.seat = seat
            return .welcome(welcome)
        }
        try pair.start()
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.badMessage])
    }

    @Test func aWelcomeListingOneSeatTwiceIsABadMessage() throws {
        var pair = SessionPair()
        pair.tamper = { fromHost, message in
            guard fromHost, case var .welcome(welcome) = message else { return message }
            welcome.seats = [SeatInfo(seat: 1, name: "A", key: welcome.seats[1].key), SeatInfo(seat: 1, name: "B", key: welcome.seats[1].key)]
            return .welcome(welcome)
        }
        try pair.start()
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.badMessage])
    }
}
