import BriscolaCore
import BriscolaHistory
import Foundation

/// Every message of pairing and sync (Protocol.md §18), as the closed list it is. On the wire
/// each is one JSON object (sorted keys) with a `type` member; binary fields are lower-case hex.
public enum SyncMessage: Sendable {
    // Pairing (§18.2), in the clear.
    case pairHello(version: Int, sid: [UInt8], name: String)
    case pairShare(share: [UInt8], key: [UInt8], name: String)
    case pairConfirm(mac: [UInt8])
    // Sync's handshake (§18.3), in the clear.
    case syncHello(version: Int, key: [UInt8], ephemeral: [UInt8])
    case syncWelcome(key: [UInt8], ephemeral: [UInt8])
    // Either, in the clear: why the other side stops.
    case refused(Refusal)
    // The exchange (§18.4), encrypted.
    case summary(matches: Int, tombstones: Int, digest: [UInt8])
    case list(identities: [MatchIdentity], tombstones: [MatchIdentity])
    case records([HistoryDocument.Match])
    case graves([HistoryDocument.Grave])
    case done

    /// Why a side stops a pairing or a sync; the raw value is the wire spelling.
    public enum Refusal: String, Sendable, Codable, CaseIterable {
        /// The pairing's confirmation did not check: the code typed was not the one shown.
        case wrongCode = "wrong_code"
        /// The code has been tried too often and is spent.
        case codeSpent = "code_spent"
        /// A sync from a machine this one has not paired with.
        case notPaired = "not_paired"
        /// Another version of this protocol.
        case version
        /// A message that is not one awaited, or does not read.
        case badMessage = "bad_message"
    }
}

/// The JSON of a message: every member any message has, each optional.
struct SyncFrame: Codable {
    var type: String
    var version: Int?, sid: String?, name: String?, share: String?, key: String?, mac: String?, ephemeral: String?
    var reason: String?, matches: Int?, tombstones: Int?, digest: String?
    var identities: [String]?, graveIdentities: [String]?, records: [HistoryDocument.Match]?, graves: [HistoryDocument.Grave]?

    init(type: String) { self.type = type }
}

/// Encoding and strict decoding of `SyncMessage`s.
public enum SyncCoding {
    /// The largest frame body read (a batch of records).
    public static let maxFrame = 8 << 20

    /// The message as its JSON bytes.
    public static func encode(_ message: SyncMessage) -> [UInt8] {
        var frame: SyncFrame
        switch message {
        case let .pairHello(version, sid, name):
            frame = SyncFrame(type: "pair_hello"); (frame.version, frame.sid, frame.name) = (version, Hex.encode(sid), name)
        case let .pairShare(share, key, name):
            frame = SyncFrame(type: "pair_share"); (frame.share, frame.key, frame.name) = (Hex.encode(share), Hex.encode(key), name)
        case let .pairConfirm(mac):
            frame = SyncFrame(type: "pair_confirm"); frame.mac = Hex.encode(mac)
        case let .syncHello(version, key, ephemeral):
            frame = SyncFrame(type: "sync_hello"); (frame.version, frame.key, frame.ephemeral) = (version, Hex.encode(key), Hex.encode(ephemeral))
        case let .syncWelcome(key, ephemeral):
            frame = SyncFrame(type: "sync_welcome"); (frame.key, frame.ephemeral) = (Hex.encode(key), Hex.encode(ephemeral))
        case let .refused(reason):
            frame = SyncFrame(type: "refused"); frame.reason = reason.rawValue
        case let .summary(matches, tombstones, digest):
            frame = SyncFrame(type: "summary"); (frame.matches, frame.tombstones, frame.digest) = (matches, tombstones, Hex.encode(digest))
        case let .list(identities, tombstones):
            frame = SyncFrame(type: "list"); (frame.identities, frame.graveIdentities) = (identities.map(\.hex), tombstones.map(\.hex))
        case let .records(records):
            frame = SyncFrame(type: "records"); frame.records = records
        case let .graves(graves):
            frame = SyncFrame(type: "graves"); frame.graves = graves
        case .done:
            frame = SyncFrame(type: "done")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(frame)) ?? Data())
    }

    /// The message in `bytes`, nil for anything that is not exactly one (`bad_message`).
    public static func decode(_ data: [UInt8]) -> SyncMessage? {
        guard let frame = try? JSONDecoder().decode(SyncFrame.self, from: Data(data)) else { return nil }
        func field(_ hex: String?, _ count: Int) -> [UInt8]? {
            guard let hex, let decoded = Hex.decode(hex), decoded.count == count else { return nil }
            return decoded
        }
        switch frame.type {
        case "pair_hello":
            guard let version = frame.version, let sid = field(frame.sid, 16), let name = frame.name else { return nil }
            return .pairHello(version: version, sid: sid, name: name)
        case "pair_share":
            guard let share = field(frame.share, 32), let key = field(frame.key, 32), let name = frame.name else { return nil }
            return .pairShare(share: share, key: key, name: name)
        case "pair_confirm":
            return field(frame.mac, 32).map { SyncMessage.pairConfirm(mac: $0) }
        case "sync_hello":
            guard let version = frame.version, let key = field(frame.key, 32), let ephemeral = field(frame.ephemeral, 32) else { return nil }
            return .syncHello(version: version, key: key, ephemeral: ephemeral)
        case "sync_welcome":
            guard let key = field(frame.key, 32), let ephemeral = field(frame.ephemeral, 32) else { return nil }
            return .syncWelcome(key: key, ephemeral: ephemeral)
        case "refused":
            return frame.reason.flatMap(SyncMessage.Refusal.init(rawValue:)).map { SyncMessage.refused($0) }
        case "summary":
            guard let matches = frame.matches, let tombstones = frame.tombstones, let digest = field(frame.digest, 32) else { return nil }
            return .summary(matches: matches, tombstones: tombstones, digest: digest)
        case "list":
            guard let ids = frame.identities?.map(MatchIdentity.init(hex:)), let graves = frame.graveIdentities?.map(MatchIdentity.init(hex:)),
                  !ids.contains(nil), !graves.contains(nil) else { return nil }
            return .list(identities: ids.compactMap { $0 }, tombstones: graves.compactMap { $0 })
        case "records":
            return frame.records.map { SyncMessage.records($0) }
        case "graves":
            return frame.graves.map { SyncMessage.graves($0) }
        case "done":
            return .done
        default:
            return nil
        }
    }
}
