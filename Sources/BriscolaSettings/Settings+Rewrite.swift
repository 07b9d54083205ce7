import Foundation

extension Settings {
    /// The settings written into an existing file's bytes, changing only what changed: a key
    /// whose value differs from what the file gives — or one the person just set (`setting`),
    /// which mends a line of it the file could not use — has its last line (the one that wins)
    /// rewritten, keeping a comment after the value, or, if the file lacks it, a line added at the
    /// end (CRLF after a CRLF line); every other line — a comment, a key this version does not know,
    /// an unchanged or overridden key's line, even bytes that are not text — stays as it was.
    /// A key in `unsetting` (put back to its default by an empty value) is taken out: every line
    /// of it goes, so the file no longer sets it and the default of the day applies (a bare
    /// "key =" was left, which read as a setting given no value).
    public func serialized(over bytes: [UInt8], setting: [SettingKey] = [], unsetting: [SettingKey] = []) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() } // the newline that ends the file
        let (before, _) = Settings.parse(bytes, path: "")
        var last: [SettingKey: Int] = [:]
        for index in lines.indices {
            guard let (key, _) = Self.keyLine(lines[index]) else { continue }
            last[key] = index
        }
        let crlf = lines.last?.last == UInt8(ascii: "\r") // as the line a new one follows
        let unset = Set(unsetting.filter { !differsFromDefault($0) })
        for key in SettingKey.allCases where !unset.contains(key) && (value(of: key) != before.value(of: key) || setting.contains(key)) {
            let written = line(for: key)
            guard let index = last[key] else {
                lines.append(Array(written.utf8) + (crlf ? [UInt8(ascii: "\r")] : []))
                continue
            }
            let old = lines[index], ending = old.last == UInt8(ascii: "\r") ? [UInt8(ascii: "\r")] : []
            lines[index] = Array((written + (Self.keyLine(old)?.comment ?? "")).utf8) + ending
        }
        lines.removeAll { line in Self.keyLine(line).map { unset.contains($0.key) } ?? false }
        return lines.flatMap { $0 + [UInt8(ascii: "\n")] }
    }

    /// The key a line sets, and the comment after its value (" # for now"; a name has none: its
    /// "#" is part of it), or nil for a line that sets no key this version knows.
    private static func keyLine(_ line: [UInt8]) -> (key: SettingKey, comment: String)? {
        guard let text = String(validating: line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...], as: UTF8.self),
              let equals = text.firstIndex(of: "="),
              let key = SettingKey(rawValue: text[..<equals].trimmingCharacters(in: .whitespaces)) else { return nil }
        let value = text[text.index(after: equals)...]
        guard key != .name, let space = value.range(of: " #") ?? value.range(of: "\t#") else { return (key, "") }
        return (key, "  " + value[value.index(after: space.lowerBound)...])
    }

    /// "level = hard"; a name at its default is "name =" (unset: "You" here, the login name at
    /// tables), not a name of "You".
    func line(for key: SettingKey) -> String {
        key == .name && !differsFromDefault(key) ? "name =" : "\(key.rawValue) = \(value(of: key))"
    }
}
