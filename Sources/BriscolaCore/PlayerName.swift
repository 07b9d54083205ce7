/// The one rule for the name a player gives themselves (the command line, the settings file, the
/// menu): 1 to 32 characters once spaces are trimmed, no control characters. Names that come from
/// the network are cleaned instead (`RemoteText`), to the same length.
public enum PlayerName {
    /// The longest name, in Unicode scalars (the wire's limit too).
    public static let maxLength = 32

    /// What can be wrong with a name a player gives themselves (the words are the command line's,
    /// in its language: `CommandPhrase.nameEmpty` and the two after it).
    public enum Problem: Sendable, Equatable {
        /// Nothing but spaces.
        case empty
        /// Longer than `maxLength` Unicode scalars.
        case tooLong
        /// A control character (a newline, a bell…), or one that turns the direction of the text
        /// around it (U+202E and its kin: they would reverse what is shown after the name).
        case controlCharacters
    }

    /// What is wrong with a name; nil when it is fine.
    public static func problem(_ text: String) -> Problem? {
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty { return .empty }
        if trimmed.unicodeScalars.count > maxLength { return .tooLong }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || isDirectionControl($0) }) { return .controlCharacters }
        return nil
    }

    /// The name others see when a player gave none: the login name (`USER`) with a capital, or
    /// "Player".
    public static func login(environment: [String: String]) -> String {
        guard let user = environment["USER"], problem(user) == nil else { return "Player" }
        return user.prefix(1).uppercased() + user.dropFirst()
    }

    /// The marks, embeddings, overrides and isolates of the bidirectional algorithm: they turn the
    /// text after them around, so names refuse them and text from the network drops them
    /// (`RemoteText`).
    public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Names by seat ("" for a free seat) with each name that two seats share told apart by seat
    /// number, as the waiting room counts seats: "Player (1)", "Bruno (3)". `except` (our own
    /// seat, which a screen calls "you") keeps its name.
    public static func toldApart(_ names: [String], except: Int? = nil) -> [String] {
        names.enumerated().map { seat, name in
            !name.isEmpty && seat != except && names.count { $0 == name } > 1 ? "\(name) (\(seat + 1))" : name
        }
    }

    /// The name as it is kept: with surrounding spaces trimmed.
    public static func normalized(_ text: String) -> String { String(text.trimmingSpaces()) }
}
