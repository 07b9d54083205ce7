import Foundation

extension Settings {
    /// The settings written into an existing file's bytes, changing only what changed: a key
    /// whose value differs from what the file gives has its last line (the one that wins)
    /// rewritten, or, if the file lacks it, a line added at the end; every other line — a
    /// comment, a key this version does not know, an unchanged or overridden key's line, even
    /// bytes that are not text — stays as the person left it.
    public func serialized(over bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() } // the newline that ends the file
        let (before, _) = Settings.parse(bytes, path: "")
        var last: [SettingKey: Int] = [:]
        for index in lines.indices {
            let line = lines[index]
            guard let text = String(validating: line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...], as: UTF8.self),
                  let equals = text.firstIndex(of: "="),
                  let key = SettingKey(rawValue: text[..<equals].trimmingCharacters(in: .whitespaces)) else { continue }
            last[key] = index
        }
        for key in SettingKey.allCases where value(of: key) != before.value(of: key) {
            if let index = last[key] {
                let crlf = lines[index].last == UInt8(ascii: "\r")
                lines[index] = Array(line(for: key).utf8) + (crlf ? [UInt8(ascii: "\r")] : [])
            } else {
                lines.append(Array(line(for: key).utf8))
            }
        }
        return lines.flatMap { $0 + [UInt8(ascii: "\n")] }
    }

    /// "level = hard"; a name at its default is "name =" (unset: "You" here, the login name at
    /// tables), not a name of "You".
    func line(for key: SettingKey) -> String {
        key == .name && !differsFromDefault(key) ? "name =" : "\(key.rawValue) = \(value(of: key))"
    }
}
