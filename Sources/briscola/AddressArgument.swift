import BriscolaApp
import ArgumentParser
import BriscolaWire

/// A peer's address from the command line, parsed by the one parser BriscolaWire has.
extension PeerAddress: ExpressibleByArgument {
    /// Parses `HOST:PORT` or `[IPv6]:PORT` from the command line.
    public init?(argument: String) { self.init(argument) }

    /// The address, or a sentence saying what is wrong with it (no port, a port out of range) —
    /// the `transform` of an address argument, so the parser says it instead of "is invalid".
    static func parse(_ text: String) throws -> PeerAddress {
        if let address = PeerAddress(text) { return address }
        // The parser's own sentence names the value ("The value 'x' is invalid for '<address>': …").
        throw ValidationError(PeerAddress.problem(text) == .badPort ? .usageAddressPort : .usageAddress)
    }
}
