import BriscolaCore
import BriscolaWire
import Foundation

/// A journaled session between two games, whole: what a restarted program rebuilds it from instead
/// of replaying every game since the table opened (a long table's journal grew ~25 KB a game and
/// took seconds to replay, every signature and shuffle checked again). It is the session's own
/// encoding (`HostSession`, `GuestSession` and their `TableLedger` are `Codable`), so a field added
/// to a session is kept without being named here. Its secrets (the seats' key seeds, the entropy
/// stream's position) are as secret as the journal header's seed beside them, which it leaves out.
public struct SessionSnapshot: Codable, Sendable {
    /// The snapshot format this program writes and reads: 2, the session's own encoding (1 was a
    /// copy of its fields, and is refused: `SnapshotRefusal.version`).
    static let currentVersion = 2

    /// The end whole, its entropy waiting for the journal's seed.
    var end: Session.End

    /// The last game started; every event after the snapshot comes after that game's end.
    public var game: Int { end.ledger.gameBetween ?? 0 }

    /// The snapshot of `session`, or nil when it is not between two games or its secrets do not
    /// come from a journaled stream (only then can it be rebuilt).
    public init?(_ session: Session) {
        guard session.gameBetween != nil, session.ledger.entropy.streamCounter != nil else { return nil }
        end = session.end
    }

    private enum CodingKeys: String, CodingKey { case version, host, guest }

    /// Writes the version and the end under its role's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentVersion, forKey: .version)
        switch end {
        case let .host(host): try container.encode(host, forKey: .host)
        case let .guest(guest): try container.encode(guest, forKey: .guest)
        }
    }

    /// Reads a snapshot back: first its version (another one is `SnapshotRefusal.version`), then
    /// the one end it holds, which must fit its table (`isConsistent`) or it is `.inconsistent`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else { throw SnapshotRefusal.version(version) }
        if let host = try container.decodeIfPresent(HostSession.self, forKey: .host) {
            guard host.isConsistent else { throw SnapshotRefusal.inconsistent }
            end = .host(host)
        } else {
            let guest = try container.decode(GuestSession.self, forKey: .guest)
            guard guest.isConsistent else { throw SnapshotRefusal.inconsistent }
            end = .guest(guest)
        }
    }
}

/// Why a journal's snapshot line makes no session: the words are chosen where they are shown.
public enum SnapshotRefusal: Error, Equatable, Sendable {
    /// Written in another snapshot format (an older program's): the session cannot be read.
    case version(Int)
    /// Its lists or seat numbers do not fit its table.
    case inconsistent
    /// Not a snapshot as this program writes one (a damaged or edited file).
    case damaged
}

extension Session {
    /// The session a snapshot describes, its secrets drawn from the journal's `seed` as before; nil
    /// for a snapshot of another end than `config` (a damaged file, or another table's).
    init?(config: SessionConfig, seed: [UInt8], snapshot: SessionSnapshot) {
        end = snapshot.end
        guard ledger.config == config else { return nil }
        switch end {
        case var .host(host):
            host.ledger.entropy.takeUp(seed: seed)
            end = .host(host)
        case var .guest(guest):
            guest.ledger.entropy.takeUp(seed: seed)
            end = .guest(guest)
        }
    }
}
