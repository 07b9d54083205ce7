import BriscolaCore
import BriscolaFrames
import BriscolaWire
import Foundation
import NIOCore
import Testing

@Suite struct MessageCodingTests {
    static let hash = String(repeating: "ab", count: 32)
    static let sig = String(repeating: "cd", count: 64)
    static let samples: [Message] = [
        .hello(Hello(program: "briscola 0.1.0", name: "Anna", key: hash)),
        .hello(Hello(program: "briscola 0.1.0", name: "Anna", key: hash, seat: 2)),
        .welcome(Welcome(program: "briscola 0.1.0", name: "Bruno", session: "00112233445566778899aabbccddeeff",
                         variant: 4, seat: 1, seats: [SeatInfo(seat: 0, name: "Bruno", key: hash), SeatInfo(seat: 1, name: "Anna", key: hash),
                                                      SeatInfo(seat: 3, name: "Bot 3", key: hash, bot: true)])),
        .seated(SeatInfo(seat: 2, name: "Carla", key: hash)),
        .welcome(Welcome(program: "p", name: "B", session: "00112233445566778899aabbccddeeff", variant: 2, seat: 1,
                         seats: [SeatInfo(seat: 0, name: "B", key: hash)], turnTime: 30)),
        .play(Play(game: 1, seq: 4, seat: 0, card: Card(.due, .coppe), hash: hash, sig: sig, timedOut: true)),
        .left(Left(seat: 2, reason: .connectionClosed)),
        .start(Start(game: 3)),
        .commit(Commit(game: 1, seat: 0, hash: hash, sig: sig)),
        .reveal(Reveal(game: 1, seat: 1, secret: hash, sig: sig)),
        .deal(Deal(game: 1, dealer: 0, seed: hash, deck: Array(Deck(canonicalFor: .two)))),
        .play(Play(game: 1, seq: 3, seat: 1, card: Card(.re, .bastoni), hash: hash, sig: sig)),
        .gameOver(GameOver(game: 1, seat: 2, scores: [60, 60], result: .tied(sides: [0, 1]), hash: hash, sig: sig)),
        .rematch(Rematch(game: 2, seat: 1, sig: sig)),
        .chat(Chat(seat: 0, text: "ciao", sig: sig)),
        .heartbeat,
        .bye(Bye(reason: .other("done"))),
        .error(ErrorMessage(code: .desync, message: "hashes differ", seq: 7)),
    ]

    @Test(arguments: samples)
    func everyMessageRoundTrips(_ message: Message) throws {
        var buffer = ByteBuffer(bytes: try MessageCoding.frame(message))
        let body = try #require(try FrameDecoder.nextFrame(&buffer))
        #expect(try MessageCoding.decode(body) == message)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any])
        #expect(object["type"] as? String == message.type)
    }

    static let bad: [(String, WireError)] = [
        ("not json", .notJSON("body is not a JSON object")),
        (#"{"type":"play""#, .notJSON("expected ',' at byte 14")),
        ("[]", .notJSON("body is not a JSON object")),
        ("42", .notJSON("body is not a JSON object")),
        (#"{"kind":"hello"}"#, .missingType),
        (#"{"type":7}"#, .missingType),
        (#"{"type":"teleport","x":1}"#, .unknownType("teleport")),
        (#"{"type":"hello","program":"p","name":"n"}"#, .badMessage(type: "hello", detail: #"missing member "protocol""#)),
        (#"{"type":"hello","protocol":"1","program":"p","name":"n"}"#, .badMessage(type: "hello", detail: #"member "protocol" is not an integer"#)),
        (#"{"type":"hello","protocol":null,"program":"p","name":"n"}"#, .badMessage(type: "hello", detail: #"member "protocol" is null, expected an integer"#)),
        (#"{"type":"play","game":1,"seq":1,"seat":0,"card":"11C","hash":"x"}"#, .badMessage(type: "play", detail: #"member "card": not a card code: 11C"#)),
        (#"{"type":"play","game":1.5,"seq":1,"seat":0,"card":"1C","hash":"x"}"#, .badMessage(type: "play", detail: "a number is not a whole number in range")),
    ]

    @Test(arguments: bad)
    func badBodiesGetPreciseErrors(_ body: String, _ expected: WireError) {
        #expect(throws: expected) { try MessageCoding.decode(Data(body.utf8)) }
    }

    /// §7: senders MUST NOT send a frame over the limit; the encoder refuses to make one.
    @Test func aBodyOverTheFrameLimitIsNeverEncoded() throws {
        func chat(_ length: Int) -> Message { .chat(Chat(seat: 1, text: String(repeating: "x", count: length), sig: Self.sig)) }
        let room = WireProtocol.maxFrameBody - (try MessageCoding.encode(chat(0)).count)
        #expect(try MessageCoding.encode(chat(room)).count == WireProtocol.maxFrameBody)
        #expect(throws: WireError.frameTooLarge(declared: WireProtocol.maxFrameBody + 1)) { try MessageCoding.frame(chat(room + 1)) }
    }

    @Test func unknownMembersAreIgnoredForForwardCompatibility() throws {
        let body = #"{"type":"rematch","game":3,"seat":1,"sig":"\#(Self.sig)","colour":"blue"}"#
        #expect(try MessageCoding.decode(Data(body.utf8)) == .rematch(Rematch(game: 3, seat: 1, sig: Self.sig)))
    }

    @Test func aHelloOfAnotherVersionIsReadNoFurtherThanItsVersion() throws {
        // A protocol-1 hello has no key: it must still reach the session, which answers version_mismatch.
        let body = #"{"type":"hello","protocol":1,"program":"old","name":"Gino"}"#
        guard case let .hello(hello) = try MessageCoding.decode(Data(body.utf8)) else {
            Issue.record("not a hello")
            return
        }
        #expect(hello.protocol == 1 && hello.program == "old")
        // One of our versions without a key: the session answers the version first, then this.
        let current = #"{"type":"hello","protocol":2,"program":"new","name":"Gino"}"#
        guard case let .hello(incomplete) = try MessageCoding.decode(Data(current.utf8)) else {
            Issue.record("not a hello")
            return
        }
        #expect(incomplete.protocol == 2 && incomplete.incomplete == #"missing member "key""#)
    }

    @Test func aSignedMessageWithoutItsSignatureIsABadMessage() {
        let body = #"{"type":"play","game":1,"seq":1,"seat":0,"card":"1C","hash":"\#(Self.hash)"}"#
        #expect(throws: WireError.badMessage(type: "play", detail: #"missing member "sig""#)) { try MessageCoding.decode(Data(body.utf8)) }
    }

    @Test func relayedChatKeepsTheAuthorsTextForItsSignature() throws {
        let body = #"{"type":"chat","seat":2,"text":"ciao\u001b[31m rosso","sig":"\#(Self.sig)"}"#
        guard case let .chat(chat) = try MessageCoding.decode(Data(body.utf8)) else {
            Issue.record("not a chat")
            return
        }
        #expect(chat.text == "ciao rosso" && chat.original == "ciao\u{1b}[31m rosso")
        #expect(chat.signingFields == ["2", "ciao\u{1b}[31m rosso"])
        let again = String(decoding: try MessageCoding.encode(.chat(chat)), as: UTF8.self)
        #expect(again.contains(#"ciao\u001b[31m rosso"#) || again.contains("ciao\u{1b}[31m rosso"))
    }

    @Test func namesAndChatFromThePeerAreSanitisedOnDecode() throws {
        let body = #"{"type":"hello","protocol":2,"program":"p","key":"\#(Self.hash)","name":"\u001b[2J\u001b]0;pwned\u0007Eve\u0000\u202e"}"#
        guard case let .hello(hello) = try MessageCoding.decode(Data(body.utf8)) else {
            Issue.record("not a hello")
            return
        }
        #expect(hello.name == "Eve")
        let long = #"{"type":"chat","seat":0,"sig":"\#(Self.sig)","text":""# + String(repeating: "ha", count: 500) + #""}"#
        guard case let .chat(chat) = try MessageCoding.decode(Data(long.utf8)) else {
            Issue.record("not a chat")
            return
        }
        #expect(chat.text.count == WireProtocol.maxTextLength)
    }
}
