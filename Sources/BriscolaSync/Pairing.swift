import Crypto

/// How a pairing ended: the other machine's name and long-term key, or why it was refused.
public enum PairingOutcome: Sendable, Equatable {
    case paired(name: String, key: [UInt8])
    case refused(SyncMessage.Refusal)
}

/// What one step of a pairing does: messages to send, and the outcome once there is one.
public struct PairingStep: Sendable {
    public var send: [SyncMessage] = []
    public var outcome: PairingOutcome?
}

/// The pairing's CPace parameters and key confirmation (Protocol.md §18.2), shared by both sides.
enum PairingRules {
    static let version = 1
    /// CPace's channel identifier: lv_cat("briscola-history-pair-1").
    static let ci = LV.cat([Array("briscola-history-pair-1".utf8)])

    /// HMAC-SHA-512(ISK, label), its first 32 bytes: each side's proof that it has the same ISK.
    static func confirmation(_ isk: [UInt8], initiator: Bool) -> [UInt8] {
        let label = Array((initiator ? "briscola-pair-confirm-initiator" : "briscola-pair-confirm-responder").utf8)
        return Array(HMAC<SHA512>.authenticationCode(for: label, using: SymmetricKey(data: isk)).prefix(32))
    }

    /// Constant-time comparison of two confirmations.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The side that shows the code and waits (`history pair`): it sends `pair_hello`, answers the
/// initiator's share with its own, and checks the initiator's confirmation before it sends its
/// own — so a wrong code learns nothing but "wrong code". Pure: messages in, messages out.
public struct PairingResponder: Sendable {
    /// Attempts with a wrong code before the code is spent (each is one guess at 10⁻⁸).
    public static let attempts = 3

    let code: PairingCode, keys: SyncKeyPair, name: String, sid: [UInt8], scalar: [UInt8]
    private var isk: [UInt8]?
    private var initiator: (key: [UInt8], name: String)?

    /// A responder for one attempt: `sid` 16 fresh bytes, `scalar` CPace's secret.
    public init(code: PairingCode, keys: SyncKeyPair, name: String, sid: [UInt8], scalar: [UInt8] = CPace.randomScalar()) {
        (self.code, self.keys, self.name, self.sid, self.scalar) = (code, keys, name, sid, scalar)
    }

    /// The first message.
    public func start() -> PairingStep { PairingStep(send: [.pairHello(version: PairingRules.version, sid: sid, name: name)]) }

    /// The next step after `message`.
    public mutating func receive(_ message: SyncMessage) -> PairingStep {
        switch message {
        case let .pairShare(share, key, peerName) where isk == nil:
            guard let mine = CPace.share(scalar: scalar, prs: code.prs, ci: PairingRules.ci, sid: sid),
                  let agreed = CPace.isk(scalar: scalar, peerShare: share, sid: sid,
                                         initiator: (share, key), responder: (mine, keys.publicKey)) else { return refuse(.badMessage) }
            (isk, initiator) = (agreed, (key, peerName))
            return PairingStep(send: [.pairShare(share: mine, key: keys.publicKey, name: name)])
        case let .pairConfirm(mac):
            guard let isk, let initiator else { return refuse(.badMessage) }
            guard PairingRules.same(mac, PairingRules.confirmation(isk, initiator: true)) else { return refuse(.wrongCode) }
            return PairingStep(send: [.pairConfirm(mac: PairingRules.confirmation(isk, initiator: false))],
                               outcome: .paired(name: initiator.name, key: initiator.key))
        case let .refused(reason):
            return PairingStep(outcome: .refused(reason))
        default:
            return refuse(.badMessage)
        }
    }

    private func refuse(_ reason: SyncMessage.Refusal) -> PairingStep { PairingStep(send: [.refused(reason)], outcome: .refused(reason)) }
}

/// The side that types the code (`history pair CODE`): it answers `pair_hello` with its share,
/// confirms, and takes the responder's key once the responder's confirmation checks.
public struct PairingInitiator: Sendable {
    let code: PairingCode, keys: SyncKeyPair, name: String, scalar: [UInt8]
    private var sid: [UInt8]?, mine: [UInt8]?, isk: [UInt8]?
    private var responder: (key: [UInt8], name: String)?

    /// An initiator for the code typed.
    public init(code: PairingCode, keys: SyncKeyPair, name: String, scalar: [UInt8] = CPace.randomScalar()) {
        (self.code, self.keys, self.name, self.scalar) = (code, keys, name, scalar)
    }

    /// The next step after `message`.
    public mutating func receive(_ message: SyncMessage) -> PairingStep {
        switch message {
        case let .pairHello(version, sid, _) where self.sid == nil:
            guard version == PairingRules.version else { return refuse(.version) }
            guard let share = CPace.share(scalar: scalar, prs: code.prs, ci: PairingRules.ci, sid: sid) else { return refuse(.badMessage) }
            (self.sid, mine) = (sid, share)
            return PairingStep(send: [.pairShare(share: share, key: keys.publicKey, name: name)])
        case let .pairShare(share, key, peerName) where isk == nil:
            guard let sid, let mine,
                  let agreed = CPace.isk(scalar: scalar, peerShare: share, sid: sid,
                                         initiator: (mine, keys.publicKey), responder: (share, key)) else { return refuse(.badMessage) }
            (isk, responder) = (agreed, (key, peerName))
            return PairingStep(send: [.pairConfirm(mac: PairingRules.confirmation(agreed, initiator: true))])
        case let .pairConfirm(mac):
            guard let isk, let responder else { return refuse(.badMessage) }
            // A responder that cannot confirm had another code (or is not the machine that showed it).
            guard PairingRules.same(mac, PairingRules.confirmation(isk, initiator: false)) else { return PairingStep(outcome: .refused(.wrongCode)) }
            return PairingStep(outcome: .paired(name: responder.name, key: responder.key))
        case let .refused(reason):
            return PairingStep(outcome: .refused(reason))
        default:
            return refuse(.badMessage)
        }
    }

    private func refuse(_ reason: SyncMessage.Refusal) -> PairingStep { PairingStep(send: [.refused(reason)], outcome: .refused(reason)) }
}
