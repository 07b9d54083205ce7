import BriscolaCore

extension Card {
    /// Parses a card code exactly as Protocol.md §1 requires of a receiver: `1`…`10` without a
    /// leading zero, then an upper-case `C D S B`, nothing around it. `Card(_:)` stays forgiving
    /// (lower case, spaces) because people type codes; peers must not rely on that.
    public init?(wireCode code: String) {
        var bytes = Array(code.utf8)
        guard bytes.count == 2 || bytes.count == 3, let letter = bytes.popLast() else { return nil }
        let suit: Suit
        switch letter {
        case UInt8(ascii: "C"): suit = .coppe
        case UInt8(ascii: "D"): suit = .denari
        case UInt8(ascii: "S"): suit = .spade
        case UInt8(ascii: "B"): suit = .bastoni
        default: return nil
        }
        let number: UInt8
        switch bytes {
        case [UInt8(ascii: "1"), UInt8(ascii: "0")]: number = 10
        case let digit where digit.count == 1 && (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(digit[0]):
            number = digit[0] - UInt8(ascii: "0")
        default: return nil
        }
        guard let rank = Rank(rawValue: number) else { return nil }
        self.init(rank, suit)
    }
}

/// Decoding helpers for the members whose JSON type (string) says less than the protocol does.
enum WireFields {
    /// A §4 result code member, spelled exactly as §4 writes it (`win:1`, `tie:0,1`): the value
    /// is compared and signed as its spelling, so another spelling of the same result is refused.
    static func result<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> GameResult {
        let code = try container.decode(String.self, forKey: key)
        guard let result = GameResult(code: code), result.code == code else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a result code: \(code)")
        }
        return result
    }

    /// A card code member, strictly parsed.
    static func card<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> Card {
        let code = try container.decode(String.self, forKey: key)
        guard let card = Card(wireCode: code) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a card code: \(code)")
        }
        return card
    }

    /// An array of card codes, each strictly parsed.
    static func cards<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> [Card] {
        try container.decode([String].self, forKey: key).map { code in
            guard let card = Card(wireCode: code) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a card code: \(code)")
            }
            return card
        }
    }

    /// A hex member of exactly `bytes` bytes (either case, §8).
    static func hex<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K, bytes: Int) throws -> String {
        let text = try container.decode(String.self, forKey: key)
        guard let decoded = Hex.decode(text), decoded.count == bytes else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "not \(bytes * 2) hex digits")
        }
        return text
    }

    /// A hex member of any whole number of bytes (a proof: its length is the session's to check).
    static func hex<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> String {
        let text = try container.decode(String.self, forKey: key)
        guard Hex.decode(text) != nil else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not hex digits")
        }
        return text
    }

    /// An array of hex members, each of exactly `bytes` bytes.
    static func hexArray<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K, bytes: Int) throws -> [String] {
        try container.decode([String].self, forKey: key).map { text in
            guard let decoded = Hex.decode(text), decoded.count == bytes else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not \(bytes * 2) hex digits")
            }
            return text
        }
    }

    /// Thrown to take the path of a message of another version: read no further than `protocol`.
    struct OtherVersion: Error {}
    static let otherVersion = OtherVersion()

    /// Why a message's members were refused, in the words of `bad_message` (nil for another version).
    static func problem(_ error: any Error) -> String? {
        if error is OtherVersion { return nil }
        if let decoding = error as? DecodingError { return MessageCoding.describe(decoding) }
        return "\(error)"
    }
}
