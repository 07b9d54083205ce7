import BriscolaTestSupport
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

@Suite(.cpuBound) struct SessionPlayTests {
    @Test(arguments: [2, 4])
    func hostAndGuestPlayThreeGamesAndAgreeOnEveryHash(_ version: Int) throws {
        var pair = SessionPair(protocolVersion: version)
        pair.games = 3
        try pair.start()
        let hostGames = pair.ended(pair.hostActions), guestGames = pair.ended(pair.guestActions)
        #expect(hostGames.count == 3 && guestGames.count == 3)
        for (h, g) in zip(hostGames, guestGames) {
            #expect(h == g)
            #expect(h.actions.count == 40)
            #expect(try h.verify().get().state.stateHash == h.stateHash)
        }
        #expect(hostGames.map(\.dealer) == [0, 1, 0], "dealer alternates")
        #expect(Set(hostGames.map(\.deck)).count == 3, "each game has its own deck")
        // Protocol 2 deals from a seed both sides agreed on; protocol 3 has no seed (§16).
        #expect(Set(hostGames.map(\.seed)).count == (version == 2 ? 3 : 1))
        #expect(pair.failures(pair.hostActions).isEmpty && pair.failures(pair.guestActions).isEmpty)
        #expect(pair.host.seatNames.map(\.name) == ["Hana", "Gino"])
        #expect(pair.guest.seatNames == pair.host.seatNames)
    }

    @Test(arguments: [2, 4])
    func theDeckDependsOnBothSecrets(_ version: Int) throws {
        var a = SessionPair(protocolVersion: version), b = SessionPair(protocolVersion: version)
        b.table.ends[1] = Session(config: SessionConfig(role: .guest, name: "Gino", program: "test", protocolVersion: version), entropy: .seeded(3))
        try a.start()
        try b.start()
        let first = try #require(a.ended(a.hostActions).first), second = try #require(b.ended(b.hostActions).first)
        #expect(first.deck != second.deck)
        if version == 2 { #expect(first.seed != second.seed) }
    }

    @Test func illegalLocalPlayIsRefusedWithoutSendingAnything() throws {
        var pair = SessionPair()
        pair.autoplay = false
        try pair.start()
        // Seat 1 (guest) leads game 1; the host trying to play now is refused locally.
        let before = pair.hostActions.count
        try pair.send(toHost: true, .localPlay(Card(.asso, .coppe)))
        let after = Array(pair.hostActions[before...])
        #expect(after.count == 1)
        guard case .rejectedLocal(.notYourTurn) = after.first else {
            Issue.record("expected a local rejection, got \(after)")
            return
        }
    }

    @Test func heartbeatsAndSilence() throws {
        var pair = SessionPair()
        pair.autoplay = false
        try pair.start()
        var host = pair.host, guest = pair.guest
        #expect(host.handle(.writeIdle(1)) == [.send(.heartbeat, to: 1)])
        // A silent guest: the host holds its seat for the grace period (§15), then frees it and
        // abandons the game; its table stays open.
        let silent = host.handle(.readIdle(1))
        #expect(silent == [.drop(1), .startTimer(.hold(seat: 1, token: 1), .seconds(120)), .seatAway(seat: 1, name: "Gino", seconds: 120)])
        let gone = host.handle(.timerFired(.hold(seat: 1, token: 1)))
        #expect(gone.contains(.seatLeft(seat: 1, name: "Gino", reason: .notBack(seconds: 120))))
        #expect(gone.contains { if case .gameAbandoned = $0 { true } else { false } })
        #expect(!host.isClosed && host.handle(.writeIdle(1)).isEmpty)
        // A silent host: the guest tries to reconnect; when that fails for the whole grace period,
        // its session ends.
        #expect(guest.handle(.readIdle()) == [.connectionLost(reason: .silent, seconds: 120), .reconnect])
        let lost = guest.handle(.reconnectFailed("connection refused"))
        #expect(lost.contains(.peerLeft(.reconnectFailed(detail: "connection refused"))) && lost.last == .close)
        #expect(guest.isClosed && guest.handle(.writeIdle()).isEmpty)
    }

    @Test func goodbyeMidGameAbandonsTheGameOnBothSides() throws {
        var pair = SessionPair()
        pair.autoplay = false
        try pair.start()
        try pair.send(toHost: false, .localQuit(reason: .other("dinner")))
        #expect(pair.hostActions.contains(.seatLeft(seat: 1, name: "Gino", reason: .other("dinner"))))
        #expect(pair.hostActions.contains { if case .gameAbandoned = $0 { true } else { false } })
        #expect(!pair.host.isClosed && pair.guest.isClosed, "the host's table stays open for the next guest")
    }
}
