/// How a recorded game ended: with a result, or abandoned part-way. Its spelling in files and
/// messages is the result code (`win:1`, `tie:0,1`, §4) or `abandoned`.
public enum RecordedResult: Hashable, Sendable, Codable, CustomStringConvertible {
    case finished(GameResult)
    case abandoned

    /// The file spelling.
    public var code: String {
        switch self {
        case let .finished(result): result.code
        case .abandoned: "abandoned"
        }
    }

    public var description: String { code }

    /// Parses the file spelling; nil for anything else.
    public init?(code: String) {
        if code == "abandoned" {
            self = .abandoned
        } else if let result = GameResult(code: code) {
            self = .finished(result)
        } else {
            return nil
        }
    }

    /// The result, when the game was finished.
    public var result: GameResult? {
        if case let .finished(result) = self { return result }
        return nil
    }

    /// Reads the file spelling; anything else is a decoding error.
    public init(from decoder: any Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        guard let parsed = RecordedResult(code: code) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a result: \(code)"))
        }
        self = parsed
    }

    /// Writes the file spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

extension GameResult {
    /// Parses a result code (`win:S`, `win:S,S…`, `tie:S,S…`, sides ascending); nil for anything else.
    public init?(code: String) {
        guard code.hasPrefix("win:") || code.hasPrefix("tie:") else { return nil }
        let sides = code.dropFirst(4).split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard sides.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        let list = sides.compactMap { $0 }
        if code.hasPrefix("win:"), list.count >= 1 {
            self = list.count == 1 ? .won(side: list[0]) : .wonTogether(sides: list)
        } else if code.hasPrefix("tie:"), list.count >= 2 {
            self = .tied(sides: list)
        } else {
            return nil
        }
    }
}
