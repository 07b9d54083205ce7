/// A 32-byte seed: the whole input of a shuffle. Network games derive it from every peer's
/// revealed secret; local games expand a 64-bit number into it with SplitMix64.
public struct Seed: Hashable, Sendable, CustomStringConvertible {
    /// The seed's 32 bytes, in order.
    public let bytes: [UInt8]

    /// Uses 32 bytes as they are; refuses any other length. An all-zero seed (which would stall
    /// xoshiro) is replaced by the expansion of the 64-bit seed 0, as Protocol.md says.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        self = bytes.allSatisfy { $0 == 0 } ? Seed(0) : Seed(checked: bytes)
    }

    private init(checked bytes: [UInt8]) { self.bytes = bytes }

    /// Expands a 64-bit number: four SplitMix64 outputs, each written little-endian.
    public init(_ value: UInt64) {
        var mixer = SplitMix64(seed: value)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for _ in 0..<4 {
            let word = mixer.next()
            for k in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: word >> (UInt64(k) * 8))) }
        }
        self.bytes = bytes
    }

    /// Parses 64 hex digits, the form seeds take in files and on the wire.
    public init?(hex: String) {
        guard let bytes = Hex.decode(hex), bytes.count == 32 else { return nil }
        self.init(bytes: bytes)
    }

    /// The four little-endian words that become the generator's state.
    public var words: (UInt64, UInt64, UInt64, UInt64) {
        func word(_ k: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[k * 8 + $1]) << (UInt64($1) * 8) }
        }
        return (word(0), word(1), word(2), word(3))
    }

    /// Lower-case hex, 64 digits.
    public var hex: String { Hex.encode(bytes) }
    public var description: String { hex }
}

/// Lower-case hex encoding, without Foundation.
public enum Hex {
    /// Hex digits of the bytes, two per byte.
    public static func encode<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of an even-length hex string (either case), nil for anything else.
    public static func decode(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(digits.count / 2)
        for k in stride(from: 0, to: digits.count, by: 2) {
            guard let high = nibble(digits[k]), let low = nibble(digits[k + 1]) else { return nil }
            out.append(high << 4 | low)
        }
        return out
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
