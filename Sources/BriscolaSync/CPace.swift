import Crypto
import CSodium

/// CPace over ristretto255 with SHA-512, as draft-irtf-cfrg-cpace specifies it (its group object
/// G_Ristretto255, initiator–responder transcript): a balanced PAKE, two sides who share a short
/// code agree a key (ISK) that someone without the code can neither learn nor make them agree on,
/// with one guess per run. The pairing (Protocol.md §18) binds each side's long-term key as its
/// associated data. libsodium's ristretto255 calls only; the draft's test vector is in `CPaceTests`.
public enum CPace {
    static let dsi = Array("CPaceRistretto255".utf8)
    static let sInBytes = 128

    /// libsodium initialised (idempotent).
    static let ready: Bool = sodium_init() >= 0

    /// The draft's generator_string: lv_cat(DSI, PRS, zero padding, CI, sid).
    static func generatorString(prs: [UInt8], ci: [UInt8], sid: [UInt8]) -> [UInt8] {
        let zpad = max(0, sInBytes - 1 - LV.prepend(prs).count - LV.prepend(dsi).count)
        return LV.cat([dsi, prs, [UInt8](repeating: 0, count: zpad), ci, sid])
    }

    /// The session's generator: ristretto255's one-way map of SHA-512(generator_string).
    static func generator(prs: [UInt8], ci: [UInt8], sid: [UInt8]) -> [UInt8] {
        precondition(ready, "libsodium starts")
        var out = [UInt8](repeating: 0, count: 32)
        _ = crypto_core_ristretto255_from_hash(&out, Array(SHA512.hash(data: generatorString(prs: prs, ci: ci, sid: sid))))
        return out
    }

    /// scalar_mult_vfy: `scalar`·`element`, nil when the element is not a valid encoding or the
    /// product is the identity (the draft's abort).
    static func multiply(_ scalar: [UInt8], _ element: [UInt8]) -> [UInt8]? {
        guard ready, scalar.count == 32, element.count == 32 else { return nil }
        var out = [UInt8](repeating: 0, count: 32)
        guard crypto_scalarmult_ristretto255(&out, scalar, element) == 0 else { return nil }
        return out
    }

    /// A fresh secret scalar from the OS's generator (libsodium's, uniform modulo the group order).
    public static func randomScalar() -> [UInt8] {
        precondition(ready, "libsodium starts")
        var out = [UInt8](repeating: 0, count: 32)
        crypto_core_ristretto255_scalar_random(&out)
        return out
    }

    /// One side's message Y = y·g for the code `prs` in the channel `ci` and session `sid`.
    public static func share(scalar: [UInt8], prs: [UInt8], ci: [UInt8], sid: [UInt8]) -> [UInt8]? {
        multiply(scalar, generator(prs: prs, ci: ci, sid: sid))
    }

    /// The intermediate session key: SHA-512(lv_cat(DSI ‖ "_ISK", sid, K) ‖ transcript_ir), with
    /// K = y·(the other's Y); nil when the other's message is invalid or makes K the identity.
    public static func isk(scalar: [UInt8], peerShare: [UInt8], sid: [UInt8],
                           initiator: (share: [UInt8], ad: [UInt8]), responder: (share: [UInt8], ad: [UInt8])) -> [UInt8]? {
        guard let k = multiply(scalar, peerShare) else { return nil }
        let transcript = LV.cat([initiator.share, initiator.ad]) + LV.cat([responder.share, responder.ad])
        return Array(SHA512.hash(data: LV.cat([dsi + Array("_ISK".utf8), sid, k]) + transcript))
    }
}

/// The draft's length-value encoding: each part behind its length in LEB128.
enum LV {
    static func prepend(_ data: [UInt8]) -> [UInt8] {
        var length = data.count, out: [UInt8] = []
        while length >= 128 {
            out.append(UInt8(length & 0x7F) | 0x80)
            length >>= 7
        }
        return out + [UInt8(length)] + data
    }

    static func cat(_ parts: [[UInt8]]) -> [UInt8] { parts.flatMap(prepend) }
}
