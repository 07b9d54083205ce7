import Foundation
import GRDB

/// What one history holds, as another history takes it in: its readable matches, its tombstones,
/// and how many matches it held that could not be read. `import` reads it from a file, sync from
/// the other machine; `HistoryStore.merge` takes it in.
public struct HistoryContents: Sendable {
    public var matches: [StoredMatch]
    public var tombstones: [Tombstone]
    /// Matches left out because they cannot be read (damaged rows, records that do not replay).
    public var unreadable: Int

    /// Contents as given.
    public init(matches: [StoredMatch], tombstones: [Tombstone], unreadable: Int = 0) {
        self.matches = matches
        self.tombstones = tombstones
        self.unreadable = unreadable
    }
}

/// What a merge did: matches added, already here, deleted here by the other side's tombstones,
/// and left out (deleted here, or unreadable). Its raw names are its JSON keys.
public struct MergeReport: Sendable, Equatable, Codable {
    public var added = 0
    public var known = 0
    public var deleted = 0
    public var refused = 0
    public var unreadable = 0

    /// An empty report (nothing merged yet).
    public init() {}
}

extension HistoryStore {
    /// Takes `contents` in, in one write transaction (an interrupted merge leaves the history as it
    /// was): each tombstone is kept and deletes the matches of its identity; each match whose
    /// identity is neither here nor deleted here is added, with its seats. Records are replayed
    /// before the transaction: one that does not replay is counted as unreadable.
    @discardableResult
    public func merge(_ contents: HistoryContents) throws(HistoryError) -> MergeReport {
        var report = MergeReport()
        report.unreadable = contents.unreadable
        var rows: [MatchRow] = []
        for match in contents.matches {
            guard match.info.seats.count == match.record.variant, let row = try? MatchRow(match.record, info: match.info) else {
                report.unreadable += 1
                continue
            }
            rows.append(row)
        }
        do {
            report = try pool.write { db in
                var report = report
                for tombstone in contents.tombstones {
                    try Self.bury(tombstone.identity.hex, at: tombstone.deletedAt, db)
                    try db.execute(sql: "DELETE FROM match WHERE identity = ?", arguments: [tombstone.identity.hex])
                    report.deleted += db.changesCount
                }
                for row in rows {
                    if try Self.isTombstoned(row.identity, db) {
                        report.refused += 1
                    } else if try Self.holds(row.identity, db) {
                        report.known += 1
                    } else {
                        _ = try row.insert(db)
                        report.added += 1
                    }
                }
                return report
            }
        } catch {
            throw .storage("\(error)")
        }
        return report
    }

    /// Everything this history holds (matches oldest first), or only the matches of `identities`
    /// (one each, without tombstones).
    public func contents(identities: Set<MatchIdentity>? = nil) throws(HistoryError) -> HistoryContents {
        var unreadable = 0
        var matches: [StoredMatch]
        if let identities {
            let wanted = identities.map(\.hex).sorted()
            let marks = Array(repeating: "?", count: wanted.count).joined(separator: ", ")
            matches = wanted.isEmpty ? [] : try fetch(sql: "SELECT * FROM match WHERE identity IN (\(marks)) ORDER BY playedAt, id",
                                                      arguments: StatementArguments(wanted), damaged: { _ in unreadable += 1 })
            // One match per identity (an old history may keep a game twice).
            var seen = Set<MatchIdentity>()
            matches = matches.filter { seen.insert($0.identity).inserted }
        } else {
            matches = try fetch(sql: "SELECT * FROM match ORDER BY playedAt, id", arguments: [], damaged: { _ in unreadable += 1 })
        }
        return HistoryContents(matches: matches, tombstones: identities == nil ? try tombstones() : [], unreadable: unreadable)
    }
}
