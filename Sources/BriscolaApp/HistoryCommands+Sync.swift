import BriscolaCore
import BriscolaHistory
import BriscolaSync
import BriscolaWire
import Foundation

extension HistoryCommands {
    /// This machine's name as pairing tells it to the other: the host name.
    public static var machineName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "briscola" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The peer book beside this history (made, with a new key pair, the first time).
    func peerBook() throws -> (book: PeerBook, path: String) {
        let file = PeerBook.path(besideHistory: path)
        do { return (try PeerBook.load(file), file) } catch { throw AppError.sync(.peerBook(error)) }
    }

    /// `history pair`: shows a code, waits on `port` (0: any) for the other machine, up to
    /// `PairingResponder.attempts` tries or `timeout` seconds; keeps its key once paired.
    public func pairWaiting(port: Int, timeout: Int, json: Bool) async throws {
        var (book, file) = try peerBook()
        let code = PairingCode.random()
        let listener = try await listen(port: port)
        let bound = SyncNet.port(of: listener) ?? port
        let shown = json ? "" : text(.pairShowCode, ["code": code.description, "port": "\(bound)", "address": PeerAddress.text(host: Self.machineName, port: bound)])
        if json { Output.line(try JSONOutput.string(["code": code.description, "port": "\(bound)"])) } else { Output.prose(shown) }
        let keys = book.keys, name = Self.machineName
        let announced = HistoryAnnouncement.announce(.pair, port: bound, key: keys.publicKey, text: text)
        defer { HistoryAnnouncement.withdraw(announced) }
        var wrong = 0
        // A connection that drops or sends junk is no attempt at the code; a wrong code is one.
        let outcome = try await SyncNet.serve(listener, for: .seconds(Int64(timeout))) { link -> PairingOutcome? in
            let responder = PairingResponder(code: code, keys: keys, name: name, sid: Array(CPace.randomScalar().prefix(16)))
            guard let outcome = try? await PairingRun.respond(link, responder) else { return nil }
            switch outcome {
            case .paired: return outcome
            case .refused(.wrongCode):
                wrong += 1
                return wrong >= PairingResponder.attempts ? .refused(.codeSpent) : nil
            case .refused: return nil
            }
        }
        guard let outcome else { throw AppError.sync(.nobodyCame(seconds: timeout)) }
        try keep(outcome, in: &book, file: file, address: "", json: json)
    }

    /// A listening socket on every address (IPv6 and IPv4, else IPv4 only), port `port` (0: any).
    func listen(port: Int) async throws -> SyncListener {
        do { return try await SyncNet.listen(host: "::", port: port) } catch {
            do { return try await SyncNet.listen(host: "0.0.0.0", port: port) } catch {
                throw AppError.sync(.unreachable(address: PeerAddress.text(host: "*", port: port), reason: "\(error)"))
            }
        }
    }

    /// `history pair CODE [--address HOST:PORT]`: pairs with the machine showing the code, found on
    /// the local network when no address is given (within `timeout` seconds).
    public func pairWith(code: PairingCode, address given: PeerAddress?, timeout: Int, json: Bool) async throws {
        var (book, file) = try peerBook()
        let found = given == nil ? try await HistoryAnnouncement.find(.pair, seconds: timeout, text: text) { _ in true } : given
        guard let address = found else { throw AppError.sync(.notFound(pairing: true, seconds: timeout)) }
        let keys = book.keys, name = Self.machineName
        let outcome: PairingOutcome
        do {
            outcome = try await SyncNet.connect(host: address.host, port: address.port) { link in
                try await PairingRun.initiate(link, PairingInitiator(code: code, keys: keys, name: name))
            }
        } catch let failure as SyncFailure {
            throw SyncProblem.failed(failure, address: address.description)
        } catch {
            throw AppError.sync(.unreachable(address: address.description, reason: "\(error)"))
        }
        try keep(outcome, in: &book, file: file, address: address.description, json: json)
    }

    private func keep(_ outcome: PairingOutcome, in book: inout PeerBook, file: String, address: String, json: Bool) throws {
        switch outcome {
        case let .refused(reason): throw AppError.sync(SyncProblem.refused(reason, address: address))
        case let .paired(peer, key):
            book.add(name: peer, key: key)
            do { try book.write(file) } catch { throw AppError.sync(.peerBook(error)) }
            if json { return Output.line(try JSONOutput.string(["paired": peer, "key": Hex.encode(key)])) }
            Output.line(text(.pairDone, ["name": peer, "key": SyncKeyPair.fingerprint(key)]))
        }
    }
}
