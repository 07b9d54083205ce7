import BriscolaCore
import BriscolaWire
import Foundation
import Testing

/// `bye` and `left` carry why a player left as a code beside the English words (Protocol.md §12):
/// each code comes back as the same value, and words alone (an older peer's) come back as `other`.
@Suite struct ReasonCodeTests {
    static let coded: [LeaveReason] = [.left, .noMoreGames, .played(games: 1), .played(games: 7), .stopped, .tableClosed,
                                       .notBack(seconds: 120), .hostRestarted, .connectionClosed, .silent]

    func object(_ message: Message) throws -> [String: Any] {
        let body = try MessageCoding.encode(message)
        return try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    }

    @Test(arguments: coded)
    func aByeWithEachCodeRoundTrips(_ reason: LeaveReason) throws {
        let bye = Message.bye(Bye(reason: reason))
        #expect(try MessageCoding.decode(Data(MessageCoding.encode(bye))) == bye)
        let sent = try object(bye)
        #expect(sent["reason_code"] as? String == reason.code?.rawValue && sent["reason"] as? String == reason.wireText)
        let left = Message.left(Left(seat: 2, reason: reason))
        #expect(try MessageCoding.decode(Data(MessageCoding.encode(left))) == left)
    }

    /// Every code on the list is one `LeaveReason` sends, and its number travels in its own member.
    @Test func everyCodeIsSentByAReason() throws {
        let sent = Set(Self.coded.compactMap(\.code)).union([ReasonCode.connectionFailed, .protocolError, .reported])
        #expect(sent == Set(ReasonCode.allCases))
        #expect(try object(.bye(Bye(reason: .played(games: 3))))["games"] as? Int == 3)
        #expect(try object(.left(Left(seat: 1, reason: .notBack(seconds: 20))))["seconds"] as? Int == 20)
    }

    /// The code decides, not the words: a peer whose English differs is still understood.
    @Test func theCodeWinsOverTheWords() throws {
        let body = #"{"type":"bye","reason":"ho finito","reason_code":"played","games":4}"#
        #expect(try MessageCoding.decode(Data(body.utf8)) == .bye(Bye(reason: .played(games: 4))))
        let left = #"{"type":"left","seat":3,"reason":"x","reason_code":"not_back","seconds":9}"#
        #expect(try MessageCoding.decode(Data(left.utf8)) == .left(Left(seat: 3, reason: .notBack(seconds: 9))))
    }

    /// Words alone, an unknown code, a code without its number, or a code whose words carry the
    /// detail: the text is shown, cleaned as remote text is (§8.1).
    @Test(arguments: [
        #"{"type":"bye","reason":"no more games"}"#, #"{"type":"bye","reason":"no more games","reason_code":"gone_fishing"}"#,
        #"{"type":"bye","reason":"no more games","reason_code":"played"}"#,
        #"{"type":"bye","reason":"no more games","reason_code":"protocol_error"}"#,
    ])
    func wordsWithoutAKnownCodeAreShownAsTheyCame(_ body: String) throws {
        #expect(try MessageCoding.decode(Data(body.utf8)) == .bye(Bye(reason: .other("no more games"))))
    }

    @Test func theWordsAreCleaned() throws {
        let body = #"{"type":"bye","reason":"  din\u001b[31mner\u202e ","reason_code":"new_code"}"#
        #expect(try MessageCoding.decode(Data(body.utf8)) == .bye(Bye(reason: .other("dinner"))))
        let left = #"{"type":"left","seat":1,"reason":"tea\u0007"}"#
        #expect(try MessageCoding.decode(Data(left.utf8)) == .left(Left(seat: 1, reason: .other("tea"))))
    }

    /// A number of the wrong JSON type is a known member's bad value (§8).
    @Test func aNumberThatIsNotOneIsABadMessage() {
        #expect(throws: WireError.self) { try MessageCoding.decode(Data(#"{"type":"bye","reason":"x","reason_code":"played","games":"3"}"#.utf8)) }
    }

    /// A result spelled otherwise than §4 writes it is refused: it is signed as its spelling.
    @Test(arguments: ["win:01", "win:+1", "tie:1", "lose:0", "draw"])
    func aResultNotSpelledAsSection4IsABadMessage(_ result: String) {
        let body = #"{"type":"game_over","game":1,"seat":0,"scores":[61,59],"result":"\#(result)","hash":"\#(String(repeating: "ab", count: 32))","sig":"\#(String(repeating: "cd", count: 64))"}"#
        #expect(throws: WireError.self) { try MessageCoding.decode(Data(body.utf8)) }
    }
}
