import BriscolaCore
@testable import BriscolaSync
import Testing

/// Two machines pair over a connection: with the right code each keeps the other's key; with a
/// wrong one both are told so and nothing is kept.
@Suite struct PairingTests {
    @Test func theRightCodePairsBothWays() async throws {
        let code = PairingCode.random()
        let keysA = SyncKeyPair.generate(), keysB = SyncKeyPair.generate()
        let (outcomeA, outcomeB) = try await pair(typed: code, shown: code, keysA, keysB)
        #expect(outcomeA == .paired(name: "desk", key: keysB.publicKey))
        #expect(outcomeB == .paired(name: "laptop", key: keysA.publicKey))
    }

    @Test func aWrongCodeIsRefusedOnBothSides() async throws {
        let shown = try #require(PairingCode(typed: "1111-2222")), typed = try #require(PairingCode(typed: "1111-2223"))
        let (outcomeA, outcomeB) = try await pair(typed: typed, shown: shown, .generate(), .generate())
        #expect(outcomeA == .refused(.wrongCode))
        #expect(outcomeB == .refused(.wrongCode))
    }

    /// A responder that does not know the code cannot fake its confirmation.
    @Test func aResponderWithoutTheCodeIsNotBelieved() throws {
        let code = try #require(PairingCode(typed: "5555-0000")), other = try #require(PairingCode(typed: "5555-0001"))
        var initiator = PairingInitiator(code: code, keys: .generate(), name: "laptop")
        var impostor = PairingResponder(code: other, keys: .generate(), name: "evil", sid: Array(repeating: 1, count: 16))
        var step = initiator.receive(impostor.start().send[0])
        step = impostor.receive(step.send[0])
        step = initiator.receive(step.send[0])
        // The impostor cannot check the initiator's confirmation, and cannot make one either.
        guard case let .pairConfirm(mac) = step.send[0] else { Issue.record("no confirmation"); return }
        #expect(initiator.receive(.pairConfirm(mac: mac)).outcome == .refused(.wrongCode))
        #expect(impostor.receive(.pairConfirm(mac: mac)).outcome == .refused(.wrongCode))
    }

    @Test func messagesRoundTripAndJunkIsRefused() {
        let messages: [SyncMessage] = [.pairHello(version: 1, sid: Array(repeating: 3, count: 16), name: "Ada's laptop"),
                                       .pairConfirm(mac: Array(repeating: 9, count: 32)), .refused(.notPaired), .done,
                                       .summary(matches: 10, tombstones: 2, digest: Array(repeating: 1, count: 32))]
        for message in messages {
            let bytes = SyncCoding.encode(message)
            #expect(SyncCoding.decode(bytes).map(SyncCoding.encode) == bytes)
        }
        #expect(SyncCoding.decode(Array(#"{"type":"pair_confirm","mac":"00"}"#.utf8)) == nil)
        #expect(SyncCoding.decode(Array(#"{"type":"launch"}"#.utf8)) == nil)
        #expect(SyncCoding.decode(Array("not json".utf8)) == nil)
    }

    private func pair(typed: PairingCode, shown: PairingCode, _ keysA: SyncKeyPair, _ keysB: SyncKeyPair) async throws
        -> (PairingOutcome, PairingOutcome) {
        let (a, b) = MemoryLink.pair()
        let responder = PairingResponder(code: shown, keys: keysB, name: "desk", sid: CPace.randomScalar().prefix(16).map { $0 })
        async let outcomeB = PairingRun.respond(b, responder)
        let outcomeA = try await PairingRun.initiate(a, PairingInitiator(code: typed, keys: keysA, name: "laptop"))
        return (outcomeA, try await outcomeB)
    }
}
