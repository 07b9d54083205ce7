import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

@Suite struct SessionPlayTests {
    @Test func hostAndGuestPlayThreeGamesAndAgreeOnEveryHash() throws {
        var pair = SessionPair()
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
        #expect(Set(hostGames.map(\.seed)).count == 3, "each game has its own seed")
        #expect(pair.failures(pair.hostActions).isEmpty && pair.failures(pair.guestActions).isEmpty)
        #expect(pair.host.seatNames.map(\.name) == ["Hana", "Gino"])
        #expect(pair.guest.seatNames == pair.host.seatNames)
    }

    @Test func gameSeedDependsOnBothSecrets() throws {
        var a = SessionPair(), b = SessionPair()
        b.guest = Session(config: SessionConfig(role: .guest, name: "Gino", program: "test"), entropy: .seeded(3))
        try a.start()
        try b.start()
        #expect(a.ended(a.hostActions).first?.seed != b.ended(b.hostActions).first?.seed)
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
        #expect(pair.host.handle(.writeIdle) == [.send(.heartbeat)])
        let gone = pair.host.handle(.readIdle)
        #expect(gone.contains(.peerLeft(reason: "no word from the other player for too long")))
        #expect(gone.last == .close)
        #expect(gone.contains { if case .gameAbandoned = $0 { true } else { false } })
        #expect(pair.host.isClosed && pair.host.handle(.writeIdle).isEmpty)
    }

    @Test func goodbyeMidGameAbandonsTheGameOnBothSides() throws {
        var pair = SessionPair()
        pair.autoplay = false
        try pair.start()
        try pair.send(toHost: false, .localQuit(reason: "dinner"))
        #expect(pair.hostActions.contains(.peerLeft(reason: "the other player left: dinner")))
        #expect(pair.hostActions.contains { if case .gameAbandoned = $0 { true } else { false } })
        #expect(pair.host.isClosed && pair.guest.isClosed)
    }
}
