import BriscolaHistory
import BriscolaSync
import BriscolaWire
import Foundation

extension HistoryCommands {
    /// `history sync [--address HOST:PORT]`: syncs with the paired machine waiting there, or the
    /// first paired machine found waiting on the local network (within `timeout` seconds).
    public func sync(with given: PeerAddress?, timeout: Int, json: Bool) async throws {
        let (book, _) = try peerBook()
        let found = given == nil ? try await HistoryAnnouncement.find(.sync, seconds: timeout, text: text) { book.peer(withKey: $0) != nil } : given
        guard let address = found else { throw AppError.sync(.notFound(pairing: false, seconds: timeout)) }
        let store = try writing()
        let outcome: SyncOutcome
        do {
            outcome = try await SyncNet.connect(host: address.host, port: address.port) { link in
                try await SyncRun.client(link, book: book, store: store)
            }
        } catch let failure as SyncFailure {
            throw SyncProblem.failed(failure, address: address.description)
        } catch {
            throw AppError.sync(.unreachable(address: address.description, reason: "\(error)"))
        }
        try tell(outcome, address: address.description, json: json)
    }

    /// `history sync --wait`: waits on `port` (0: any) for a paired machine's sync, up to
    /// `timeout` seconds; serves the first that comes (a machine not paired is refused, and waited past).
    public func syncWaiting(port: Int, timeout: Int, json: Bool) async throws {
        let (book, _) = try peerBook()
        let store = try writing()
        let listener = try await listen(port: port)
        let bound = SyncNet.port(of: listener) ?? port
        let announced = HistoryAnnouncement.announce(.sync, port: bound, key: book.keys.publicKey, text: text)
        defer { HistoryAnnouncement.withdraw(announced) }
        if json { Output.line(try JSONOutput.string(["port": "\(bound)"])) } else {
            Output.prose(text(.syncWaiting, ["port": "\(bound)", "address": PeerAddress.text(host: Self.machineName, port: bound)]))
        }
        var failure: AppError?
        let outcome = try await SyncNet.serve(listener, for: .seconds(Int64(timeout))) { link -> SyncOutcome? in
            do {
                let outcome = try await SyncRun.server(link, book: book, store: store)
                if case .refused = outcome { return nil }
                return outcome
            } catch let error as SyncFailure {
                // A paired machine's sync cut off: what arrived is kept; said, and waited past.
                failure = SyncProblem.failed(error, address: "?")
                if let failure { Output.error(failure.description(text)) }
                return nil
            }
        }
        guard let outcome else { throw failure ?? AppError.sync(.nobodyCame(seconds: timeout)) }
        try tell(outcome, address: "", json: json)
    }

    /// The history to sync into: made if there is none yet.
    func writing() throws -> HistoryStore {
        do { return try HistoryStore(path: path) } catch { throw AppError.history(error) }
    }

    private func tell(_ outcome: SyncOutcome, address: String, json: Bool) throws {
        switch outcome {
        case let .refused(reason): throw AppError.sync(SyncProblem.refused(reason, address: address))
        case let .synced(peer, report):
            if json { return Output.line(try JSONOutput.string(SyncReport(peer: peer, merged: report))) }
            Output.line(text(.syncDone, ["name": peer, "added": "\(report.added)", "deleted": "\(report.deleted)"]))
        }
    }

    /// What `history sync --json` prints.
    struct SyncReport: Encodable {
        let peer: String
        let merged: MergeReport
    }
}
