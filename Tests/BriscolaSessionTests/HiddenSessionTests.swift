import BriscolaTestSupport
import BriscolaCore
import BriscolaHidden
@testable import BriscolaSession
import BriscolaWire
import Foundation
import Testing

/// Hidden hands at a whole table (Protocol.md §16): what the wire and the host can read, and a
/// cheating seat caught by name, the game abandoned and the table going on.
@Suite(.cpuBound) struct HiddenSessionTests {
    /// Every message of a table's transcript, as an eavesdropper on every link sees it.
    final class Eavesdropper {
        var deck: HiddenDeck
        var played: Set<Int> = []
        init(players: Int) { deck = HiddenDeck(variant: Variant(rawValue: players) ?? .two) }

        /// Takes in one message; false once the audit starts (every key is public from then on).
        func read(_ message: Message) throws -> Bool {
            switch message {
            case let .shuffle(pass), let .lock(pass):
                try deck.accept(pass.deck.compactMap(GroupElement.init(hex:)), from: pass.seat)
            case let .open(openings):
                for (position, hex) in zip(openings.positions, openings.keys) {
                    guard let key = Scalar(hex: hex) else { continue }
                    try deck.record(key, seat: openings.seat, position: position)
                }
            case let .play(play):
                guard let position = play.position, let key = play.key.flatMap(Scalar.init(hex:)) else { return true }
                try deck.record(key, seat: play.seat, position: position)
                played.insert(position)
            case .audit: return false
            default: break
            }
            return true
        }

        var openable: Set<Int> {
            Set((0..<deck.variant.deckSize).filter { if case .card = deck.open($0) { true } else { false } })
        }
    }

    @Test("the wire never shows a card before it is played: only the trump and the cards played open", arguments: [2, 3, 4])
    func theWireShowsNothingElse(players: Int) throws {
        var table = SessionTable(players: players)
        try table.start()
        let spy = Eavesdropper(players: players)
        var seen: Set<[UInt8]> = [], plays = 0
        // The host relays each message to several guests: the spy reads each once.
        for entry in table.transcript where seen.insert(try MessageCoding.encode(entry.message)).inserted {
            guard try spy.read(entry.message) else { break }
            guard spy.deck.locked != nil else { continue }
            if case .play = entry.message {
                plays += 1
                #expect(spy.openable == spy.played.union([3 * players]), "after \(plays) plays")
            } else {
                #expect(spy.openable.isSubset(of: spy.played.union([3 * players])), "after \(plays) plays")
            }
        }
        #expect(plays == Variant(rawValue: players)?.deckSize && spy.played.count == plays)
        #expect(table.failures(0).isEmpty && table.failures(1).isEmpty)
    }

    @Test("the host, who relays every key, opens only its own cards, the trump and what was played")
    func theHostReadsOnlyItsOwnHand() throws {
        var table = SessionTable(players: 3)
        table.autoplay = false
        try table.start()
        guard case let .playing(game) = table.host.phase, let hidden = game.hidden else {
            Issue.record("the game is not on at the host")
            return
        }
        let mine = Set(hidden.positionsInHand(0))
        #expect(mine.count == 3)
        let opened = Set(hidden.known.indices.filter { hidden.known[$0] != nil })
        #expect(opened == mine.union([9]), "the host can open its three cards and the trump, nothing of seats 1 and 2")
        for seat in [1, 2] { #expect(!hidden.handKnown(seat)) }
    }

    /// A two-seat table where the guest (seat 1) cheats as `tamper` says, re-signing what it changes.
    func cheating(_ tamper: @escaping (Message) -> Message) throws -> SessionTable {
        var table = SessionTable(players: 2)
        table.tamper = { from, _, message in from == 1 ? tamper(message) : message }
        try table.start()
        return table
    }

    final class Memory: @unchecked Sendable { var plays: [Play] = [] }

    @Test("a guest that plays a position it already played: position_not_in_hand; the host's table goes on")
    func reusedPosition() throws {
        let memory = Memory()
        let table = try cheating { message in
            guard case var .play(play) = message else { return message }
            if let earlier = memory.plays.first, memory.plays.count >= 2 {
                play.position = earlier.position
                play.key = earlier.key
                play.card = earlier.card
                return .play(play)
            }
            memory.plays.append(play)
            return message
        }
        #expect(table.sentErrors(0).map(\.code) == [.positionNotInHand])
        #expect(table.actions[0].contains { if case .gameAbandoned = $0 { true } else { false } }, "the host keeps the game, abandoned")
        #expect(table.actions[1].contains { if case .gameAbandoned = $0 { true } else { false } }, "and so does the cheat")
        #expect(!table.host.isClosed, "the host's table stays open")
    }

    @Test("a guest whose deal keys are not the ones it committed to: key_not_committed, seat 1 named")
    func badKeyInTheDeal() throws {
        let table = try cheating { message in
            guard case var .open(openings) = message, openings.round == 0 else { return message }
            openings.keys[0] = openings.keys[1] // a valid key, but another position's
            return .open(openings)
        }
        #expect(table.sentErrors(0).map(\.code) == [.keyNotCommitted])
        #expect(table.sentErrors(0).map(\.seat) == [1])
    }

    @Test("a guest whose shuffle has an element twice: bad_deck")
    func duplicateInAShuffle() throws {
        let table = try cheating { message in
            guard case var .shuffle(pass) = message else { return message }
            pass.deck[1] = pass.deck[0]
            return .shuffle(pass)
        }
        #expect(table.sentErrors(0).map(\.code) == [.badDeck])
    }

    @Test("a guest that lies in its audit about a key it played with: key_not_committed")
    func lyingAudit() throws {
        let memory = Memory()
        let table = try cheating { message in
            if case let .play(play) = message { memory.plays.append(play) }
            guard case var .audit(audit) = message, let played = memory.plays.first?.position else { return message }
            audit.keys[played] = audit.keys[(played + 1) % audit.keys.count]
            return .audit(audit)
        }
        #expect(table.sentErrors(0).map(\.code) == [.keyNotCommitted] && table.sentErrors(0).map(\.seat) == [1])
        #expect(table.actions[0].contains { if case .gameAbandoned = $0 { true } else { false } })
    }

    /// §16.5 names the code: a shuffle key that is no valid key (unreduced, or zero) is bad_audit.
    @Test("a guest whose audit's shuffle_key is not a valid key: bad_audit", arguments: [String(repeating: "ff", count: 32), String(repeating: "00", count: 32)])
    func invalidShuffleKeyInTheAudit(_ key: String) throws {
        let table = try cheating { message in
            guard case var .audit(audit) = message else { return message }
            audit.shuffleKey = key
            return .audit(audit)
        }
        #expect(table.sentErrors(0).map(\.code) == [.badAudit])
        #expect(table.sentErrors(0).first?.message.contains("seat 2") == true, "the author named as people count seats: \(table.sentErrors(0))")
    }

    @Test("a relay that changes a play's key breaks its signature: position and key are signed")
    func forgedKey() throws {
        var table = SessionTable(players: 2)
        table.resignTampered = false // a forging relay, not the author: the signature breaks
        table.tamper = { from, _, message in
            guard from == 1, case var .play(play) = message else { return message }
            play.key = String(repeating: "0", count: 62) + "01"
            return .play(play)
        }
        try table.start()
        #expect(table.sentErrors(0).map(\.code) == [.badSignature])
    }

    @Test("a host alone with computer players (b pressed before anyone came) plays whole games", arguments: [2, 4])
    func aHostWithOnlyComputerPlayers(_ version: Int) throws {
        var host = Session(config: SessionConfig(role: .host, name: "Hana", program: "test", players: 3, protocolVersion: version),
                           entropy: .seeded(1))
        var queue: [SessionEvent] = [.fillWithBots]
        var started = 0, ended: [GameRecord] = [], steps = 0
        while !queue.isEmpty, steps < 10_000 {
            steps += 1
            for action in host.handle(queue.removeFirst()) {
                switch action {
                case .gameStarted: started += 1
                case let .yourTurn(view): queue.append(.localPlay(view.hand[0]))
                case let .botTurn(seat, view): queue.append(.botPlay(seat: seat, card: view.hand[0]))
                case let .gameEnded(_, record): ended.append(record)
                default: break
                }
            }
        }
        #expect(started == 1 && ended.count == 1, "started \(started), ended \(ended.count)")
        #expect(ended.first?.actions.count == 39 && ended.first?.isAbandoned == false)
        #expect(try ended.first?.verify().get().state.isFinished == true)
    }
}
