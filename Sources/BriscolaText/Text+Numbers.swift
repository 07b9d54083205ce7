import Foundation

extension Text {
    /// `value` with `digits` decimals as the language writes it: "37.5" in English, "37,5" in
    /// Italian (a decimal comma).
    public func decimal(_ value: Double, digits: Int = 1) -> String {
        let plain = String(format: "%.\(digits)f", value)
        return language == .italian ? plain.replacingOccurrences(of: ".", with: ",") : plain
    }
}
