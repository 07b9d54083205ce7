import BriscolaApp
import ArgumentParser
import BriscolaWire

/// A peer's address from the command line, parsed by the one parser BriscolaWire has.
extension PeerAddress: ExpressibleByArgument {
    /// Parses `HOST:PORT` or `[IPv6]:PORT` from the command line.
    public init?(argument: String) { self.init(argument) }
}
