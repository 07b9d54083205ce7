import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// At a network table, a person who skips the last trick's pause with Enter and presses one more
/// as the result comes up does not ask for another game unseen (it did: the other player read
/// "Bruno wants another game" from a result Bruno never saw). Once the result has stood, Enter
/// asks; y asks at once. As the game against the computer does (`ResultSettleTests`).
@Suite struct NetResultSettleTests {
    /// Bruno's screen (seat 1 of two), the whole game played with every pause skipped by Enter;
    /// the game's end arrives while the last trick is in view (`endInView`), or after Enter has
    /// already swept that trick away (the hidden deal's audit takes a round trip).
    static func lastTrickSkipped(endInView: Bool) -> (NetTableApp, [AppEffect]) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5)), seed: Seed(5))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")],
                             mySeat: 1, players: 2))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 1), code: ""))
        _ = app.drainInbox()
        while !log.state.isFinished {
            let seat = log.state.turn, card = log.state.hands[seat][0]
            _ = log.append(Action(seat: seat, card: card))
            inbox.post(.played(seat: seat, card: card, view: log.state.view(for: 1)))
            _ = app.drainInbox()
            if log.state.isFinished, endInView { break }
            if app.screen.phase == .trickShown { _ = app.handle(.key(.enter)) }
        }
        inbox.post(.gameEnded(game: 1, record: log.record))
        var effects = app.drainInbox()
        // The Enter that skips the last trick's pause brings the result up.
        if endInView {
            #expect(app.screen.phase == .trickShown)
            effects = app.handle(.key(.enter))
        }
        #expect(app.screen.phase == .result)
        return (app, effects)
    }

    @Test(arguments: [true, false]) func aSpareEnterAsTheResultComesUpAsksNothing(_ endInView: Bool) {
        var (app, effects) = Self.lastTrickSkipped(endInView: endInView)
        #expect(effects.contains(.wait(milliseconds: 600)), "the result settles for a moment: \(effects)")
        let spare = app.handle(.key(.enter))
        #expect(spare.requests.isEmpty, "a spare Enter asked for another game unseen: \(spare)")
        #expect(app.screen.status.isEmpty && app.screen.phase == .result, "the question still stands: \(app.screen.status)")
        _ = app.handle(.tick)
        #expect(app.handle(.key(.enter)).requests == [.rematch], "Enter after the result stood asks for another game")
    }

    @Test func yAsksAtOnce() {
        var (app, _) = Self.lastTrickSkipped(endInView: true)
        #expect(app.handle(.key(.character("y"))).requests == [.rematch])
    }
}
