extension Text {
    /// Names in a sentence: "Anna", "Anna and Bruno", "Anna, Bruno and Carla" (in Italian with "e").
    public func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " \(self(.wordAnd)) " + last
    }
}
