import BriscolaCore
import Foundation

/// This machine's sync key pair and the machines it has paired with, kept beside the history
/// (`HISTORY.peers`, readable by its owner only) — not in it, so a backup or export of the history
/// never carries the secret key.
public struct PeerBook: Sendable, Equatable {
    /// A machine paired with: the name it gave and its long-term public key.
    public struct Peer: Sendable, Equatable, Codable {
        public let name: String
        public let key: String
    }

    public let keys: SyncKeyPair
    public private(set) var peers: [Peer]

    /// A new book: a fresh key pair, no peers.
    public init(keys: SyncKeyPair = .generate(), peers: [Peer] = []) {
        self.keys = keys
        self.peers = peers
    }

    /// The file beside the history at `historyPath`.
    public static func path(besideHistory historyPath: String) -> String { historyPath + ".peers" }

    /// The book at `path`, or a new one when there is none yet (written at once, so the key stays).
    public static func load(_ path: String) throws(PeerBookError) -> PeerBook {
        guard let data = FileManager.default.contents(atPath: path) else {
            let book = PeerBook()
            try book.write(path)
            return book
        }
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1,
              let secret = Hex.decode(file.secret), let keys = SyncKeyPair(secretKey: secret) else { throw .damaged(path: path) }
        return PeerBook(keys: keys, peers: file.peers)
    }

    /// The peer whose public key is `key`, if paired.
    public func peer(withKey key: [UInt8]) -> Peer? { peers.first { $0.key == Hex.encode(key) } }

    /// Keeps `key` as a paired machine named `name` (a machine paired again replaces its entry).
    public mutating func add(name: String, key: [UInt8]) {
        peers.removeAll { $0.key == Hex.encode(key) }
        peers.append(Peer(name: name, key: Hex.encode(key)))
    }

    /// Writes the book: a new file renamed over the old, readable by its owner only.
    public func write(_ path: String) throws(PeerBookError) {
        let temporary = path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let data = try encoder.encode(File(version: 1, secret: Hex.encode(keys.secretKey), peers: peers))
            guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
                throw PeerBookError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            guard rename(temporary, path) == 0 else { throw PeerBookError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        } catch let error as PeerBookError {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotWrite(path: path, reason: "\(error)")
        }
    }

    private struct File: Codable {
        let version: Int
        let secret: String
        let peers: [Peer]
    }
}

/// Why the peer book could not be read or written.
public enum PeerBookError: Error, Equatable, Sendable {
    case damaged(path: String)
    case cannotWrite(path: String, reason: String)
}
