import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// The turn timer (Protocol.md §10): the host's limit reaches every seat in `welcome`; a seat whose
/// time runs out has the rule's card played for it, marked so, and every other seat checks the card.
@Suite struct TurnTimerTests {
    @Test func theLowestCardIsTheFewestPointsNeverATrumpWhileThereIsAnother() {
        let hand = [Card(.asso, .coppe), Card(.sette, .spade), Card(.due, .denari), Card(.quattro, .denari)]
        #expect(TimeLimit.card(in: hand, trump: .denari) == Card(.sette, .spade), "no trump while another card is left")
        #expect(TimeLimit.card(in: hand, trump: .bastoni) == Card(.due, .denari), "the weakest of the pointless")
        #expect(TimeLimit.card(in: [Card(.re, .coppe), Card(.fante, .coppe)], trump: .coppe) == Card(.fante, .coppe))
        #expect(TimeLimit.card(in: [], trump: .coppe) == nil)
    }

    func timedTable(players: Int, protocol version: Int? = nil) throws -> SessionTable {
        var table = SessionTable(players: players, protocolVersion: version)
        table.ends[0] = Session(config: SessionConfig(role: .host, name: "Hana", program: "test", players: players, turnTime: 30,
                                                      protocolVersion: version), entropy: .seeded(1))
        table.autoplay = false
        try table.start()
        return table
    }

    @Test func aSeatWhoseTimeRunsOutPlaysTheRulesCardAndEveryoneIsTold() throws {
        var table = try timedTable(players: 3)
        #expect(table.actions[1].contains(.timeLimit(seconds: 30)) && table.actions[2].contains(.timeLimit(seconds: 30)))
        // Seat 1 leads game 1 (the host deals).
        guard case let .yourTurn(view)? = table.actions[1].last(where: { if case .yourTurn = $0 { true } else { false } }) else {
            Issue.record("seat 1 was not asked to play")
            return
        }
        let expected = try #require(TimeLimit.card(in: Array(view.hand), trump: view.trump))
        try table.send(to: 1, .localTimeUp)
        for end in 0..<3 {
            #expect(table.actions[end].contains(.timedOut(seat: 1)), "end \(end)")
            #expect(table.actions[end].contains { if case let .played(1, card, _) = $0 { card == expected } else { false } }, "end \(end)")
        }
        #expect(table.failures(2).isEmpty && table.failures(0).isEmpty)
        // Out of turn, the time running out does nothing.
        let before = table.actions[1].count
        try table.send(to: 1, .localTimeUp)
        #expect(table.actions[1].count == before)
    }

    @Test func aTimedOutPlayThatIsNotTheRulesCardIsABadMessage() throws {
        var table = try timedTable(players: 2, protocol: 2)
        table.tamper = { from, _, message in
            guard from == 1, case var .play(play) = message, play.seq == 1 else { return message }
            play.timedOut = true // the card was chosen, not the rule's (unless by chance)
            return .play(play)
        }
        guard case let .yourTurn(view)? = table.actions[1].last(where: { if case .yourTurn = $0 { true } else { false } }) else {
            Issue.record("seat 1 was never asked to play: \(table.actions[1])")
            return
        }
        let rule = TimeLimit.card(in: Array(view.hand), trump: view.trump)
        let chosen = try #require(view.hand.first { $0 != rule })
        try table.send(to: 1, .localPlay(chosen))
        #expect(table.sentErrors(0).map(\.code) == [.badMessage])
    }

    @Test func aHiddenTimedOutPlayThatIsNotTheRulesCardFailsTheAudit() throws {
        var table = try timedTable(players: 2, protocol: 4)
        table.tamper = { from, _, message in
            guard from == 1, case var .play(play) = message, play.seq == 1 else { return message }
            play.timedOut = true // nobody can see seat 1's hand now; the audit can
            return .play(play)
        }
        guard case let .yourTurn(view)? = table.actions[1].last(where: { if case .yourTurn = $0 { true } else { false } }) else {
            Issue.record("seat 1 was not asked to play")
            return
        }
        let rule = TimeLimit.card(in: Array(view.hand), trump: view.trump)
        let chosen = try #require(view.hand.first { $0 != rule })
        table.autoplay = true
        try table.send(to: 1, .localPlay(chosen))
        #expect(table.actions[0].contains(.timedOut(seat: 1)), "the mark is taken on trust until the audit")
        #expect(table.sentErrors(0).map(\.code) == [.badAudit])
        #expect(table.sentErrors(0).first?.message.contains("play 1 was marked timed_out") == true)
    }

    @Test func withoutATimerATimedOutPlayIsRefusedToo() throws {
        var table = SessionTable(players: 2)
        table.autoplay = false
        try table.start()
        #expect(!table.actions[1].contains { if case .timeLimit = $0 { true } else { false } })
        try table.send(to: 1, .localTimeUp)
        #expect(!table.actions[1].contains { if case .timedOut = $0 { true } else { false } }, "no timer, no time running out")
    }
}
