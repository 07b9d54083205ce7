import NIOCore
import NIOPosix

#if canImport(Glibc)
import Glibc
#endif

/// A connect or listen failure said in one line a person can act on.
public struct NetworkFailure: Error, CustomStringConvertible {
    public let description: String

    /// Explains a failed connection to `address`.
    static func connect(_ address: String, _ error: any Error) -> NetworkFailure {
        let connection = error as? NIOConnectionError
        let errors = connection?.connectionErrors.map { $0.error } ?? [error]
        let reason: String
        if errors.contains(where: { ($0 as? IOError)?.errnoCode == ECONNREFUSED }) {
            reason = "connection refused (is a table hosted there?)"
        } else if connection != nil, errors.isEmpty {
            reason = "cannot resolve the host name"
        } else if errors.contains(where: { $0 is ChannelError }) {
            reason = "no answer"
        } else {
            reason = "\(errors.first ?? error)"
        }
        return NetworkFailure(description: "cannot connect to \(address): \(reason)")
    }

    /// Explains a failed bind of `host:port`.
    static func listen(_ host: String, _ port: Int, _ error: any Error) -> NetworkFailure {
        if (error as? IOError)?.errnoCode == EADDRINUSE {
            return NetworkFailure(description: "port \(port) is already in use: pick another with --port")
        }
        return NetworkFailure(description: "cannot listen on \(host):\(port): \(error)")
    }
}
