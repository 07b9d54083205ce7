import ArgumentParser
import BriscolaAI
import BriscolaCore

/// A 64-bit seed from the command line: decimal, or hex with a 0x prefix.
struct SeedArgument: ExpressibleByArgument, Sendable, CustomStringConvertible {
    let value: UInt64

    init(_ value: UInt64) { self.value = value }

    init?(argument: String) {
        let hex = argument.hasPrefix("0x") || argument.hasPrefix("0X")
        guard let value = UInt64(hex ? String(argument.dropFirst(2)) : argument, radix: hex ? 16 : 10) else { return nil }
        self.value = value
    }

    /// A fresh seed from the system generator, for runs where the user gave none (it is printed,
    /// so the run can be repeated).
    static func random() -> SeedArgument {
        var system = SystemRandomNumberGenerator()
        return SeedArgument(system.next())
    }

    var description: String { String(value) }
}

extension Variant: ExpressibleByArgument {
    /// Parses a player count of 2, 3 or 4.
    public init?(argument: String) {
        guard let players = Int(argument), let variant = Variant(rawValue: players) else { return nil }
        self = variant
    }

    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
}

extension Level: ExpressibleByArgument {}
