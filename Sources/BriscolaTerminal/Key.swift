/// A key press, as the game understands it.
public enum Key: Sendable, Hashable {
    case character(Character)
    case left, right, up, down
    case enter, escape, backspace
    /// Ctrl-C: leave at once (the terminal is restored first).
    case interrupt
    /// Ctrl-Z: stop the program until the shell continues it (`fg`).
    case suspend
}

/// Turns the bytes a terminal sends into keys, keeping an incomplete escape sequence until the
/// rest arrives (a read can end in the middle of one). A lone ESC becomes `.escape` on `flush`.
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []

    /// A parser with nothing buffered.
    public init() {}

    /// Keys completed by these bytes.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [Key] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, used) = next() {
            pending.removeFirst(used)
            if let key { keys.append(key) }
        }
        if pending.count > 16 { pending.removeAll() } // a runaway sequence is dropped, never buffered forever
        return keys
    }

    /// Called when no more bytes came for a moment: a waiting lone ESC is the Escape key.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.escape] : []
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
