import BriscolaSession
import BriscolaWire
import Testing

/// Inputs the session fuzz target (`Scripts/fuzz session`) found, kept so they stay fixed.
@Suite struct SessionFuzzRegressionTests {
    func guest() -> Session { Session(config: SessionConfig(role: .guest, name: "Gino", program: "test"), entropy: .seeded(2)) }

    /// The fuzzer's input `2c 00 1d`: a guest told to chat before its connection was up trapped
    /// (no key to sign with).
    @Test func aGuestChattingBeforeItConnectsSaysNothing() {
        var session = guest()
        #expect(session.handle(.localChat("hi")).isEmpty)
        #expect(!session.isClosed)
    }

    /// Connected but not yet welcomed, a guest's chat went out signed as seat 0 (the host's), which
    /// the host answers by dropping it. Nothing is sent until the welcome.
    @Test func aGuestChattingBeforeItsWelcomeSendsNothing() {
        var session = guest()
        let hello = session.handle(.connected())
        #expect(hello.count == 1)
        #expect(session.handle(.localChat("hi")).isEmpty)
    }
}
