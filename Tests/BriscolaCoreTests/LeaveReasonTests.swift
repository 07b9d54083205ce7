import BriscolaCore
import Testing

/// This program's reasons for leaving read back from their English words, and nothing else does.
@Suite struct LeaveReasonTests {
    @Test func everyReasonReadsBackFromItsWords() {
        let all: [LeaveReason] = [.noMoreGames, .played(games: 1), .played(games: 20), .stopped, .tableClosed, .notBack(seconds: 120),
                                  .notBack(seconds: 0), .hostRestarted, .connectionClosed, .silent]
        for reason in all { #expect(LeaveReason(english: reason.english) == reason, "\(reason.english)") }
        #expect(LeaveReason.played(games: 1).english == "played 1 game" && LeaveReason.played(games: 3).english == "played 3 games")
    }

    @Test func aPeersOwnWordsAreNone() {
        for words in ["", "left", "played games", "played  games", "played x games", "did not come back within  seconds", "Stopped", "stopped!"] {
            #expect(LeaveReason(english: words) == nil, "\(words)")
        }
    }
}
