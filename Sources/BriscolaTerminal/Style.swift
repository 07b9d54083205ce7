/// The eight basic terminal colours; suits each get one.
public enum Color: UInt8, Sendable, Hashable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell looks. `plain` draws with the terminal's defaults.
public struct Style: Sendable, Hashable {
    public var foreground: Color?
    public var bold = false
    public var dim = false
    public var reverse = false

    /// A style: colour and emphasis.
    public init(foreground: Color? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)

    /// The same style without colour (for `NO_COLOR` and `--no-color`); emphasis stays.
    public var withoutColor: Style {
        var copy = self
        copy.foreground = nil
        return copy
    }
}

import BriscolaText

/// What the screen may use: box-drawing and colour, or plain ASCII and no colour; and the
/// language its words are in.
public struct RenderOptions: Sendable, Hashable {
    public var unicode: Bool
    public var color: Bool
    /// Show the opponents' captured points (hidden by default, as in the traditional game).
    public var showOpponentPoints: Bool
    /// Ring the terminal bell when it becomes the person's turn at a network table (`bell` setting).
    public var bell = true
    /// The language of every word on screen (English unless the settings or the locale say Italian).
    public var language = Language.english
    /// The terminal shows no letter beyond ASCII (its locale is not UTF-8): the screen's accents
    /// are dropped as it is drawn ("è" as "e"), so no UTF-8 byte reaches it.
    public var asciiLetters = false

    /// The words of `language`.
    public var text: Text { Text(language) }

    /// Words as this terminal shows them: in ASCII where its locale is not UTF-8, with ASCII
    /// punctuation and their accents kept under ASCII frames, else as written.
    public func shown(_ words: String) -> String {
        asciiLetters ? words.asciiPunctuation() : unicode ? words : words.asciiSymbols()
    }

    /// How to draw: Unicode frames or ASCII, colour or not, the others' points shown or hidden.
    /// ASCII frames are taken for a terminal that is not UTF-8 unless `asciiLetters` says otherwise
    /// (`--ascii` on a UTF-8 terminal keeps the words' accents).
    public init(unicode: Bool = true, color: Bool = true, showOpponentPoints: Bool = false, language: Language = .english,
                asciiLetters: Bool? = nil) {
        self.asciiLetters = asciiLetters ?? !unicode
        self.unicode = unicode
        self.color = color
        self.showOpponentPoints = showOpponentPoints
        self.language = language
    }
}
