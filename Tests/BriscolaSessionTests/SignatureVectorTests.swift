import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// The signature and table-code vectors of Protocol.md Appendix A, which the Python reference
/// (its own Ed25519, written from RFC 8032) computes the same.
@Suite struct SignatureVectorTests {
    static let session = "c510c70f6daff2b3ea4c364796553b85"
    /// RFC 8032 §7.1 TEST 1, 2 and 3 secret keys.
    static let seeds = ["9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
                        "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
                        "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7"]
    static let play = Message.play(Play(game: 1, seq: 1, seat: 1, card: Card(.cinque, .denari),
                                        hash: "08ec63abda9f4bbc2d1533231a9884655a4dc230ce4260821fb25b0aa3bb5156"))

    func key(_ index: Int) throws -> SeatKey { SeatKey(seed: try #require(Hex.decode(Self.seeds[index]))) }

    @Test func theSigningInputOfAPlay() {
        let input = String(decoding: Self.play.signingInput(session: Self.session) ?? [], as: UTF8.self)
        #expect(input == "briscola-signed-2\nc510c70f6daff2b3ea4c364796553b85\nplay\n1\n1\n1\n5D\n08ec63abda9f4bbc2d1533231a9884655a4dc230ce4260821fb25b0aa3bb5156")
    }

    @Test func aPlaySignedWithTheRFCsFirstKey() throws {
        let key = try key(0)
        #expect(key.publicHex == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
        let signed = key.sign(Self.play, session: Self.session)
        #expect(signed.signed?.sig == "f298c1be6a45b6f7ef31321e1db4608846f3868f60351fb0fbe1fae0f8f3ddac"
            + "4366a9daf27ebbab37d6b74e136d3786100bbb20f90f273bfb22d5f185ae5408")
        #expect(SignatureCheck.verify(signed, key: key.publicHex, session: Self.session))
        // Another session, another card or another key: the signature no longer holds.
        #expect(!SignatureCheck.verify(signed, key: key.publicHex, session: String(repeating: "0", count: 32)))
        guard case var .play(altered) = signed else {
            Issue.record("the signed play is not a play: \(signed)")
            return
        }
        altered.card = Card(.asso, .denari)
        #expect(!SignatureCheck.verify(.play(altered), key: key.publicHex, session: Self.session))
        #expect(!SignatureCheck.verify(signed, key: try self.key(1).publicHex, session: Self.session))
    }

    @Test func theTableCodeOfThreeSeats() throws {
        var roster = Roster(players: 3)
        for index in 0..<3 { roster.sit(SeatInfo(seat: index, name: "P\(index)", key: try key(index).publicHex)) }
        #expect(roster.tableCode(session: try #require(Hex.decode(Self.session))) == "43cb5e6c")
    }
}
