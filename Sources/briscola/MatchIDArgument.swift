import ArgumentParser

/// A match's id as the one word after a command (`history show 3`). Every word not an option is
/// taken, so that `-1` is said not to be an id instead of "Missing expected argument".
struct MatchIDArgument: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: .phrase(.optMatchIdListed, valueName: "id")) var words: [String] = []

    /// The words given, without a `--` that ends the options (`show -- -1` named "--" as the id).
    var given: [String] { words.first == "--" ? Array(words.dropFirst()) : words }

    /// The id; `validate` has checked it is there and a whole number from 1.
    var id: Int64 { given.first.flatMap(Self.number) ?? 0 }

    /// The number in a word, with or without the "#" the list prints before it ("#2").
    static func number(_ word: String) -> Int64? { Int64(word.hasPrefix("#") ? String(word.dropFirst()) : word) }

    func validate() throws {
        if given.isEmpty { throw ValidationError("Missing expected argument '<id>'") }
        try Self.check(given)
    }

    /// The words given are one id, a whole number from 1.
    static func check(_ given: [String]) throws {
        guard let word = given.first else { return }
        guard let id = Self.number(word), id >= 1 else { throw ValidationError(.usageMatchId, ["value": String(word.prefix(20))]) }
        if given.count > 1 { throw ValidationError("Unexpected argument '\(given[1].prefix(20))'") }
    }
}

/// The same, where the id may be left out (`history export` without one exports everything).
struct OptionalMatchIDArgument: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: .phrase(.optMatchIdListed, valueName: "id")) var words: [String] = []

    /// The words given, without a `--` that ends the options.
    var given: [String] { words.first == "--" ? Array(words.dropFirst()) : words }

    /// The id, when one was given (`validate` has checked it).
    var id: Int64? { given.first.flatMap(MatchIDArgument.number) }

    func validate() throws { try MatchIDArgument.check(given) }
}
