import BriscolaCore
import BriscolaText

/// What is wrong with one cell of a stored match, said in the reader's language: a file damaged
/// or edited by hand is reported match by match, never trusted and never a trap.
public enum DamagedCell: Sendable, Equatable {
    /// NULL where a value must be.
    case empty
    /// A value of the wrong type (as SQLite shows it).
    case wrongType(String)
    /// The record column holds no game record.
    case notARecord
    /// The record does not replay to what it says.
    case doesNotReplay(RecordError)
    /// A seat kind this version does not know.
    case notASeatKind(String)
    /// A mode other than local or lan.
    case notAMode(String)
    /// A seat number the game has not.
    case notASeat(Int)
    /// A column kept beside the record (result, scores, hash…) that the record's replay contradicts.
    case disagrees(stored: String, replayed: String)

    /// The reason in words.
    public func words(_ text: Text) -> String {
        switch self {
        case .empty: text(.cellEmpty)
        case let .wrongType(value): text(.cellWrongType, ["value": value])
        case .notARecord: text(.cellNotARecord)
        case let .doesNotReplay(error): text(.cellDoesNotReplay, ["reason": text.recordError(error)])
        case let .notASeatKind(value): text(.cellNotASeatKind, ["value": String(value.prefix(40))])
        case let .notAMode(value): text(.cellNotAMode, ["value": String(value.prefix(40))])
        case let .notASeat(seat): text(.cellNotASeat, ["value": "\(seat)"])
        case let .disagrees(stored, replayed): text(.cellDisagrees, ["value": String(stored.prefix(40)), "replayed": replayed])
        }
    }
}

extension Text {
    /// Why a record does not replay, in this language (the rules' own details stay as they are).
    public func recordError(_ error: RecordError) -> String {
        switch error {
        case let .badVariant(players): self(.recordBadVariant, ["players": "\(players)"])
        case let .badDeck(detail): self(.recordBadDeck, ["detail": "\(detail)"])
        case let .badSetup(detail): self(.recordBadSetup, ["detail": detail])
        case let .illegal(detail): self(.recordIllegal, ["detail": "\(detail)"])
        case let .illegalAuction(index, step, detail): self(.recordIllegal, ["detail": "auction step \(index) (\(step)): \(detail)"])
        case let .hashMismatch(stored, replayed): self(.recordHashMismatch, ["stored": String(stored.prefix(12)), "replayed": String(replayed.prefix(12))])
        case let .resultMismatch(stored, replayed): self(.recordResultMismatch, ["stored": stored, "replayed": replayed])
        case .seedMismatch: self(.recordSeedMismatch)
        }
    }
}
