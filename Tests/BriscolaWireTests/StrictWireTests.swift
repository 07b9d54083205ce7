import BriscolaCore
import BriscolaWire
import Foundation
import Testing

/// What Protocol.md §1, §7 and §8 say a receiver MUST refuse, and Foundation alone would accept.
@Suite struct StrictWireTests {
    static let hash = String(repeating: "ab", count: 32)
    static let sig = String(repeating: "cd", count: 64)

    static func play(card: String = "7D", game: String = "1", hash: String = hash) -> String {
        #"{"type":"play","game":\#(game),"seq":1,"seat":0,"card":"\#(card)","hash":"\#(hash)","sig":"\#(sig)"}"#
    }

    static func code(_ body: String) -> ErrorCode? {
        code(Array(body.utf8))
    }

    static func code(_ bytes: [UInt8]) -> ErrorCode? {
        do throws(WireError) {
            _ = try MessageCoding.decode(Data(bytes))
            return nil
        } catch {
            return error.code
        }
    }

    @Test func anHonestPlayIsAccepted() {
        #expect(Self.code(Self.play()) == nil)
        #expect(Self.code(Self.play(card: "10B")) == nil)
        #expect(Self.code(Self.play(hash: Self.hash.uppercased())) == nil, "hex is accepted in either case")
    }

    @Test(arguments: ["7d", "10b", " 7D", "7D ", "07D", "0D", "11C", "1", "C", "１C", "7Ｄ"])
    func cardCodesOnTheWireAreStrict(_ card: String) {
        #expect(Self.code(Self.play(card: card)) == .badMessage, "\(card)")
    }

    @Test func aDealWithALowerCaseSuitIsRefused() {
        var deck = Deck(canonicalFor: .two).map(\.code)
        deck[5] = deck[5].lowercased()
        let list = deck.map { "\"\($0)\"" }.joined(separator: ",")
        let body = #"{"type":"deal","game":1,"dealer":0,"seed":"\#(Self.hash)","deck":[\#(list)]}"#
        #expect(Self.code(body) == .badMessage)
    }

    @Test func peopleMayStillTypeLowerCase() {
        #expect(Card("7d") == Card(.sette, .denari))
        #expect(Card(wireCode: "7d") == nil && Card(wireCode: "7D") == Card(.sette, .denari))
    }

    @Test(arguments: ["1.0", "1e0", "1E0", "10e-1", "1.5", "-0.0"])
    func integersHaveNoFractionOrExponent(_ number: String) {
        #expect(Self.code(Self.play(game: number)) == .badMessage, "\(number)")
        #expect(Self.code(#"{"type":"rematch","game":2,"later":\#(number)}"#) == .badMessage,
                "no protocol-1 member holds anything but integers, known or not")
    }

    @Test(arguments: [
        #"{"type":"rematch","game":2,"game":3}"#,
        #"{"type":"rematch","type":"rematch","game":2}"#,
        #"{"type":"rematch","game":2,"\u0067ame":3}"#,
        #"{"type":"rematch","game":2,"x":{"a":1,"a":1}}"#,
    ])
    func duplicateMemberNamesAreABadFrame(_ body: String) {
        #expect(Self.code(body) == .badFrame)
    }

    @Test func invalidUTF8IsABadFrame() {
        let bytes = Array(#"{"type":"chat","seat":0,"text":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(Self.code(bytes) == .badFrame)
        let overlong = Array(#"{"type":"chat","seat":0,"text":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
        #expect(Self.code(overlong) == .badFrame)
        #expect(Self.code(#"{"type":"chat","seat":0,"text":"\ud800"}"#) == .badFrame, "a lone surrogate escape")
        #expect(Self.code(#"{"type":"chat","seat":0,"text":"\ud83c\udccf","sig":"\#(Self.sig)"}"#) == nil, "a surrogate pair is one scalar")
    }

    @Test(arguments: [
        "\u{FEFF}{\"type\":\"heartbeat\"}",            // a byte order mark
        "{\"type\":\"heartbeat\"} x",                   // text after the object
        "{\"type\":\"heartbeat\",}",                     // a trailing comma
        "{\"type\":\"chat\",\"seat\":0,\"text\":\"a\tb\"}", // a raw control character in a string
        "{\"type\":\"heartbeat\",\"x\":NaN}",
        "{\"type\":\"heartbeat\",\"x\":01}",
        "{\"type\":\"heartbeat\",\"x\":" + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
    ])
    func otherNonJSONIsABadFrame(_ body: String) {
        #expect(Self.code(body) == .badFrame)
    }

    @Test(arguments: [("hash", "ab"), ("hash", String(repeating: "a", count: 63)), ("hash", String(repeating: "g", count: 64))])
    func hexMembersHaveTheirExactLength(_ member: String, _ value: String) {
        #expect(Self.code(#"{"type":"commit","game":1,"seat":0,"\#(member)":"\#(value)"}"#) == .badMessage)
        #expect(Self.code(Self.play(hash: value)) == .badMessage)
    }

    @Test func aWelcomeSessionIdIsSixteenBytes() {
        let seats = #"[{"seat":0,"name":"H","key":"\#(Self.hash)","bot":false},{"seat":1,"name":"G","key":"\#(Self.hash)","bot":false}]"#
        let welcome = { (session: String) in
            #"{"type":"welcome","protocol":2,"program":"p","name":"H","session":"\#(session)","variant":2,"seat":1,"seats":\#(seats)}"#
        }
        #expect(Self.code(welcome(String(repeating: "0", count: 32))) == nil)
        // A welcome of a version this program speaks reaches the session, which answers the version
        // first (§8) and then this: bad_message.
        guard case let .welcome(short)? = try? MessageCoding.decode(Data(welcome(String(repeating: "0", count: 30)).utf8)) else {
            Issue.record("not a welcome")
            return
        }
        #expect(short.incomplete?.contains("session") == true, "\(String(describing: short.incomplete))")
    }
}
