import BriscolaText
import CAvahi
import Foundation

/// Why discovery is unavailable, in one line that says what is missing and what to do instead.
public enum DiscoveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No system D-Bus to reach avahi-daemon through.
    case noSystemBus(String)
    /// D-Bus is there but avahi-daemon is not running.
    case noDaemon(String)
    /// Avahi refused or failed: its own message.
    case avahi(String)

    public var description: String { description(Text(.english)) }

    /// The same line in the words of `text`'s language, ending with the way round it for a
    /// player looking for tables (joining by address: the command, or from the start menu its
    /// entry); a host's line (`hosting`) does without it, as its screen already says where players join.
    public func description(_ text: Text, hosting: Bool = false, fromMenu: Bool = false) -> String {
        let what = switch self {
        case let .noSystemBus(socket): text(.discoveryNoBus, ["socket": socket])
        case let .noDaemon(detail): text(.discoveryNoDaemon, ["detail": detail])
        case let .avahi(detail): text(.discoveryFailed, ["detail": detail])
        }
        if hosting { return what }
        return what + (fromMenu ? text(.discoveryByAddressMenu, ["entry": text(.menuAddress)]) : text(.discoveryByAddress))
    }

    /// The error for a failed `avahi_client_new` or client failure, told apart by what is missing.
    static func from(avahiError code: Int32) -> DiscoveryError {
        let text = String(cString: avahi_strerror(code))
        let socket = systemBusSocket
        if let socket, !FileManager.default.fileExists(atPath: socket) { return .noSystemBus(socket) }
        switch Int(code) {
        case AVAHI_ERR_NO_DAEMON, AVAHI_ERR_DISCONNECTED: return .noDaemon(text)
        default: return .avahi(text)
        }
    }

    /// The path of the system bus socket, when the bus address is a plain Unix socket path.
    private static var systemBusSocket: String? {
        let address = ProcessInfo.processInfo.environment["DBUS_SYSTEM_BUS_ADDRESS"] ?? "unix:path=/run/dbus/system_bus_socket"
        guard address.hasPrefix("unix:path=") else { return nil }
        return String(address.dropFirst("unix:path=".count).prefix { $0 != "," })
    }
}
