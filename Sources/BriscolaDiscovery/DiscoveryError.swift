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

    public var description: String {
        let byAddress = "or join by address: briscola join HOST:PORT"
        switch self {
        case let .noSystemBus(socket):
            return "no system D-Bus (\(socket) is missing), so avahi-daemon cannot be reached:"
                + " start it (sudo systemctl start dbus avahi-daemon), \(byAddress)"
        case let .noDaemon(detail):
            return "avahi-daemon is not running (\(detail)): start it (sudo systemctl start avahi-daemon), \(byAddress)"
        case let .avahi(detail):
            return "local network discovery failed (Avahi: \(detail)); \(byAddress)"
        }
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
