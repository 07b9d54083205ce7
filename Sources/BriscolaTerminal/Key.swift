/// A key press, as the game understands it.
public enum Key: Sendable, Hashable {
    case character(Character)
    case left, right, up, down
    case enter, escape, backspace
    /// Ctrl-C: leave at once (the terminal is restored first).
    case interrupt
    /// Ctrl-Z: stop the program until the shell continues it (`fg`).
    case suspend
    /// Text pasted at once (bracketed paste), line breaks and tabs made spaces, other controls
    /// dropped: a line being typed takes it whole; everywhere else it is ignored, so pasted words
    /// never play cards or open panels.
    case paste(String)
}

/// Turns the bytes a terminal sends into keys, keeping an incomplete escape sequence until the
/// rest arrives (a read can end in the middle of one). A lone ESC becomes `.escape` on `flush`.
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []
    /// While a paste comes in (between ESC [200~ and ESC [201~): its bytes so far.
    private var pasted: [UInt8]?

    /// The most of a paste kept (a chat line is far shorter); the rest is let go.
    static let pasteLimit = 4096
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8), pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A parser with nothing buffered.
    public init() {}

    /// Keys completed by these bytes.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [Key] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while true {
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
        if pasted == nil, pending.count > 16 { pending.removeAll() } // a runaway sequence is dropped, never buffered forever
        return keys
    }

    /// Called when no more bytes came for a moment: a waiting lone ESC is the Escape key. A paste
    /// still coming in waits for its end, and a control sequence begun (ESC [) for its rest — the
    /// next read completes it (a runaway one is dropped by `feed`).
    public mutating func flush() -> [Key] {
        guard pasted == nil, !pending.starts(with: [0x1B, UInt8(ascii: "[")]) else { return [] }
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The paste, once its end marker is in (what comes before a possible start of the marker is
    /// moved into the paste meanwhile); nil while it goes on. One far too long ends at its limit.
    private mutating func takePaste() -> Key? {
        if let end = pending.firstRange(of: Self.pasteEnd) {
            pasted?.append(contentsOf: pending[..<end.lowerBound])
            pending.removeSubrange(..<end.upperBound)
        } else {
            let keep = min(pending.count, Self.pasteEnd.count - 1)
            pasted?.append(contentsOf: pending.dropLast(keep))
            pending.removeFirst(pending.count - keep)
            guard (pasted?.count ?? 0) > 4 * Self.pasteLimit else { return nil }
        }
        let bytes = pasted ?? []
        pasted = nil
        let text = String(decoding: bytes.prefix(Self.pasteLimit), as: UTF8.self).unicodeScalars.compactMap { scalar -> Character? in
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
            default: nil
            }
            return (key, end + 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.suspend, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
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
}
