/// Reading a proof's fixed sequence of 32-byte members (Protocol.md §17.5): elements must be
/// canonical encodings other than the identity, scalars reduced modulo ℓ; anything else, or bytes
/// left over or missing, is `ProofError.malformed`.
struct ProofReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func next() throws(ProofError) -> [UInt8] {
        guard offset + 32 <= bytes.count else { throw .malformed }
        defer { offset += 32 }
        return Array(bytes[offset..<(offset + 32)])
    }

    mutating func point() throws(ProofError) -> Point {
        guard let point = Point(received: try next()) else { throw .malformed }
        return point
    }

    mutating func scalar() throws(ProofError) -> ModL {
        guard let scalar = ModL(canonical: try next()) else { throw .malformed }
        return scalar
    }

    mutating func points(_ count: Int) throws(ProofError) -> [Point] {
        var out: [Point] = []
        for _ in 0..<count { out.append(try point()) }
        return out
    }

    mutating func scalars(_ count: Int) throws(ProofError) -> [ModL] {
        var out: [ModL] = []
        for _ in 0..<count { out.append(try scalar()) }
        return out
    }

    /// Every byte was read.
    func finish() throws(ProofError) {
        guard offset == bytes.count else { throw .malformed }
    }
}

/// The decks a proof speaks of, as points, and their common length L (at least one card).
func proofDecks(_ input: [GroupElement], _ output: [GroupElement], _ commitments: KeyCommitments) throws(ProofError) -> (x: [Point], y: [Point]) {
    guard !input.isEmpty, input.count <= 255, output.count == input.count, commitments.positions.count == input.count else { throw .malformed }
    return (input.map(Point.init), output.map(Point.init))
}
