/// The argument parser's own error sentences ("Missing value for '--level <level>'"), which it
/// writes in English, put in the command line's language with their quoted parts kept.
extension Text {
    /// The sentences, each an English template whose `{placeholders}` stand for what the parser quotes.
    static let parserSentences: [CommandPhrase] = [.frameMissingArgument, .frameMissingValue, .frameUnknownOption,
                                                   .frameUnexpectedArgument, .frameInvalidValue, .frameProvideOneOf, .frameDidYouMean]

    /// `line` with every parser sentence in it in this language; other words unchanged.
    func parserSentences(in line: String) -> String {
        let english = Text(.english)
        var line = line
        for phrase in Self.parserSentences {
            guard let (range, values) = Self.match(english(phrase), in: line) else { continue }
            let list = values.mapValues { $0.replacingAll(english(.frameOr), with: self(.frameOr)) }
            line = String(line[..<range.lowerBound]) + self(phrase, list) + String(line[range.upperBound...])
        }
        return line
    }

    /// Where `template` occurs in `line`, and what its placeholders stand for there. A placeholder
    /// takes the text up to the literal after it (the rest of the line if it comes last).
    static func match(_ template: String, in line: String) -> (Range<String.Index>, [String: String])? {
        let (literals, names) = pieces(template)
        guard let first = literals.first, !first.isEmpty, let start = line.firstRange(of: first) else { return nil }
        var values: [String: String] = [:], position = start.upperBound
        for (name, literal) in zip(names, literals.dropFirst()) {
            if literal.isEmpty {
                values[name] = String(line[position...])
                position = line.endIndex
            } else {
                guard let next = line[position...].firstRange(of: literal) else { return nil }
                values[name] = String(line[position..<next.lowerBound])
                position = next.upperBound
            }
        }
        return (start.lowerBound..<position, values)
    }

    /// A template split into its literal pieces (one more than its placeholders) and placeholder names.
    static func pieces(_ template: String) -> (literals: [String], names: [String]) {
        var literals = [""], names: [String] = [], rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literals[literals.count - 1] += rest[..<open]
            names.append(String(rest[rest.index(after: open)..<close]))
            literals.append("")
            rest = rest[rest.index(after: close)...]
        }
        literals[literals.count - 1] += rest
        return (literals, names)
    }
}
