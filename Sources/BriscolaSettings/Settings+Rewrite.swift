import Foundation

extension Settings {
    /// The settings written into an existing file's bytes: each line that sets a key gets the
    /// key's value, every other line (a comment, a key this version does not know, even bytes
    /// that are not text) stays as the person left it, and keys the file lacks are added at its
    /// end when they differ from the default — so `config set` changes one value, not the
    /// person's file.
    public func serialized(over bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() } // the newline that ends the file
        var written: [SettingKey] = []
        for index in lines.indices {
            let line = lines[index], crlf = line.last == UInt8(ascii: "\r")
            guard let text = String(validating: crlf ? line.dropLast() : line[...], as: UTF8.self),
                  let equals = text.firstIndex(of: "="),
                  let key = SettingKey(rawValue: text[..<equals].trimmingCharacters(in: .whitespaces)) else { continue }
            lines[index] = Array("\(key.rawValue) = \(value(of: key))".utf8) + (crlf ? [UInt8(ascii: "\r")] : [])
            written.append(key)
        }
        for key in SettingKey.allCases where !written.contains(key) && differsFromDefault(key) {
            lines.append(Array("\(key.rawValue) = \(value(of: key))".utf8))
        }
        return lines.flatMap { $0 + [UInt8(ascii: "\n")] }
    }
}
