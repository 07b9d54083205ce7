import CSodium

/// A scalar modulo ℓ inside a proof (Protocol.md §17): nonces, challenges and responses, where zero
/// is a value like any other (a `Scalar` is a key and never zero). Only libsodium does arithmetic.
struct ModL: Equatable, Sendable {
    let bytes: [UInt8]

    /// 32 bytes, canonical (less than ℓ): what a verifier accepts from a proof; nil otherwise.
    init?(canonical bytes: [UInt8]) {
        guard bytes.count == 32, Ristretto.ready, Ristretto.reduce(bytes + [UInt8](repeating: 0, count: 32)) == bytes else { return nil }
        self.bytes = bytes
    }

    /// 64 bytes (a hash or a nonce block) reduced modulo ℓ.
    init(wide: [UInt8]) {
        precondition(wide.count == 64 && Ristretto.ready, "a wide scalar is 64 bytes")
        bytes = Ristretto.reduce(wide)
    }

    init(_ key: Scalar) { bytes = key.bytes }
    private init(valid bytes: [UInt8]) { self.bytes = bytes }

    static let zero = ModL(valid: [UInt8](repeating: 0, count: 32))
    static let one = ModL(valid: [1] + [UInt8](repeating: 0, count: 31))
    var isZero: Bool { !bytes.contains { $0 != 0 } }

    private static func op(_ f: (UnsafeMutablePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>) -> Void,
                           _ a: ModL, _ b: ModL) -> ModL {
        var out = [UInt8](repeating: 0, count: 32)
        f(&out, a.bytes, b.bytes)
        return ModL(valid: out)
    }

    static func + (a: ModL, b: ModL) -> ModL { op(crypto_core_ristretto255_scalar_add, a, b) }
    static func - (a: ModL, b: ModL) -> ModL { op(crypto_core_ristretto255_scalar_sub, a, b) }
    static func * (a: ModL, b: ModL) -> ModL { op(crypto_core_ristretto255_scalar_mul, a, b) }
    static prefix func - (a: ModL) -> ModL {
        var out = [UInt8](repeating: 0, count: 32)
        crypto_core_ristretto255_scalar_negate(&out, a.bytes)
        return ModL(valid: out)
    }

    /// The inverse, nil for zero.
    var inverse: ModL? {
        var out = [UInt8](repeating: 0, count: 32)
        guard crypto_core_ristretto255_scalar_invert(&out, bytes) == 0 else { return nil }
        return ModL(valid: out)
    }
}

/// A group element inside a proof's arithmetic, the identity (32 zero bytes) included: sums and
/// products a verifier computes from a peer's numbers may be the identity, and must not trap.
struct Point: Equatable, Sendable {
    let bytes: [UInt8]

    /// A canonical encoding of an element other than the identity (as §16.1 asks of every element
    /// received); nil otherwise.
    init?(received bytes: [UInt8]) {
        guard let element = GroupElement(bytes: bytes) else { return nil }
        self.bytes = element.bytes
    }

    init(_ element: GroupElement) { bytes = element.bytes }
    private init(valid bytes: [UInt8]) { self.bytes = bytes }

    static let identity = Point(valid: [UInt8](repeating: 0, count: 32))
    /// G, the base point.
    static let generator = Point.base(.one)
    var isIdentity: Bool { self == .identity }

    /// `k · G`, G the base point (the identity when k is zero).
    static func base(_ k: ModL) -> Point {
        var out = [UInt8](repeating: 0, count: 32)
        guard crypto_scalarmult_ristretto255_base(&out, k.bytes) == 0 else { return .identity }
        return Point(valid: out)
    }

    /// `k · self` (the identity when either is zero or the identity); the fixed-base product for G.
    func times(_ k: ModL) -> Point {
        if self == .generator { return .base(k) }
        var out = [UInt8](repeating: 0, count: 32)
        guard !isIdentity, crypto_scalarmult_ristretto255(&out, k.bytes, bytes) == 0 else { return .identity }
        return Point(valid: out)
    }

    static func + (p: Point, q: Point) -> Point {
        var out = [UInt8](repeating: 0, count: 32)
        let status = crypto_core_ristretto255_add(&out, p.bytes, q.bytes)
        precondition(status == 0, "points are valid encodings")
        return Point(valid: out)
    }

    static func - (p: Point, q: Point) -> Point {
        var out = [UInt8](repeating: 0, count: 32)
        let status = crypto_core_ristretto255_sub(&out, p.bytes, q.bytes)
        precondition(status == 0, "points are valid encodings")
        return Point(valid: out)
    }

    /// Σ kᵢ · Pᵢ, one product at a time (libsodium has no multi-scalar product).
    static func sum(_ scalars: [ModL], _ points: [Point]) -> Point {
        precondition(scalars.count == points.count, "a scalar for every point")
        return zip(scalars, points).reduce(.identity) { $0 + $1.1.times($1.0) }
    }
}
