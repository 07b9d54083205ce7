import CSodium

/// The short code that authenticates a pairing: eight decimal digits, shown as "4821-7730" and
/// typed with or without the dash or spaces. As CPace's password it allows one guess per attempt,
/// and the waiting side takes at most `PairingResponder.attempts` before the code is spent.
public struct PairingCode: Equatable, Sendable, CustomStringConvertible {
    /// The eight digits.
    public let digits: String

    /// A fresh code from the OS's generator (libsodium's `randombytes_uniform`).
    public static func random() -> PairingCode {
        precondition(CPace.ready, "libsodium starts")
        let number = randombytes_uniform(100_000_000)
        let text = String(number)
        return PairingCode(valid: String(repeating: "0", count: 8 - text.count) + text)
    }

    /// A code as typed: eight digits, dashes and spaces ignored; nil for anything else.
    public init?(typed: String) {
        let kept = typed.filter { $0 != "-" && $0 != " " }
        guard kept.count == 8, kept.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        digits = kept
    }

    private init(valid: String) { digits = valid }

    /// As shown: "4821-7730".
    public var description: String { String(digits.prefix(4)) + "-" + String(digits.suffix(4)) }

    /// CPace's PRS: the eight digits' ASCII.
    var prs: [UInt8] { Array(digits.utf8) }
}
