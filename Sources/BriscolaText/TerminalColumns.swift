/// How many columns text takes on a terminal: the screens and the command line's tables (`history
/// stats`) measure names by it, so a Japanese name or an emoji lines up with the rest.
public enum TerminalColumns {
    /// Two for East Asian wide and full-width characters and for emoji drawn as pictures (by
    /// default, 🃏 ⌚, or asked for with U+FE0F, ♥️); one for everything else.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The columns of a whole text.
    public static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

    /// The longest start of `text` that fits in `width` columns.
    public static func prefix(_ text: String, width: Int) -> String {
        var used = 0
        return String(text.prefix { character in
            used += of(character)
            return used <= width
        })
    }
}
