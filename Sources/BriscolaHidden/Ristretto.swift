import BriscolaCore
import CSodium

/// An element of the ristretto255 group (Protocol.md §16): the 32-byte canonical encoding. Cards
/// and every encrypted card are elements; only `Ristretto` makes them, so each one is valid.
public struct GroupElement: Hashable, Sendable, Comparable {
    /// The canonical encoding.
    public let bytes: [UInt8]

    /// An element from its encoding, nil unless it is a canonical encoding of an element other
    /// than the identity (what a receiver must check of every element it is sent).
    public init?(bytes: [UInt8]) {
        guard bytes.count == 32, Ristretto.ready, crypto_core_ristretto255_is_valid_point(bytes) == 1,
              bytes.contains(where: { $0 != 0 }) else { return nil }
        self.bytes = bytes
    }

    init(valid bytes: [UInt8]) { self.bytes = bytes }

    /// An element from the 64 hex digits a message carries, under the same checks.
    public init?(hex: String) {
        guard let bytes = Hex.decode(hex) else { return nil }
        self.init(bytes: bytes)
    }

    /// Byte order, for comparing two decks as multisets.
    public static func < (a: GroupElement, b: GroupElement) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}

/// A scalar modulo the group order ℓ (32 bytes little-endian, reduced, never zero): an encryption key.
public struct Scalar: Hashable, Sendable {
    /// The reduced little-endian encoding.
    public let bytes: [UInt8]

    /// A key from its encoding, nil unless it is 32 bytes, reduced modulo ℓ and not zero.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 32, bytes.contains(where: { $0 != 0 }), Ristretto.ready,
              Ristretto.reduce(bytes + [UInt8](repeating: 0, count: 32)) == bytes else { return nil }
        self.bytes = bytes
    }

    /// A key from 64 uniformly random bytes, reduced modulo ℓ (nil in the negligible case of zero).
    public init?(wide: [UInt8]) {
        precondition(wide.count == 64, "a wide scalar is 64 bytes")
        guard Ristretto.ready else { return nil }
        let reduced = Ristretto.reduce(wide)
        guard reduced.contains(where: { $0 != 0 }) else { return nil }
        bytes = reduced
    }

    init(valid bytes: [UInt8]) { self.bytes = bytes }

    /// A key from the 64 hex digits a message carries, under the same checks.
    public init?(hex: String) {
        guard let bytes = Hex.decode(hex) else { return nil }
        self.init(bytes: bytes)
    }

    /// The inverse modulo ℓ: the key that undoes this one.
    public var inverse: Scalar {
        var out = [UInt8](repeating: 0, count: 32)
        let status = crypto_core_ristretto255_scalar_invert(&out, bytes)
        precondition(status == 0, "a scalar made by Scalar is never zero")
        return Scalar(valid: out)
    }

    /// The product modulo ℓ: applying both keys at once.
    public static func * (a: Scalar, b: Scalar) -> Scalar {
        var out = [UInt8](repeating: 0, count: 32)
        crypto_core_ristretto255_scalar_mul(&out, a.bytes, b.bytes)
        return Scalar(valid: out)
    }
}

/// libsodium's ristretto255 operations, wrapped: hashing to the group and multiplying by a key.
public enum Ristretto {
    /// libsodium initialised (idempotent and thread-safe; false only if the library cannot start).
    static let ready: Bool = sodium_init() >= 0

    /// The element for 64 bytes of hash output (libsodium's `from_hash`, RFC 9496's one-way map).
    public static func element(fromHash hash: [UInt8]) -> GroupElement {
        precondition(hash.count == 64 && ready, "from_hash takes 64 bytes")
        var out = [UInt8](repeating: 0, count: 32)
        _ = crypto_core_ristretto255_from_hash(&out, hash)
        return GroupElement(valid: out)
    }

    /// `key · element`. Neither the key nor a valid element is ever zero or the identity, and
    /// the group has prime order, so the product is a valid element too.
    public static func multiply(_ element: GroupElement, by key: Scalar) -> GroupElement {
        var out = [UInt8](repeating: 0, count: 32)
        let status = crypto_scalarmult_ristretto255(&out, key.bytes, element.bytes)
        precondition(status == 0, "a non-zero key times a valid element is never the identity")
        return GroupElement(valid: out)
    }

    static func reduce(_ wide: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        crypto_core_ristretto255_scalar_reduce(&out, wide)
        return out
    }
}
