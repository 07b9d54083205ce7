import BriscolaCore
import BriscolaSession
import Testing

/// In the waiting room before a table's first game there is nothing to take up: a guest whose
/// link drops leaves its seat at once (no seat held for two minutes), and a guest whose host goes
/// is told at once (no reconnecting to a table that has closed).
@Suite struct WaitingRoomDropTests {
    @Test func aGuestDroppedBeforeTheFirstGameFreesItsSeatAtOnce() throws {
        var table = SessionTable(players: 3, guests: 1)
        try table.start()
        #expect(table.host.roster.taken.count == 2 && !table.host.hasGameToResume)
        let before = table.actions[0].count
        try table.send(to: 0, .disconnected(1))
        let after = table.actions[0][before...]
        #expect(after.contains { if case .seatLeft(seat: 1, _, _) = $0 { true } else { false } }, "\(after)")
        #expect(!after.contains { if case .startTimer(.hold, _) = $0 { true } else { false } }, "no seat held: \(after)")
        #expect(table.host.roster.taken.count == 1 && !table.host.isClosed, "the table stays open for others")
    }

    @Test func aGuestWhoseHostGoesBeforeTheFirstGameIsToldAtOnce() throws {
        var table = SessionTable(players: 3, guests: 1)
        try table.start()
        let before = table.actions[1].count
        try table.send(to: 1, .disconnected())
        let after = table.actions[1][before...]
        #expect(after.contains { if case .peerLeft = $0 { true } else { false } } && !after.contains(.reconnect), "\(after)")
        #expect(table.ends[1].isClosed)
    }

    @Test func aHostLeavingTheWaitingRoomSaysGoodbyeToItsGuests() throws {
        var table = SessionTable(players: 4, guests: 2)
        try table.start()
        try table.send(to: 0, .localQuit(reason: .tableClosed))
        for guest in [1, 2] {
            #expect(table.actions[guest].contains { if case .peerLeft(.left(_, .tableClosed)) = $0 { true } else { false } },
                    "\(table.actions[guest].suffix(3))")
        }
    }

    /// A player who sits down between two games has no game there yet either: the host frees the
    /// seat at once when the link drops (it once held it two minutes while the player's own end had
    /// given up), while a player of the game before keeps a held seat.
    @Test func aNewcomerBetweenGamesWhoDropsIsFreedAtOnce() throws {
        var table = SessionTable(players: 3)
        try table.start()
        #expect(table.ended(0).count == 1, "game 1 was played: \(table.actions[0].suffix(3))")
        // Pia leaves after game 1; Rocco comes and takes her seat.
        try table.send(to: 2, .localQuit(reason: .noMoreGames))
        try table.join(name: "Rocco")
        #expect(table.host.roster[2]?.name == "Rocco", "\(table.host.roster.taken)")
        #expect(table.host.hasGameToResume && table.ends[1].hasGameToResume && !table.ends[3].hasGameToResume)
        var before = table.actions[0].count
        try table.send(to: 0, .disconnected(3))
        let newcomer = table.actions[0][before...]
        #expect(newcomer.contains { if case .seatLeft(seat: 2, _, _) = $0 { true } else { false } }, "\(newcomer)")
        #expect(!newcomer.contains { if case .startTimer(.hold, _) = $0 { true } else { false } }, "no seat held for Rocco: \(newcomer)")
        // Gino played game 1: his seat is held.
        before = table.actions[0].count
        try table.send(to: 0, .disconnected(1))
        #expect(table.actions[0][before...].contains { if case .startTimer(.hold(seat: 1, _), _) = $0 { true } else { false } })
    }
}
