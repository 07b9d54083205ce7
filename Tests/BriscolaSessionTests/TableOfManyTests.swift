import BriscolaTestSupport
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import Testing

/// Tables of three and four seats in memory: the host relays every seat's signed messages, every
/// seat checks everything, and seats come and go (Protocol.md §12).
@Suite(.cpuBound) struct TableOfManyTests {
    func plays(_ table: SessionTable) -> [[GameRecord]] { table.ends.indices.map { table.ended($0) } }

    @Test(arguments: [3, 4])
    func everySeatAgreesOnEveryGame(_ players: Int) throws {
        var table = SessionTable(players: players)
        table.games = 3
        try table.start()
        let records = plays(table)
        #expect(records.allSatisfy { $0.count == 3 }, "\(records.map(\.count))")
        for end in 1..<players { #expect(records[end] == records[0]) }
        #expect(records[0].map(\.dealer) == [0, 1, 2].map { $0 % players }, "the deal passes round the table")
        #expect(records[0].allSatisfy { $0.actions.count == Variant(rawValue: players)?.deckSize })
        for record in records[0] { #expect(try record.verify().get().state.stateHash == record.stateHash) }
        for end in table.ends.indices { #expect(table.failures(end).isEmpty) }
        // Every seat's messages reached every other seat through the host: guest-to-guest plays too.
        let relayed = table.transcript.filter { $0.from == 0 && $0.to != 0 }.compactMap { entry -> Int? in
            if case let .play(play) = entry.message, play.seat != 0, play.seat != table.ends[entry.to].mySeat { play.seat } else { nil }
        }
        #expect(Set(relayed) == Set(1..<players))
    }

    @Test func everySeatSeesTheSameTableCode() throws {
        var table = SessionTable(players: 4)
        try table.start()
        let codes = table.actions.map { $0.compactMap { if case let .gameStarted(_, _, code) = $0 { code } else { nil } } }
        #expect(codes.allSatisfy { $0.count == 1 } && Set(codes.map(\.first)).count == 1)
    }

    @Test func aHostFillsSeatsWithComputerPlayers() throws {
        var table = SessionTable(players: 4, bots: 2)
        table.games = 2
        try table.start()
        #expect(table.ended(0).count == 2 && table.ended(1) == table.ended(0))
        #expect(table.host.roster.taken.map(\.bot) == [false, true, true, true].enumerated().map { $0.offset >= 2 })
    }

    /// A headless host's own seat is marked a computer player for everyone (their records say so),
    /// and still takes part as the host's seat: each next game waits for its own rematch.
    @Test func aHeadlessHostsSeatIsAComputerPlayerThatStillAsksForTheNextGame() throws {
        var table = SessionTable(players: 3, hostIsProgram: true)
        table.games = 2
        try table.start()
        #expect(table.ended(0).count == 2 && table.ended(1) == table.ended(0) && table.ended(2) == table.ended(0))
        for end in table.ends { #expect(end.roster.taken.map(\.bot) == [true, false, false]) }
        var waiting = SessionTable(players: 2, hostIsProgram: true)
        waiting.games = 1
        try waiting.start()
        try waiting.send(to: 1, .localRematch)
        #expect(waiting.ended(0).count == 1, "no second game until the host's own seat asks")
        #expect(!waiting.actions[0].contains { if case .gameStarted(2, _, _) = $0 { true } else { false } })
        #expect(SessionTable(players: 2).host.roster.taken.map(\.bot) == [false], "a person's host seat is no computer")
    }

    @Test func aForgedRelayedPlayIsABadSignature() throws {
        var table = SessionTable(players: 3)
        table.resignTampered = false // the host alters a guest's play on its way to the other guest
        table.tamper = { from, to, message in
            guard from == 0, to == 2, case var .play(play) = message, play.seat == 1 else { return message }
            play.hash = String(repeating: "0", count: 64)
            return .play(play)
        }
        try table.start()
        #expect(table.sentErrors(2).map(\.code) == [.badSignature])
        #expect(table.ends[2].isClosed && table.ended(2).isEmpty)
        #expect(table.actions[0].contains { if case .seatLeft(seat: 2, _, _) = $0 { true } else { false } })
    }

    @Test func aGuestLeavingMidGameAbandonsItForEveryoneAndTheSeatReopens() throws {
        var table = SessionTable(players: 3, guests: 3)
        table.autoplay = false
        try table.start()
        // The third guest found the table full (the grace runs out at once here).
        #expect(table.actions[3].contains(.failed(.peerError(code: .tableFull, spelling: "table_full", message: "this table already has its players"))))
        try table.send(to: 1, .localQuit(reason: .other("dinner")))
        for end in [0, 2] {
            #expect(table.actions[end].contains { if case .gameAbandoned = $0 { true } else { false } })
            #expect(table.actions[end].contains { if case let .seatLeft(1, name, reason) = $0 { name == "Gino" && reason == .other("dinner") } else { false } })
        }
        #expect(table.host.roster.freeCount == 1 && !table.ends[2].isClosed)
        #expect(table.ended(2).isEmpty && table.actions[2].contains { if case .gameAbandoned = $0 { true } else { false } })
        // A newcomer takes the seat; the next game starts when the others have asked for it.
        table.ends.append(Session(config: SessionConfig(role: .guest, name: "Zoe", program: "test"), entropy: .seeded(9)))
        table.actions.append([])
        table.autoplay = true
        try table.send(to: 0, .connected(4))
        try table.send(to: 4, .connected())
        try table.send(to: 0, .localRematch)
        try table.send(to: 2, .localRematch)
        #expect(table.ended(4).count == 1 && table.ended(4) == table.ended(2) && table.ended(0) == table.ended(2), "\(table.actions[4].prefix(8)) \(table.actions[0].suffix(12))")
        #expect(table.ended(0).first.map { $0.dealer } == 1, "game 2 is dealt by seat 1")
    }

    @Test func aFifthPlayerIsToldTheTableIsFullAndTheGameGoesOn() throws {
        var table = SessionTable(players: 4, guests: 4)
        table.games = 2
        try table.start()
        #expect(table.actions[4].contains(.failed(.peerError(code: .tableFull, spelling: "table_full", message: "this table already has its players"))))
        #expect(table.ended(4).isEmpty && table.ended(1).count == 2 && table.ended(3) == table.ended(0))
    }

    @Test func chatReachesEveryoneAtTheTableSignedByItsAuthor() throws {
        var table = SessionTable(players: 4)
        table.autoplay = false
        try table.start()
        try table.send(to: 2, .localChat("Ciao a tutti\u{1b}[2J"))
        for end in [0, 1, 3] {
            #expect(table.actions[end].contains(.chat(seat: 2, text: "Ciao a tutti")), "end \(end)")
        }
        #expect(!table.actions[2].contains { if case .chat = $0 { true } else { false } }, "our own line is not echoed back")
        // A chat line altered on its way (here by the relay) is a bad signature at its receiver.
        table.resignTampered = false
        table.tamper = { from, to, message in
            guard from == 0, to == 3, case var .chat(chat) = message else { return message }
            chat.original = "Hana is cheating"
            return .chat(chat)
        }
        try table.send(to: 1, .localChat("Buona fortuna"))
        #expect(table.sentErrors(3).map(\.code) == [.badSignature])
        #expect(table.actions[2].contains(.chat(seat: 1, text: "Buona fortuna")))
    }

    @Test(arguments: [-1, 0, 1, 3, 4, Int.max])
    func aSeatedForASeatThatIsNotAFreeGuestSeatIsABadMessage(_ seat: Int) throws {
        var table = SessionTable(players: 3, guests: 1)
        table.autoplay = false
        try table.start()
        var guest = table.ends[1]
        let actions = guest.handle(.received(.seated(SeatInfo(seat: seat, name: "Eve", key: String(repeating: "ab", count: 32)))))
        #expect(actions.contains { if case let .send(.error(error), _) = $0 { error.code == .badMessage } else { false } }, "seat \(seat)")
        #expect(guest.isClosed)
    }

    @Test func aNewcomersFirstStartMayNotOverflowTheGameNumbers() throws {
        var table = SessionTable(players: 3, guests: 2)
        table.autoplay = false
        table.tamper = { from, _, message in
            guard from == 0, case .start = message else { return message }
            return .start(Start(game: Int.max))
        }
        try table.start()
        #expect(table.sentErrors(1).map(\.code) == [.badMessage] && table.ends[1].isClosed)
    }

    @Test func askingForATakenSeatIsRefused() throws {
        var table = SessionTable(players: 4, guests: 2)
        table.ends[2] = Session(config: SessionConfig(role: .guest, name: "Pia", program: "test", seat: 1), entropy: .seeded(3))
        try table.start()
        #expect(table.actions[2].contains { if case .failed(.peerError(code: .seatTaken, _, _)) = $0 { true } else { false } })
        #expect(table.host.roster[1]?.name == "Gino" && table.host.roster.freeCount == 2)
    }

    /// A seat the table does not have is refused in the numbers people use (the host's seat is 1):
    /// `bot join --seat 4` at a table of two read "seat 3 is not a guest's seat".
    @Test func askingForASeatTheTableLacksSaysItAsPeopleCount() throws {
        var table = SessionTable(players: 2, guests: 1)
        table.ends[1] = Session(config: SessionConfig(role: .guest, name: "Gino", program: "test", seat: 3), entropy: .seeded(2))
        try table.start()
        let message = table.actions[1].compactMap { if case let .failed(.peerError(code: .badMessage, _, message)) = $0 { message } else { nil } }
        #expect(message == ["a table of 2 has no guest seat 4 (seats counted from 1, the host's first)"], "\(table.actions[1])")
    }

    @Test func aGuestMayAskForThePartnersSeat() throws {
        var table = SessionTable(players: 4, guests: 3)
        table.ends[1] = Session(config: SessionConfig(role: .guest, name: "Gino", program: "test", seat: 2), entropy: .seeded(2))
        try table.start()
        #expect(table.host.roster.taken.map(\.name) == ["Hana", "Pia", "Gino", "Rocco"])
        #expect(table.ended(1).count == 1 && table.ended(1) == table.ended(3))
    }

    @Test func aProtocolOneGuestIsToldBothVersions() throws {
        var host = Session(config: SessionConfig(role: .host, name: "Hana", program: "test", players: 3), entropy: .seeded(1))
        _ = host.handle(.connected(1))
        let old = try MessageCoding.decode(Array(#"{"type":"hello","protocol":1,"program":"old","name":"Gino"}"#.utf8).withUnsafeBufferPointer { Data($0) })
        let actions = host.handle(.received(old, from: 1))
        guard case let .send(.error(error), 1)? = actions.first else {
            Issue.record("expected an error, got \(actions)")
            return
        }
        #expect(error.code == .versionMismatch && error.message.contains("protocol \(WireProtocol.version)") && error.message.contains("protocol 1"))
        #expect(actions.last == .drop(1) && host.roster.freeCount == 2)
    }
}
