import BriscolaCore
import BriscolaHistory
import Foundation

/// A stored match as JSON: the full record (replayable) and who played.
struct MatchJSON: Encodable {
    let id: Int64
    let playedAt: String
    let mode: String
    let mySeat: Int
    let players: [[String: String]]
    let outcome: String
    let record: GameRecord

    init(_ match: StoredMatch) {
        id = match.id
        playedAt = ISO8601DateFormatter().string(from: match.info.playedAt)
        mode = match.info.mode.rawValue
        mySeat = match.info.mySeat
        players = match.info.seats.map { ["name": $0.name, "kind": $0.kind.rawValue] }
        outcome = MatchText.outcome(match)
        record = match.record
    }
}
