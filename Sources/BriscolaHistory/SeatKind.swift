import BriscolaCore

/// Who sat at a seat of a stored match: the person whose history it is, a player across the
/// network, an emulator of some level, or a computer player another's table seated (its level is
/// not told). Its file spelling is `human`, `remote`, `emulator:LEVEL` or `computer`.
public enum SeatKind: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    case human
    case remote
    case emulator(Level)
    case computer

    /// Parses the file spelling; nil for anything else.
    public init?(rawValue: String) {
        switch rawValue {
        case "human": self = .human
        case "remote": self = .remote
        case "computer": self = .computer
        default:
            guard rawValue.hasPrefix("emulator:"), let level = Level(rawValue: String(rawValue.dropFirst("emulator:".count))) else {
                return nil
            }
            self = .emulator(level)
        }
    }

    /// The file spelling.
    public var rawValue: String {
        switch self {
        case .human: "human"
        case .remote: "remote"
        case .computer: "computer"
        case let .emulator(level): "emulator:\(level.rawValue)"
        }
    }

    public var description: String { rawValue }

    /// The emulator's level, for a seat an emulator played.
    public var level: Level? {
        if case let .emulator(level) = self { return level }
        return nil
    }

    /// True for a seat the computer played (at any level, or at another's table).
    public var isComputer: Bool {
        switch self {
        case .emulator, .computer: true
        case .human, .remote: false
        }
    }
}
