extension AuctionAction: Codable {
    enum CodingKeys: String, CodingKey { case seat, bid, call }

    /// Reads `{"seat": s, "bid": "pass" | "<code>"}` or `{"seat": s, "call": "<suit letter>"}` (§6).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seat = try container.decode(Int.self, forKey: .seat)
        if let letter = try container.decodeIfPresent(String.self, forKey: .call) {
            guard letter.count == 1, let first = letter.first, let suit = Suit(letter: first), first.isUppercase else {
                throw DecodingError.dataCorruptedError(forKey: .call, in: container, debugDescription: "not a suit: \(letter)")
            }
            step = .call(suit)
            return
        }
        let said = try container.decode(String.self, forKey: .bid)
        if said == "pass" {
            step = .pass
        } else if let number = Int(said), String(number) == said, let bid = Bid(code: number) {
            step = .bid(bid)
        } else {
            throw DecodingError.dataCorruptedError(forKey: .bid, in: container, debugDescription: "not a bid: \(said)")
        }
    }

    /// Writes the step in the record's spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seat, forKey: .seat)
        switch step {
        case .pass: try container.encode("pass", forKey: .bid)
        case let .bid(bid): try container.encode(String(bid.code), forKey: .bid)
        case let .call(suit): try container.encode(String(suit.letter), forKey: .call)
        }
    }
}
