/// The canonical text form of a card — rank number then suit letter, e.g. `1C`, `10B` — used everywhere.
extension Card: CustomStringConvertible, LosslessStringConvertible {
    /// The card code, such as `3D` or `10B`.
    public var code: String { "\(rank.rawValue)\(suit.letter)" }

    public var description: String { code }

    /// Parses a card code (`1C` … `10B`, suit letter in any case, surrounding spaces ignored).
    public init?(_ code: String) {
        if let card = Self.plain(code.utf8) {
            self = card
            return
        }
        let text = code.trimmingSpaces()
        guard let letter = text.last, let suit = Suit(letter: letter) else { return nil }
        let digits = text.dropLast()
        guard (1...2).contains(digits.count), digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = UInt8(digits), let rank = Rank(rawValue: number) else { return nil }
        self.init(rank, suit)
    }

    /// The code as files and frames hold it (two or three ASCII bytes, no spaces) read byte by
    /// byte; nil sends anything else the long way. Reading cards by `Character` was a tenth of a
    /// history sync's time (a match's record holds some 200 card codes).
    private static func plain(_ bytes: String.UTF8View) -> Card? {
        guard (2...3).contains(bytes.count), let last = bytes.last, let suit = Suit(letter: Character(Unicode.Scalar(last))) else { return nil }
        var number: UInt8 = 0
        for (index, byte) in bytes.dropLast().enumerated() {
            guard (0x30...0x39).contains(byte), index > 0 || byte != 0x30 else { return nil }
            number = number * 10 + (byte - 0x30)
        }
        return Rank(rawValue: number).map { Card($0, suit) }
    }
}

extension Card: Codable {
    /// Cards travel as their code so files and frames stay readable and language-neutral.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let card = Card(code) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a card code: \(code)")
        }
        self = card
    }

    /// Writes the card as its code (`7D`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

extension String {
    /// Strips ASCII spaces and tabs at both ends, without Foundation.
    func trimmingSpaces() -> Substring {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}
