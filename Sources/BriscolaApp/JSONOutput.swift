import Foundation

/// JSON with sorted keys and no escaped slashes, so output is stable and diff-friendly.
public enum JSONOutput {
    /// The value as JSON text.
    public static func string<T: Encodable>(_ value: T, pretty: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// Seconds elapsed, as a Double, for rates.
extension Duration {
    /// The duration in seconds.
    public var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}

/// A number with a fixed count of decimals, for figures people read.
public func fixed(_ value: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
