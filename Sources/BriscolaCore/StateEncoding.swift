import Crypto

extension GameState {
    /// The canonical byte encoding (Protocol.md, "State encoding"): fixed field order, one byte per
    /// card index, card sets as big-endian 64-bit masks. Equal states give equal bytes everywhere.
    public var canonicalBytes: [UInt8] {
        var out: [UInt8] = [1, UInt8(variant.players), UInt8(dealer), UInt8(deck.count)]
        out.reserveCapacity(128)
        out += deck.map(\.index)
        out += [UInt8(stockNext), trumpDrawn ? 1 : 0, UInt8(leader), UInt8(turn),
                isFinished ? 1 : 0, UInt8(tricksPlayed)]
        for seat in 0..<variant.players {
            out.append(UInt8(hands[seat].count))
            out += hands[seat].map(\.index)
            out.append(UInt8(captured[seat].points))
            out += Self.bigEndian(captured[seat].bits)
        }
        out.append(UInt8(table.count))
        out += table.map(\.index)
        out += Self.bigEndian(played.bits)
        if variant.hasAuction { out += auctionBytes }
        return out
    }

    /// SHA-256 of the canonical encoding, as 64 lower-case hex digits: what peers compare.
    public var stateHash: String { Hex.encode(SHA256.hash(data: canonicalBytes)) }

    /// The five-player game's auction after the common fields (§5): stage, standing bid, its
    /// bidder, each seat's last word, the called card. The called card's holder is not encoded:
    /// the deal fixes it.
    var auctionBytes: [UInt8] {
        var out: [UInt8] = [auction.stage.rawValue, UInt8(auction.standing?.code ?? 0), UInt8(auction.bidder ?? 255)]
        for seat in 0..<variant.players { out.append(auction.said[seat].byte) }
        out.append(auction.called?.index ?? 255)
        return out
    }

    static func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (UInt64(7 - $0) * 8)) }
    }
}
