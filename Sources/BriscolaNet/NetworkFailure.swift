import BriscolaText
import NIOCore
import NIOPosix

#if canImport(Glibc)
import Glibc
#endif

/// A connect or listen failure said in one line a person can act on (`description`, English; the
/// screens and the command line say `kind` in the player's language).
public struct NetworkFailure: Error, CustomStringConvertible {
    /// What failed, with what the sentence needs.
    public enum Kind: Sendable, Equatable {
        case refused(address: String)
        case unresolved(address: String)
        case noAnswer(address: String)
        /// No route to the host: it is not on this network (or is switched off).
        case unreachable(address: String)
        /// A link-local IPv6 address given without its interface ("[fe80::1]:4860").
        case needsInterface(address: String)
        /// A link-local address whose interface (after "%") this machine does not have: another
        /// machine's, copied from its screen.
        case unknownInterface(address: String, interface: String)
        case connect(address: String, reason: String)
        case portInUse(port: Int)
        case listen(host: String, port: Int, reason: String)
        /// `--bind` named a host name that does not resolve.
        case unknownBindHost(host: String)
        /// `--bind` named an address this machine does not have.
        case notThisMachine(host: String)
        case noAddress
        /// Reconnecting gave up after `seconds`; `last` is the last attempt's failure.
        case gaveUp(seconds: Int, last: String)
    }

    public let kind: Kind

    /// A failure of `kind`.
    public init(_ kind: Kind) { self.kind = kind }

    public var description: String { description(Text(.english)) }

    /// The same line in the words of `text`'s language.
    public func description(_ text: Text) -> String {
        switch kind {
        case let .refused(address): text(.netRefused, ["address": address])
        case let .unresolved(address): text(.netUnresolved, ["address": address])
        case let .noAnswer(address): text(.netNoAnswer, ["address": address])
        case let .unreachable(address): text(.netUnreachable, ["address": address])
        case let .needsInterface(address): text(.netNeedsInterface, ["address": address])
        case let .unknownInterface(address, interface): text(.netUnknownInterface, ["address": address, "interface": interface])
        case let .connect(address, reason): text(.netConnectOther, ["address": address, "reason": reason])
        case let .portInUse(port): text(.netPortInUse, ["port": "\(port)"])
        case let .listen(host, port, reason): text(.netCannotListen, ["host": host, "port": "\(port)", "reason": reason])
        case let .unknownBindHost(host): text(.netBindUnknown, ["host": host])
        case let .notThisMachine(host): text(.netBindNotHere, ["host": host])
        case .noAddress: text(.netNoAddress)
        case let .gaveUp(seconds, last): text(.netGaveUp, ["seconds": "\(seconds)", "last": last])
        }
    }

    /// The failure in a few words, for a line that already says where ("connection refused"): the
    /// last try of a reconnection that gave up.
    public func brief(_ text: Text) -> String {
        switch kind {
        case .refused: text(.netBriefRefused)
        case .unresolved: text(.netBriefUnresolved)
        case .noAnswer: text(.netBriefNoAnswer)
        case .unreachable: text(.netBriefUnreachable)
        case .needsInterface: text(.netBriefNeedsInterface)
        case let .connect(_, reason): reason
        default: description(text)
        }
    }

    /// Explains a failed connection to `address`.
    static func connect(_ address: String, _ error: any Error) -> NetworkFailure {
        if let interface = foreignInterface(address) { return NetworkFailure(.unknownInterface(address: address, interface: interface)) }
        let connection = error as? NIOConnectionError
        let errors = connection?.connectionErrors.map { $0.error } ?? [error]
        if connection != nil, errors.isEmpty { return NetworkFailure(.unresolved(address: address)) }
        return connect(address, errors: errors)
    }

    /// Explains the failures of the attempts at each of `address`'s addresses (at least one).
    static func connect(_ address: String, errors: [any Error]) -> NetworkFailure {
        if errors.contains(where: { ($0 as? IOError)?.errnoCode == ECONNREFUSED }) { return NetworkFailure(.refused(address: address)) }
        let unreachable: Set<Int32> = [EHOSTUNREACH, ENETUNREACH, EHOSTDOWN]
        // Only when no address answered otherwise (one timing out means a host is there, silent).
        if !errors.isEmpty, errors.allSatisfy({ ($0 as? IOError).map { unreachable.contains($0.errnoCode) } ?? false }) {
            return NetworkFailure(.unreachable(address: address))
        }
        if errors.contains(where: { $0 is ChannelError }) { return NetworkFailure(.noAnswer(address: address)) }
        // The system refuses a link-local address that does not say which interface it is on.
        let lower = address.lowercased()
        if lower.hasPrefix("[fe80:"), !lower.contains("%"), errors.contains(where: { ($0 as? IOError)?.errnoCode == EINVAL }) {
            return NetworkFailure(.needsInterface(address: address))
        }
        // The system's words for an error number, not NIO's description of the call that failed.
        guard let first = errors.first else { return NetworkFailure(.unresolved(address: address)) }
        let reason = (first as? IOError).map { String(cString: strerror($0.errnoCode)).lowercased() } ?? "\(first)"
        return NetworkFailure(.connect(address: address, reason: reason))
    }

    /// The interface named after "%" in a link-local address when this machine has none of that
    /// name (nor is it a number): the one another machine's screen showed.
    static func foreignInterface(_ address: String) -> String? {
        guard let percent = address.firstIndex(of: "%") else { return nil }
        let zone = String(address[address.index(after: percent)...].prefix { $0 != "]" })
        guard !zone.isEmpty, UInt32(zone) == nil, if_nametoindex(zone) == 0 else { return nil }
        return zone
    }

    /// Explains a failed bind of `host:port`.
    static func listen(_ host: String, _ port: Int, _ error: any Error) -> NetworkFailure {
        if (error as? IOError)?.errnoCode == EADDRINUSE { return NetworkFailure(.portInUse(port: port)) }
        if (error as? IOError)?.errnoCode == EADDRNOTAVAIL { return NetworkFailure(.notThisMachine(host: host)) }
        if error is SocketAddressError || error is SocketAddressError.UnknownHost { return NetworkFailure(.unknownBindHost(host: host)) }
        return NetworkFailure(.listen(host: host, port: port, reason: "\(error)"))
    }
}
