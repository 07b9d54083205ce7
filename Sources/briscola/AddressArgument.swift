import BriscolaApp
import ArgumentParser
import BriscolaWire

/// A peer's address from the command line, parsed by the one parser BriscolaWire has.
extension PeerAddress: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
