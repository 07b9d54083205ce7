import BriscolaHistory

/// One connection as whole frames (a 4-byte big-endian length, then the body): what pairing and
/// sync run over — TCP in the program (`SyncNet`), an in-memory pair in tests. Used by one task.
public protocol FrameLink: AnyObject {
    /// Sends one frame body.
    func send(_ frame: [UInt8]) async throws
    /// The next frame body, nil once the other side has closed.
    func receive() async throws -> [UInt8]?
    /// Bytes written so far, lengths included (the figure `bench sync` prints).
    var bytesSent: Int { get }
}

/// Why a pairing or sync stopped short of an outcome.
public enum SyncFailure: Error, Equatable, Sendable {
    /// The connection ended (cut, or the other program stopped) before the run was complete.
    case connectionLost
    /// A frame that does not authenticate: not the paired machine, or altered on the way.
    case notAuthentic
    /// A sealed message that is not one of the exchange's, or not awaited.
    case badMessage
    /// The history could not be read or written.
    case history(HistoryError)
}
