import BriscolaHistory
import Crypto

/// What the exchange needs of a history: its identities and tombstones, the matches of some
/// identities, and merging what arrives. `HistoryStore` is one; tests may hand in another.
public protocol SyncStore: Sendable {
    func identities() throws(HistoryError) -> [MatchIdentity]
    func tombstones() throws(HistoryError) -> [Tombstone]
    func contents(identities: Set<MatchIdentity>?) throws(HistoryError) -> HistoryContents
    @discardableResult func merge(_ contents: HistoryContents) throws(HistoryError) -> MergeReport
}

extension HistoryStore: SyncStore {}

/// The exchange after the handshake (Protocol.md §18.4), the same on both sides: each sends a
/// summary (counts and a digest of its sorted identities and tombstones); equal summaries end it
/// at once (two equal histories send a few hundred bytes); otherwise each sends its sorted lists,
/// and each then sends what the other lacks — records in batches, then tombstones — and `done`.
/// What arrives is merged batch by batch, each batch one transaction: a sync cut anywhere keeps
/// what was merged, loses nothing, and the next sync finishes the job.
public struct SyncExchange {
    /// Records per `records` message.
    public static let batch = 200

    let store: any SyncStore
    let identities: [MatchIdentity], tombstones: [MatchIdentity]
    public private(set) var report = MergeReport()
    public private(set) var sentDone = false, receivedDone = false

    /// An exchange over `store`, its lists read once now.
    public init(store: any SyncStore) throws(HistoryError) {
        self.store = store
        identities = try store.identities()
        tombstones = try store.tombstones().map(\.identity).sorted()
    }

    /// Both sides have said `done`: the sync is complete.
    public var finished: Bool { sentDone && receivedDone }

    /// The first message.
    public func start() -> [SyncMessage] {
        [.summary(matches: identities.count, tombstones: tombstones.count, digest: Self.digest(identities, tombstones))]
    }

    /// What to send after `message` (what it carries is merged first); nil for a message that does
    /// not belong in the exchange.
    public mutating func receive(_ message: SyncMessage) throws(HistoryError) -> [SyncMessage]? {
        switch message {
        case let .summary(matches, graves, digest):
            if matches == identities.count, graves == tombstones.count, digest == Self.digest(identities, tombstones) {
                sentDone = true
                return [.done]
            }
            return [.list(identities: identities, tombstones: tombstones)]
        case let .list(theirs, theirGraves):
            let known = Set(theirs).union(theirGraves)
            let lacking = identities.filter { !known.contains($0) }
            let gravesLacking = Set(tombstones).subtracting(theirGraves)
            var out: [SyncMessage] = []
            for start in stride(from: 0, to: lacking.count, by: Self.batch) {
                let chunk = Set(lacking[start..<min(start + Self.batch, lacking.count)])
                out.append(.records(HistoryDocument(try store.contents(identities: chunk)).matches))
            }
            if !gravesLacking.isEmpty {
                let graves = try store.tombstones().filter { gravesLacking.contains($0.identity) }
                out.append(.graves(HistoryDocument(HistoryContents(matches: [], tombstones: graves)).tombstones))
            }
            sentDone = true
            return out + [.done]
        case let .records(matches):
            add(try store.merge(HistoryDocument.of(matches: matches).contents))
            return []
        case let .graves(graves):
            add(try store.merge(HistoryDocument.of(graves: graves).contents))
            return []
        case .done:
            receivedDone = true
            return []
        default:
            return nil
        }
    }

    private mutating func add(_ merged: MergeReport) {
        report.added += merged.added
        report.known += merged.known
        report.deleted += merged.deleted
        report.refused += merged.refused
        report.unreadable += merged.unreadable
    }

    /// SHA-256("briscola-sync-summary-1" ‖ 0x00 ‖ the identities' bytes in order ‖ 0xFF ‖ the
    /// tombstones' bytes in order).
    static func digest(_ identities: [MatchIdentity], _ tombstones: [MatchIdentity]) -> [UInt8] {
        var hash = SHA256()
        hash.update(data: Array("briscola-sync-summary-1".utf8) + [0])
        for identity in identities { hash.update(data: identity.bytes) }
        hash.update(data: [0xFF])
        for identity in tombstones { hash.update(data: identity.bytes) }
        return Array(hash.finalize())
    }
}
