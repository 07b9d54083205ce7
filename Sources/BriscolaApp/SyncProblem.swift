import BriscolaHistory
import BriscolaSync
import BriscolaText

/// Why `history pair` or `history sync` stopped, as one line in the command line's language.
public enum SyncProblem: Error, Sendable, Equatable {
    /// The code typed was not the one shown (either side hears it).
    case wrongCode
    /// The waiting side's code was tried too often.
    case codeSpent(attempts: Int)
    /// The machine at `address` and this one have not paired.
    case notPaired(address: String)
    /// The other side speaks another version of the protocol.
    case version(address: String)
    /// The other side sent something this program does not understand.
    case badMessage(address: String)
    /// The connection was cut before the run finished.
    case interrupted(address: String)
    /// Frames that do not authenticate: not the paired machine, or altered on the way.
    case notAuthentic(address: String)
    /// Nothing could be reached at `address`.
    case unreachable(address: String, reason: String)
    /// Nothing answered within the time given.
    case nobodyCame(seconds: Int)
    /// The local network could not be browsed (no Avahi): `--address` is the way round.
    case noDiscovery(reason: String)
    /// No machine waiting to pair (`pairing`) or no paired machine waiting to sync showed in time.
    case notFound(pairing: Bool, seconds: Int)
    /// The peer book beside the history cannot be read or written.
    case peerBook(PeerBookError)

    /// The problem a refusal from the other side (or this one) means.
    static func refused(_ reason: SyncMessage.Refusal, address: String) -> SyncProblem {
        switch reason {
        case .wrongCode: .wrongCode
        case .codeSpent: .codeSpent(attempts: PairingResponder.attempts)
        case .notPaired: .notPaired(address: address)
        case .version: .version(address: address)
        case .badMessage: .badMessage(address: address)
        }
    }

    /// The problem a failure of the run means.
    static func failed(_ failure: SyncFailure, address: String) -> AppError {
        switch failure {
        case .connectionLost: .sync(.interrupted(address: address))
        case .notAuthentic: .sync(.notAuthentic(address: address))
        case .badMessage: .sync(.badMessage(address: address))
        case let .history(error): .history(error)
        }
    }

    /// The one line, in `text`'s language.
    public func description(_ text: Text) -> String {
        switch self {
        case .wrongCode: text(.pairWrongCode)
        case let .codeSpent(attempts): text(.pairCodeSpent, ["attempts": "\(attempts)"])
        case let .notPaired(address): text(.syncNotPaired, ["address": address])
        case let .version(address): text(.syncVersion, ["address": address])
        case let .badMessage(address): text(.syncBadMessage, ["address": address])
        case let .interrupted(address): text(.syncInterrupted, ["address": address])
        case let .notAuthentic(address): text(.syncNotAuthentic, ["address": address])
        case let .unreachable(address, reason): text(.syncUnreachable, ["address": address, "reason": reason])
        case let .nobodyCame(seconds): text(.syncNobodyCame, ["seconds": "\(seconds)"])
        case let .noDiscovery(reason): text(.syncNoDiscovery, ["reason": reason])
        case let .notFound(pairing, seconds): text(pairing ? .pairNotFound : .syncNotFound, ["seconds": "\(seconds)"])
        case let .peerBook(.damaged(path)): text(.peerBookDamaged, ["path": path])
        case let .peerBook(.cannotWrite(path, reason)): text(.peerBookUnwritable, ["path": path, "reason": reason])
        }
    }
}
