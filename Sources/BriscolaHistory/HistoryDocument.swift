import BriscolaCore
import Foundation

/// A whole history as JSON (`history export --format json` without a match id), read back by
/// `history import`: `format` "briscola-history", `version` 1, the matches (each as the one-match
/// export has it, with its identity) and the tombstones. Times have milliseconds, so a round trip
/// keeps them.
public struct HistoryDocument: Codable, Sendable {
    /// The format's name, so a stray JSON file is not taken for a history.
    public static let formatName = "briscola-history"
    /// The version this program writes and reads; a later one is refused.
    public static let currentVersion = 1

    public struct Match: Codable, Sendable {
        public let identity: String?
        public let playedAt: String
        public let mode: String
        public let mySeat: Int
        public let players: [[String: String]]
        public let record: GameRecord
    }

    public struct Grave: Codable, Sendable {
        public let identity: String
        public let deletedAt: String
    }

    public let format: String
    public let version: Int
    public let matches: [Match]
    public let tombstones: [Grave]

    /// A document of these matches and tombstones (what a sync's `records` or `graves` carries).
    public static func of(matches: [Match] = [], graves: [Grave] = []) -> HistoryDocument {
        HistoryDocument(format: formatName, version: currentVersion, matches: matches, tombstones: graves)
    }

    private init(format: String, version: Int, matches: [Match], tombstones: [Grave]) {
        (self.format, self.version, self.matches, self.tombstones) = (format, version, matches, tombstones)
    }

    /// The document of `contents`.
    public init(_ contents: HistoryContents) {
        format = Self.formatName
        version = Self.currentVersion
        let times = DocumentTime()
        matches = contents.matches.map { match in
            Match(identity: match.identity.hex, playedAt: times.string(match.info.playedAt), mode: match.info.mode.rawValue,
                  mySeat: match.info.mySeat, players: match.info.seats.map { ["name": $0.name, "kind": $0.kind.rawValue] },
                  record: match.record)
        }
        tombstones = contents.tombstones.map { Grave(identity: $0.identity.hex, deletedAt: times.string($0.deletedAt)) }
    }

    /// What the document holds, each match checked (a match that cannot be read is counted, not
    /// trusted); nil for a match whose fields do not read.
    public var contents: HistoryContents {
        var unreadable = 0
        let times = DocumentTime()
        let read = matches.compactMap { match -> StoredMatch? in
            guard let stored = match.stored(times) else { unreadable += 1; return nil }
            return stored
        }
        let graves = tombstones.compactMap { grave -> Tombstone? in
            guard let identity = MatchIdentity(hex: grave.identity), let time = times.date(grave.deletedAt) else { return nil }
            return Tombstone(identity: identity, deletedAt: time)
        }
        return HistoryContents(matches: read, tombstones: graves, unreadable: unreadable)
    }
}

extension HistoryDocument.Match {
    /// The match as the store takes it, or nil when a field does not read.
    var stored: StoredMatch? { stored(DocumentTime()) }

    /// The same, its time read by `times` (one for a whole document).
    func stored(_ times: DocumentTime) -> StoredMatch? {
        guard let time = times.date(playedAt), let mode = MatchInfo.Mode(rawValue: mode),
              players.count == record.variant, (0..<record.variant).contains(mySeat) else { return nil }
        var seats: [(name: String, kind: SeatKind)] = []
        for player in players {
            guard let name = player["name"], let kind = player["kind"].flatMap(SeatKind.init(rawValue:)) else { return nil }
            seats.append((name, kind))
        }
        return StoredMatch(id: 0, record: record, info: MatchInfo(playedAt: time, mode: mode, seats: seats, mySeat: mySeat))
    }
}

/// Times in a history document: ISO 8601 in UTC with milliseconds (read without them too, as the
/// one-match export writes them). One value serves a whole document: making the formatters costs
/// far more than using them (a sync's batch of 200 matches made 400 of them, an eighth of a sync).
struct DocumentTime {
    private let precise = ISO8601DateFormatter(), plain = ISO8601DateFormatter()

    init() {
        precise.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        plain.formatOptions = [.withInternetDateTime]
    }

    func string(_ date: Date) -> String { precise.string(from: date) }

    func date(_ text: String) -> Date? { precise.date(from: text) ?? plain.date(from: text) }
}
