import BriscolaCore
import Foundation

/// A stored match as JSON: the full record (replayable) and who played.
public struct MatchJSON: Encodable {
    public let id: Int64
    public let playedAt: String
    public let mode: String
    public let mySeat: Int
    public let players: [[String: String]]
    public let outcome: String
    public let record: GameRecord

    /// The JSON form of a stored match.
    public init(_ match: StoredMatch) {
        id = match.id
        playedAt = ISO8601DateFormatter().string(from: match.info.playedAt)
        mode = match.info.mode.rawValue
        mySeat = match.info.mySeat
        players = match.info.seats.map { ["name": $0.name, "kind": $0.kind.rawValue] }
        outcome = MatchText.outcome(match)
        record = match.record
    }
}
