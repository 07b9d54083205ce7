/// A strict RFC 8259 syntax check over a frame body, run before Foundation decodes it, because
/// Foundation forgives what Protocol.md §7–§8 refuses: invalid UTF-8, lone surrogate escapes and
/// duplicate member names (all `bad_frame`), and numbers written with a fraction or an exponent
/// (`1.0`, `1e0`), which protocol 1 never sends and which the decoder then reports as `bad_message`.
public enum StrictJSON {
    /// What the check learnt beyond "well formed".
    public struct Report: Equatable, Sendable {
        /// The first number written with a fraction part or an exponent, or outside the signed
        /// 64-bit range, in any member (§8), if any.
        public var nonInteger: String?
        /// Whether the body's own `protocol` member is such a number: a version that is not a
        /// whole number is no version to compare (`bad_message`, not `version_mismatch`).
        public var protocolNotWhole = false
    }

    /// Arrays and objects nested deeper than this are refused; protocol 1 never goes past three.
    public static let maxDepth = 32

    /// Checks that `bytes` are one JSON object in UTF-8 with unique member names in every object.
    /// The thrown error's text says what is wrong, for the `bad_frame` message.
    public static func check(_ bytes: [UInt8]) throws(StrictJSONError) -> Report {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw StrictJSONError("body is not valid UTF-8") }
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        guard parser.peek == UInt8(ascii: "{") else { throw StrictJSONError("body is not a JSON object") }
        try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at == bytes.count else { throw parser.fail("text after the object") }
        return Report(nonInteger: parser.nonInteger, protocolNotWhole: parser.protocolNotWhole)
    }
}

/// Why a body is not strict JSON.
public struct StrictJSONError: Error, Equatable, Sendable {
    /// What is wrong and where, in words for the `bad_frame` message.
    public let detail: String
    init(_ detail: String) { self.detail = detail }
}

private struct Parser {
    let bytes: [UInt8]
    var at = 0
    var nonInteger: String?
    /// How many numbers so far were not whole 64-bit integers.
    var nonIntegers = 0
    var protocolNotWhole = false

    var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    func fail(_ what: String) -> StrictJSONError { StrictJSONError("\(what) at byte \(at)") }

    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { at += 1 }
    }

    mutating func expect(_ byte: UInt8) throws(StrictJSONError) {
        guard peek == byte else { throw fail("expected '\(Character(Unicode.Scalar(byte)))'") }
        at += 1
    }

    mutating func value(depth: Int) throws(StrictJSONError) {
        skipSpace()
        switch peek {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    /// Containers at depth 0 (the body itself) … `maxDepth` − 1 are allowed.
    mutating func enter(_ depth: Int) throws(StrictJSONError) {
        guard depth < StrictJSON.maxDepth else { throw fail("nesting deeper than \(StrictJSON.maxDepth)") }
        at += 1
    }

    mutating func object(depth: Int) throws(StrictJSONError) {
        try enter(depth)
        var names = Set<[Unicode.Scalar]>()
        skipSpace()
        if peek == UInt8(ascii: "}") { at += 1; return }
        while true {
            skipSpace()
            let start = at
            guard peek == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let name = try string()
            guard names.insert(name).inserted else {
                at = start
                throw fail("duplicate member name")
            }
            skipSpace()
            try expect(UInt8(ascii: ":"))
            let before = nonIntegers
            try value(depth: depth + 1)
            if depth == 0, nonIntegers > before, String(String.UnicodeScalarView(name)) == "protocol" { protocolNotWhole = true }
            skipSpace()
            if peek == UInt8(ascii: "}") { at += 1; return }
            try expect(UInt8(ascii: ","))
        }
    }

    mutating func array(depth: Int) throws(StrictJSONError) {
        try enter(depth)
        skipSpace()
        if peek == UInt8(ascii: "]") { at += 1; return }
        while true {
            try value(depth: depth + 1)
            skipSpace()
            if peek == UInt8(ascii: "]") { at += 1; return }
            try expect(UInt8(ascii: ","))
        }
    }

    mutating func literal(_ word: String) throws(StrictJSONError) {
        for byte in word.utf8 { try expect(byte) }
    }

    /// A string's Unicode scalars, escapes decoded (so `"a"` and `"\u0061"` are the same name).
    mutating func string() throws(StrictJSONError) -> [Unicode.Scalar] {
        at += 1
        var raw: [UInt8] = []
        var scalars: [Unicode.Scalar] = []
        func flush() {
            scalars += String(decoding: raw, as: UTF8.self).unicodeScalars
            raw.removeAll()
        }
        while let byte = peek {
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return scalars
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escape())
            case 0x00...0x1F:
                at -= 1
                throw fail("control character in a string")
            default:
                raw.append(byte)
            }
        }
        throw fail("unterminated string")
    }

    mutating func escape() throws(StrictJSONError) -> Unicode.Scalar {
        guard let byte = peek else { throw fail("unterminated escape") }
        at += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default: throw fail("bad escape")
        }
        let unit = try hex4()
        guard (0xD800...0xDFFF).contains(unit) else { return Unicode.Scalar(unit) ?? "\u{FFFD}" }
        guard unit < 0xDC00, peek == UInt8(ascii: "\\"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "u") else {
            throw fail("lone surrogate escape")
        }
        at += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low),
              let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
            throw fail("lone surrogate escape")
        }
        return scalar
    }

    mutating func hex4() throws(StrictJSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexDigit(byte) else { throw fail("bad \\u escape") }
            value = value << 4 | digit
            at += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws(StrictJSONError) {
        let start = at
        if peek == UInt8(ascii: "-") { at += 1 }
        if peek == UInt8(ascii: "0") {
            at += 1
        } else {
            guard digits() > 0 else { throw fail("not a JSON value") }
        }
        var integer = true
        if peek == UInt8(ascii: ".") {
            at += 1
            integer = false
            guard digits() > 0 else { throw fail("no digits after the decimal point") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            at += 1
            integer = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw fail("no digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<at], as: UTF8.self)
        if !integer || Int64(text) == nil {
            nonIntegers += 1
            if nonInteger == nil { nonInteger = text }
        }
    }

    mutating func digits() -> Int {
        var count = 0
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            at += 1
            count += 1
        }
        return count
    }
}
