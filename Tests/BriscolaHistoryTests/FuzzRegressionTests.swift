import BriscolaCore
@testable import BriscolaHistory
import Foundation
import GRDB
import Testing

/// Inputs the history fuzz target (`Scripts/fuzz history`) found, kept so they stay fixed.
@Suite struct HistoryFuzzRegressionTests {
    /// A stored match whose record JSON was edited by `edit`, as `StoredRow` reads it back.
    func storedRow(editing edit: (inout [String: Any]) -> Void) throws -> Result<StoredMatch, HistoryError> {
        let (record, _) = try sampleMatch(4)
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
        edit(&json)
        let text = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        // The columns kept beside the record say what the unedited record's replay says.
        let derived = StoredRow.Derived(record, try record.verify().get())
        let row = Row(["id": 3 as Int64, "record": text, "mode": "local", "playedAt": Date(timeIntervalSince1970: 1_800_000_000),
                       "mySeat": 0 as Int64, "variant": derived.variant, "result": derived.result, "stateHash": derived.stateHash])
        let seats = zip([("Ada", "human"), ("Bot", "emulator:easy")], derived.seats).map { player, kept in
            Row(["name": player.0, "kind": player.1, "points": kept.points, "tricks": kept.tricks, "captured": kept.captured])
        }
        do throws(HistoryError) {
            return .success(try StoredRow.match(row, seats: seats))
        } catch {
            return .failure(error)
        }
    }

    /// `history show` divided by the record's player count: a record edited to 0 players trapped.
    @Test func aRecordOfNoPlayersIsACorruptRowNotATrap() throws {
        let result = try storedRow { $0["variant"] = 0 }
        guard case let .failure(.corrupt(match, column, reason)) = result else {
            Issue.record("expected a corrupt record, got \(result)")
            return
        }
        #expect(match == 3 && column == "record" && reason == .doesNotReplay(.badVariant(0)), "\(reason)")
    }

    /// The tricks a record lists are not checked by its replay: one led by seat `Int.max` overflowed when
    /// `history show` named its players. What is read back is the replay's record instead.
    @Test func storedTricksAreTheReplaysNotTheFiles() throws {
        let result = try storedRow { json in
            guard var tricks = json["tricks"] as? [[String: Any]], !tricks.isEmpty else {
                Issue.record("the stored record lists no tricks to tamper with")
                return
            }
            tricks[0]["leader"] = Int.max
            json["tricks"] = tricks
        }
        let match = try result.get()
        #expect(match.record.tricks.allSatisfy { (0..<match.record.variant).contains($0.leader) })
        #expect(MatchText.full(match).contains("Scores:"))
    }
}
