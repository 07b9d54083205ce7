extension LobbyTable {
    /// The lobby's order: by name, numbers within it by value ("Kim's table #2" before "#10", as a
    /// collision renames them), then by domain and id; the same on every screen and in `lobby`.
    public static func listedBefore(_ a: LobbyTable, _ b: LobbyTable) -> Bool {
        let (left, right) = (naturalKey(a.name), naturalKey(b.name))
        for (x, y) in zip(left, right) where x != y { return x < y }
        if left.count != right.count { return left.count < right.count }
        return (a.name, a.domain, a.id) < (b.name, b.domain, b.id)
    }

    /// A name as runs of text and of digits; a digit run compares by value (its length without
    /// leading zeros, then its digits), so any length of number orders right.
    static func naturalKey(_ name: String) -> [NaturalPart] {
        var parts: [NaturalPart] = [], run = "", digits = false
        func flush() {
            guard !run.isEmpty else { return }
            if digits {
                let trimmed = String(run.drop { $0 == "0" })
                parts.append(.number(length: trimmed.count, digits: trimmed))
            } else {
                parts.append(.text(run))
            }
            run = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != digits { flush(); digits = isDigit }
            run.append(character)
        }
        flush()
        return parts
    }

    /// One run of a name, in the order `listedBefore` gives: numbers before text where they meet.
    enum NaturalPart: Comparable {
        case number(length: Int, digits: String)
        case text(String)
    }
}
