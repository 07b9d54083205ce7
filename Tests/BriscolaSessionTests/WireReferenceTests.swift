import BriscolaTestSupport
import BriscolaCore
import BriscolaWire
import Foundation
import Testing

/// The Python reference, written from Protocol.md §7–§9, and this implementation must answer every
/// frame body with the same error code (or both accept it).
@Suite struct WireReferenceTests {
    static let hash = String(repeating: "ab", count: 32)
    static let sig = String(repeating: "cd", count: 64)

    static let bodies: [[UInt8]] = [
        #"{"type":"heartbeat"}"#,
        #"{"type":"rematch","seat":1,"sig":"\#(sig)","game":2,"later":"x"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"10B","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"7d","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"07D","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"7D","hash":"abc","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1.0,"seq":1,"seat":0,"card":"7D","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1e0,"seq":1,"seat":0,"card":"7D","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":true,"seq":1,"seat":0,"card":"7D","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"rematch","seat":1,"sig":"\#(sig)","game":99999999999999999999}"#,
        #"{"type":"rematch","seat":1,"sig":"\#(sig)","game":2,"later":2.5}"#,
        #"{"type":"rematch","seat":1,"sig":"\#(sig)","game":2,"game":2}"#,
        #"{"type":"rematch","seat":1,"sig":"\#(sig)","game":2,"\u0067ame":2}"#,
        #"{"type":"teleport","x":1.0}"#,
        #"{"type":7}"#,
        #"{"type":"chat","seat":0,"sig":"\#(sig)","text":"\ud800"}"#,
        #"{"type":"chat","seat":0,"sig":"\#(sig)","text":"\ud83c\udccf"}"#,
        #"{"type":"error","code":"x","message":"y","seq":null}"#,
        #"{"type":"error","code":"x","message":"y","seq":"1"}"#,
        #"{"type":"welcome","protocol":2,"program":"p","name":"H","session":"00","variant":2,"seat":1,"seats":[]}"#,
        #"{"type":"hello","protocol":1,"program":"p","name":"H"}"#,
        #"{"type":"hello","protocol":4,"program":"p","name":"H","x":1.5}"#,
        #"{"type":"hello","protocol":1.0,"program":"p","name":"H"}"#,
        #"{"type":"welcome","protocol":9,"program":"p","name":"H","variant":2.5}"#,
        #"{"type":"hello","protocol":2,"program":"p","name":"H"}"#,
        #"{"type":"hello","protocol":2,"program":"p","name":"H","key":"\#(hash)"}"#,
        #"{"type":"hello","protocol":3,"program":"p","name":"H"}"#,
        #"{"type":"hello","protocol":3,"program":"p","name":"H","key":"\#(hash)"}"#,
        #"{"type":"shuffle","game":1,"seat":0,"deck":["\#(hash)","\#(hash)"],"sig":"\#(sig)"}"#,
        #"{"type":"lock","game":1,"seat":0,"deck":["00"],"sig":"\#(sig)"}"#,
        #"{"type":"open","game":1,"seat":0,"round":0,"positions":[1,3],"keys":["\#(hash)","\#(hash)"],"sig":"\#(sig)"}"#,
        #"{"type":"open","game":1,"seat":0,"round":0,"positions":[1,3],"keys":["\#(hash)"],"sig":"\#(sig)"}"#,
        #"{"type":"audit","game":1,"seat":0,"shuffle_key":"\#(hash)","keys":["\#(hash)"],"sig":"\#(sig)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"10B","position":4,"key":"\#(hash)","hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"10B","position":4,"hash":"\#(hash)","sig":"\#(sig)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"10B","hash":"\#(hash)"}"#,
        #"{"type":"play","game":1,"seq":1,"seat":0,"card":"10B","hash":"\#(hash)","sig":"\#(hash)"}"#,
        #"{"type":"seated","seat":2,"name":"P","key":"\#(hash)","bot":1}"#,
        #"{"type":"seated","seat":2,"name":"P","key":"\#(hash)","bot":false}"#,
        #"{"type":"left","seat":2,"reason":"gone"}"#,
        #"{"type":"start","game":"1"}"#,
        #"{"type":"heartbeat","x":NaN}"#,
        #"{"type":"heartbeat","x":99999999999999999999}"#,
        #"{"type":"heartbeat","x":-9223372036854775808}"#,
        #"{"type":"hello","protocol":"2","program":"p","name":"H"}"#,
        "[1]", "\u{FEFF}{\"type\":\"heartbeat\"}", "{\"type\":\"heartbeat\"} {}",
        "{\"type\":\"heartbeat\",\"x\":" + String(repeating: "[", count: 31) + String(repeating: "]", count: 31) + "}",
        "{\"type\":\"heartbeat\",\"x\":" + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "}",
    ].map { Array($0.utf8) } + [
        Array(#"{"type":"chat","seat":0,"sig":"\#(sig)","text":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
        Array(#"{"type":"chat","seat":0,"sig":"\#(sig)","text":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
    ]

    static func swiftCode(_ body: [UInt8]) -> String {
        do throws(WireError) {
            // A hello or welcome of another version decodes (read no further than `protocol`), and
            // the session's first act is `version_mismatch` (§8): that is this body's answer.
            switch try MessageCoding.decode(Data(body)) {
            // As a protocol-4 receiver answers: the version first, then the other members.
            case let .hello(hello) where hello.protocol != 4: return ErrorCode.versionMismatch.rawValue
            case let .welcome(welcome) where welcome.protocol != 4: return ErrorCode.versionMismatch.rawValue
            case let .hello(hello) where hello.incomplete != nil: return ErrorCode.badMessage.rawValue
            case let .welcome(welcome) where welcome.incomplete != nil: return ErrorCode.badMessage.rawValue
            default: return "ok"
            }
        } catch {
            return error.code.rawValue
        }
    }

    @Test(.enabled(if: TestTools.runs(TestTools.python != nil), "python3 is not installed"))
    func referenceAndImplementationAgreeOnEveryBody() throws {
        let script = TestTools.referenceScript
        let (status, said) = try ReferencePython.run([script.path, "body"] + Self.bodies.map { Hex.encode($0) })
        #expect(status == 0, "\(said)")
        let theirs = said.split(separator: "\n").map(String.init)
        let ours = Self.bodies.map(Self.swiftCode)
        #expect(theirs.count == ours.count)
        for (index, (a, b)) in zip(ours, theirs).enumerated() where a != b {
            Issue.record("body \(index) \(String(decoding: Self.bodies[index], as: UTF8.self).debugDescription): ours \(a), reference \(b)")
        }
        #expect(Set(ours) == ["ok", "bad_frame", "bad_message", "unknown_type", "version_mismatch"], "the list exercises every code")
    }
}
