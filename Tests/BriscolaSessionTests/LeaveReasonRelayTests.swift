import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import Testing

/// A guest's reason for leaving reaches the other guests as the value it was, through the host's
/// `left` (Protocol.md §12: the code travels beside the words, and is relayed).
@Suite struct LeaveReasonRelayTests {
    @Test(arguments: [LeaveReason.played(games: 2), .noMoreGames, .left, .stopped])
    func aLeftRelayedByTheHostCarriesTheCode(_ reason: LeaveReason) throws {
        var table = SessionTable(players: 3)
        table.autoplay = false
        try table.start()
        try table.send(to: 1, .localQuit(reason: reason))
        let lefts = table.actions[0].compactMap { if case let .send(.left(left), _) = $0 { left } else { nil } }
        let left = try #require(lefts.first)
        #expect(left.reason == reason)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(MessageCoding.encode(.left(left)))) as? [String: Any])
        #expect(sent["reason_code"] as? String == reason.code?.rawValue && sent["reason"] as? String == reason.wireText)
        for end in [0, 2] {
            #expect(table.actions[end].contains { if case .seatLeft(1, _, reason) = $0 { true } else { false } }, "\(table.actions[end])")
        }
    }

    /// The host words why it freed a seat from what it knows, and the others hear the same value.
    @Test func aGuestWhoBreaksTheProtocolIsNamedWithTheCode() throws {
        var table = SessionTable(players: 3)
        table.autoplay = false
        try table.start()
        try table.send(to: 0, .received(.hello(Hello(program: "x", name: "Eve", key: String(repeating: "ab", count: 32))), from: 1))
        let freed = table.actions[0].compactMap { if case let .seatLeft(1, _, reason) = $0 { reason } else { nil } }
        #expect(freed.count == 1 && freed.allSatisfy { if case .protocolError("unexpected_message", _) = $0 { true } else { false } }, "\(freed)")
    }
}
