import BriscolaCore
import BriscolaDiscovery
import BriscolaSync
import BriscolaText
import BriscolaWire
import Foundation

/// A history waiting to pair or sync, as the local network sees it (Protocol.md §18.5): announced
/// as `_briscola-history._tcp` — not a table — with the TXT pairs `txtvers=1`, `role` (`pair` or
/// `sync`), `user` (the login name), `machine` (the host name) and `key` (the history's long-term
/// public key, hex). The other side finds it by role, and a sync by a paired key.
enum HistoryAnnouncement {
    /// Why a history is waiting; the raw value is the TXT spelling.
    enum Role: String { case pair, sync }

    /// Announces this history on `port`; nil (said on standard error) when there is no Avahi.
    static func announce(_ role: Role, port: Int, key: [UInt8], text: Text) -> (AvahiConnection, TableAdvertisement)? {
        let user = ProcessInfo.processInfo.environment["USER"] ?? "briscola"
        let machine = HistoryCommands.machineName
        do {
            let connection = try AvahiConnection.connect()
            let pairs = [("txtvers", "1"), ("role", role.rawValue), ("user", user), ("machine", machine), ("key", Hex.encode(key))]
            let advertisement = connection.advertiseHistory(name: "briscola history of \(user) on \(machine)", port: port, pairs: pairs)
            return (connection, advertisement)
        } catch {
            Output.error(text(.announceFailed, ["reason": error.description(text, hosting: true)]))
            return nil
        }
    }

    /// Takes an announcement off the network.
    static func withdraw(_ announced: (AvahiConnection, TableAdvertisement)?) {
        announced?.1.withdraw()
        announced?.0.close()
    }

    /// The first history on the network waiting as `role` whose key `accept` takes, within `seconds`.
    static func find(_ role: Role, seconds: Int, text: Text, accept: @escaping @Sendable ([UInt8]) -> Bool) async throws -> PeerAddress? {
        do {
            let connection = try AvahiConnection.connect()
            defer { connection.close() }
            let found = try await LobbyQuery.first(connection.browseHistories(), timeout: .seconds(seconds)) { entry in
                let pairs = Self.pairs(entry.rawTXT)
                guard pairs["role"] == role.rawValue, let key = pairs["key"].flatMap(Hex.decode), key.count == 32 else { return false }
                return accept(key)
            }
            return found?.peerAddress
        } catch let error as DiscoveryError {
            throw AppError.sync(.noDiscovery(reason: error.description(text)))
        }
    }

    /// TXT strings as key → value (the last of a key wins).
    static func pairs(_ strings: [String]) -> [String: String] {
        var out: [String: String] = [:]
        for string in strings {
            let parts = string.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 { out[String(parts[0]).lowercased()] = String(parts[1]) }
        }
        return out
    }
}
