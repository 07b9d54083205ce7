import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// Corners of Protocol.md where a peer written from the document alone could part from ours:
/// each answer here is the one the document gives.
@Suite struct ProtocolEdgeTests {
    /// §8: members a version does not know are ignored, so protocol 3's `position` and `key` on a
    /// protocol-2 `play` are not signed and do not stop the game.
    @Test func aProtocolTwoPlayCarryingHiddenMembersIsPlayedOn() throws {
        var pair = SessionPair(protocolVersion: 2)
        pair.table.resignTampered = false
        pair.tamper = { fromHost, message in
            guard !fromHost, case var .play(play) = message, play.seq <= 2 else { return message }
            play.position = 4
            play.key = String(repeating: "ab", count: 32)
            return .play(play)
        }
        try pair.start()
        #expect(pair.sentErrors(pair.hostActions).isEmpty && pair.sentErrors(pair.guestActions).isEmpty)
        #expect(pair.ended(pair.hostActions).count == 1 && pair.ended(pair.guestActions).count == 1)
    }

    /// §8: a `start` whose game number no game can have is `bad_message`, even as a first start.
    @Test(arguments: [0, -3])
    func aStartOfAnImpossibleGameIsABadMessage(_ game: Int) throws {
        var pair = SessionPair(protocolVersion: 2)
        pair.tamper = { fromHost, message in
            guard fromHost, case .start = message else { return message }
            return .start(Start(game: game))
        }
        try pair.start()
        #expect(pair.sentErrors(pair.guestActions).map(\.code) == [.badMessage])
        #expect(pair.guest.isClosed)
    }

    /// §9: a seat's second `rematch` for the same game is a duplicate, `out_of_order`.
    @Test func aSecondRematchOfOneSeatIsOutOfOrder() throws {
        var pair = SessionPair(protocolVersion: 2)
        try pair.start()
        #expect(pair.ended(pair.hostActions).count == 1)
        let rematch = pair.signed(.rematch(Rematch(game: 2, seat: 1)), fromHost: false)
        try pair.send(toHost: true, .received(rematch))
        #expect(pair.sentErrors(pair.hostActions).isEmpty, "the first is the guest's wish")
        try pair.send(toHost: true, .received(rematch))
        #expect(pair.sentErrors(pair.hostActions).map(\.code) == [.outOfOrder])
    }

    /// §10: while a seat waits to leave after a game, `seated` is handled as usual (a seat freed
    /// and taken again meanwhile), and the goodbye still waits for the last `game_over`.
    @Test func aSeatTakenWhileWeWaitToLeaveIsShown() throws {
        var table = SessionTable(players: 3, protocolVersion: 2)
        let held = SessionEndTests.Held()
        table.tamper = { from, to, message in
            guard from == 0, to == 1, case let .gameOver(over) = message, over.seat == 0 else { return message }
            held.message = message
            return nil
        }
        try table.start()
        #expect(table.ended(1).count == 1)
        try table.send(to: 1, .localQuit(reason: .other("done")))
        let other = table.ends[2].mySeat
        try table.send(to: 1, .received(.left(Left(seat: other, reason: .other("tea")))))
        try table.send(to: 1, .received(.seated(SeatInfo(seat: other, name: "Cleo", key: String(repeating: "cd", count: 32)))))
        #expect(table.sentErrors(1).isEmpty, "\(table.sentErrors(1))")
        #expect(table.actions[1].contains { if case let .seatsChanged(seats, _) = $0 { seats.contains { $0.name == "Cleo" } } else { false } })
        #expect(!table.actions[1].contains { if case .send(.bye, _) = $0 { true } else { false } }, "the host's game_over is not in yet")
        try table.send(to: 1, .received(try #require(held.message)))
        #expect(table.actions[1].contains { if case .send(.bye, _) = $0 { true } else { false } })
    }

    /// §8: a guest a program plays says `headless` in its hello; the host copies it into the seat
    /// entry every other seat hears, and nothing else about the seat changes (it asks for games,
    /// plays and is dealt as any guest).
    @Test func aHeadlessGuestIsSaidToBeOneToEveryone() throws {
        var table = SessionTable(players: 3, guests: 1)
        table.games = 2
        try table.start()
        try table.join(name: "Gus", headless: true)
        let entry = try #require(table.host.roster[2], "\(table.host.roster.taken) \(table.actions[0].suffix(5))")
        #expect(entry.headless == true && !entry.bot && entry.playedByProgram)
        #expect(table.transcript.contains { if case let .seated(info) = $0.message { info.name == "Gus" && info.headless == true } else { false } })
        let hello = try #require(table.transcript.first { if case let .hello(h) = $0.message { h.name == "Gus" } else { false } })
        #expect(String(decoding: try MessageCoding.encode(hello.message), as: UTF8.self).contains("\"headless\":true"))
        let person = try #require(table.transcript.first { if case let .hello(h) = $0.message { h.name != "Gus" } else { false } })
        #expect(!String(decoding: try MessageCoding.encode(person.message), as: UTF8.self).contains("headless"), "said only when true")
        #expect(table.ended(0).count == 2 && table.ended(2) == table.ended(0), "it played both games like any guest")
    }
}
