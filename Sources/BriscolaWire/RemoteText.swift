import BriscolaCore
/// Cleans text that came from another machine before any screen shows it: drops control
/// characters, whole terminal escape sequences (CSI, OSC and two-byte ESC forms), bidi
/// overrides and invisible format characters, folds runs of white space, and caps the length in Unicode scalars (Protocol.md §8).
public enum RemoteText {
    /// The sanitised text, at most `limit` Unicode scalars.
    public static func sanitize(_ text: String, limit: Int) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var lastWasSpace = true
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B: // C1 CSI
                skipCSI(&scalars)
            case 0x09, 0x0A, 0x0D, 0x20:
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case _ where PlayerName.isDirectionControl(scalar) || isInvisibleFormat(scalar):
                continue
            default:
                out.append(scalar)
                lastWasSpace = false
            }
        }
        // The cap counts Unicode scalars, not grapheme clusters: every language counts them alike.
        var kept = String.UnicodeScalarView(out.prefix(max(limit, 0)))
        if kept.last == " " { kept.removeLast() }
        return String(kept)
    }

    /// A player name: sanitised, at most `WireProtocol.maxNameLength` scalars, never empty.
    public static func name(_ text: String) -> String {
        let clean = sanitize(text, limit: WireProtocol.maxNameLength)
        return clean.isEmpty ? "Player" : clean
    }

    /// The invisible format characters Protocol.md §8.1 lists (U+200B, U+2060, U+FEFF, the soft
    /// hyphen…): each stands alone and a terminal draws it in no column, where a screen counts one
    /// and a frame shifts. Those that join what is around them (U+200C, U+200D in emoji) stay.
    static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x061C, 0x180E, 0x200B, 0x2060...0x2064, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
        default: false
        }
    }

    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipCSI(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default: return // a two-character sequence such as ESC c: both characters are dropped
        }
    }

    private static func skipCSI(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
    }

    /// OSC and similar strings end with BEL or ST (ESC \).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B { _ = scalars.next(); return }
        }
    }
}
