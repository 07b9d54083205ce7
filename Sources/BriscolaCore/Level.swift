/// The computer opponents' levels a person can pick: part of a match's model (who sat where, how
/// strong), so history, settings and words name it without the opponents' code (`BriscolaAI`
/// gives each its strategy).
public enum Level: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case easy, normal, hard, expert

    /// The level's spelling in files and options (`hard`).
    public var description: String { rawValue }
}
