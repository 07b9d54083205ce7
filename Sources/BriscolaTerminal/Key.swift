/// A key press, as the game understands it.
public enum Key: Sendable, Hashable {
    case character(Character)
    case left, right, up, down
    /// Home, End, Page Up and Page Down: the ends and pages of a long list.
    case home, end, pageUp, pageDown
    case enter, escape, backspace
    /// Ctrl-U: erase the line being typed (as a shell's line editor does).
    case eraseLine
    /// Ctrl-C: leave at once (the terminal is restored first).
    case interrupt
    /// Ctrl-Z: stop the program until the shell continues it (`fg`).
    case suspend
    /// Text pasted at once (bracketed paste), line breaks and tabs made spaces, other controls
    /// dropped: a line being typed takes it whole; elsewhere it counts at most as "any key" (it
    /// closes the help, keeps playing at the quit question), so pasted words never play cards,
    /// open panels or answer yes.
    case paste(String)
}

/// Turns the bytes a terminal sends into keys, keeping an incomplete escape sequence or UTF-8
/// character until the rest arrives (a read can end in the middle of one). `flush` comes after
/// every read: a lone ESC then is the Escape key. A bracketed paste (ESC [200~ … ESC [201~) is
/// one `.paste`, however many reads it takes. What waits (`waiting`) waits only so long: the loop
/// calls `giveUp` once nothing has come for `waiting.limit` — an unfinished sequence is dropped, a
/// paste whose end has not come ends there, and the rest of it, if it comes late, is dropped up
/// to its end marker for a while rather than read as keys. Ctrl-C always gets through.
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []
    /// While a paste comes in: its bytes so far (at most `pasteLimit`; the rest is let go).
    private var pasted: [UInt8]?
    /// After a paste given up: the late rest of it is dropped, up to its end marker.
    private var discarding = false

    /// The most of a paste kept (a chat line is far shorter).
    static let pasteLimit = 4096
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8), pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// What the parser is waiting for, and how long the loop lets it wait with no bytes coming.
    public enum Waiting: Sendable, Equatable {
        /// The rest of an escape sequence or a character (they come in one burst).
        case sequence
        /// The rest of a paste.
        case paste
        /// The end of a paste given up (its rest, come late, is dropped).
        case discarding

        /// How long the loop waits for it before `giveUp`.
        public var limit: Duration {
            switch self {
            case .sequence: .milliseconds(50)
            case .paste: .milliseconds(500)
            case .discarding: .seconds(2)
            }
        }
    }

    /// A parser with nothing buffered.
    public init() {}

    /// What is waiting for more bytes, if anything.
    public var waiting: Waiting? {
        if pasted != nil { return .paste }
        if discarding { return .discarding }
        return pending.isEmpty ? nil : .sequence
    }

    /// Keys completed by these bytes.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [Key] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while true {
            if discarding {
                guard dropLateRest() else { break }
                continue
            }
            if pasted != nil {
                guard let paste = takePaste() else { break }
                keys.append(paste)
                continue
            }
            if pending.starts(with: Self.pasteStart) {
                pending.removeFirst(Self.pasteStart.count)
                pasted = []
                continue
            }
            guard let (key, used) = next() else { break }
            pending.removeFirst(used)
            if let key { keys.append(key) }
        }
        if pasted == nil, !discarding, pending.count > 16 { pending.removeAll() } // a runaway sequence is dropped, never buffered forever
        return keys
    }

    /// After a read: a waiting lone ESC is the Escape key; anything else unfinished waits.
    public mutating func flush() -> [Key] {
        guard pasted == nil, !discarding, pending == [0x1B] else { return [] }
        pending.removeAll()
        return [.escape]
    }

    /// Nothing more came while `waiting`: an unfinished sequence is dropped; a paste ends with
    /// what came of it (its late rest to be dropped); the dropping of a late rest stops.
    public mutating func giveUp() -> [Key] {
        if pasted != nil {
            keep(pending[...])
            pending.removeAll()
            discarding = true
            return [finishPaste()]
        }
        discarding = false
        pending.removeAll()
        return []
    }

    /// While discarding: drops bytes up to the paste's end marker (or a Ctrl-C, kept to be read);
    /// true once that is found and keys are read again.
    private mutating func dropLateRest() -> Bool {
        let end = pending.firstRange(of: Self.pasteEnd)
        if let interrupt = pending.firstIndex(of: 0x03), interrupt < end?.lowerBound ?? .max {
            pending.removeSubrange(..<interrupt)
        } else if let end {
            pending.removeSubrange(..<end.upperBound)
        } else {
            pending.removeFirst(pending.count - min(pending.count, Self.pasteEnd.count - 1))
            return false
        }
        discarding = false
        return true
    }

    /// The paste, once its end marker is in (or a Ctrl-C, which ends it and then interrupts);
    /// nil while it goes on. What may be the start of the end marker waits for the next read.
    private mutating func takePaste() -> Key? {
        let end = pending.firstRange(of: Self.pasteEnd)
        let interrupt = pending.firstIndex(of: 0x03)
        if let interrupt, interrupt < end?.lowerBound ?? .max {
            keep(pending[..<interrupt])
            pending.removeSubrange(..<interrupt) // the Ctrl-C stays, to be read as itself
        } else if let end {
            keep(pending[..<end.lowerBound])
            pending.removeSubrange(..<end.upperBound)
        } else {
            let held = min(pending.count, Self.pasteEnd.count - 1)
            keep(pending.dropLast(held))
            pending.removeFirst(pending.count - held)
            return nil
        }
        return finishPaste()
    }

    /// The bytes without their escape sequences, whole: CSI (ESC [ … final byte), OSC (ESC ] … BEL
    /// or ESC \) and two-byte ones (ESC and a character) — pasted "\u{1B}[31m" leaves nothing.
    static func withoutEscapes(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                if bytes[index] != 0x1B { out.append(bytes[index]) }
                index += 1
                continue
            }
            var end = index + 2
            switch bytes[index + 1] {
            case UInt8(ascii: "["):
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                end += 1
            case UInt8(ascii: "]"):
                while end < bytes.count, bytes[end] != 0x07, !(bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                end += end < bytes.count && bytes[end] == 0x1B ? 2 : 1
            default:
                break
            }
            index = min(end, bytes.count)
        }
        return out
    }

    /// Adds bytes to the paste, up to its limit.
    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = Self.pasteLimit - (pasted?.count ?? 0)
        if room > 0 { pasted?.append(contentsOf: bytes.prefix(room)) }
    }

    /// The paste as text (line breaks and tabs as spaces, escape sequences and other controls
    /// dropped); paste mode ends.
    private mutating func finishPaste() -> Key {
        let bytes = Self.withoutEscapes(pasted ?? [])
        pasted = nil
        // A cut at the limit may split the last character: it is left out, not shown as "\u{FFFD}".
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars[...]
        if bytes.count >= Self.pasteLimit, scalars.last == "\u{FFFD}" { scalars = scalars.dropLast() }
        let text = scalars.compactMap { scalar -> Character? in
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { return " " }
            return scalar.properties.generalCategory == .control ? nil : Character(scalar)
        }
        return .paste(String(text))
    }

    /// The next key and how many bytes it used; nil while the bytes are a prefix of a sequence.
    private func next() -> (Key?, Int)? {
        guard let first = pending.first else { return nil }
        switch first {
        case 0x1B:
            guard pending.count >= 2 else { return nil }
            guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else { return (.escape, 1) }
            guard let end = pending.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else { return nil }
            let key: Key? = switch pending[end] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "~"): Self.tildeKey(pending[2..<end])
            default: nil
            }
            return (key, end + 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.suspend, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x15: return (.eraseLine, 1)
        case 0x20...0x7E: return (.character(Character(UnicodeScalar(first))), 1)
        case 0x80...0xFF:
            // A UTF-8 sequence: wait for all of it, then pass the character through.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            guard pending.count >= length else { return nil }
            let text = String(decoding: pending.prefix(length), as: UTF8.self)
            return (text.first.map(Key.character), length)
        default: return (nil, 1)
        }
    }

    /// The keys sent as ESC [ number ~ (xterm, VT220 and rxvt numbering): Home, End, Page Up and
    /// Page Down; a modifier after a semicolon is ignored, other numbers are no key.
    private static func tildeKey(_ parameters: ArraySlice<UInt8>) -> Key? {
        let number = parameters.prefix { $0 != UInt8(ascii: ";") }
        switch String(decoding: number, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        case "5": return .pageUp
        case "6": return .pageDown
        default: return nil
        }
    }
}
