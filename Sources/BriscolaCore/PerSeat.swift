/// Five values, one per possible seat, stored inline so a game state never allocates.
public struct PerSeat<Value: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline var values: InlineArray<5, Value>

    /// All five seats start with the same value.
    @inlinable public init(repeating value: Value) { values = .init(repeating: value) }

    /// Seat 0…4 (callers validate seats first; others trap like any out-of-range index).
    @inlinable public subscript(seat: Int) -> Value {
        _read { yield values[seat] }
        _modify { yield &values[seat] }
        set { values[seat] = newValue }
    }

    /// Equal when every seat's value is.
    public static func == (lhs: PerSeat, rhs: PerSeat) -> Bool {
        (0..<5).allSatisfy { lhs.values[$0] == rhs.values[$0] }
    }

    /// Hashes the seats' values in seat order.
    public func hash(into hasher: inout Hasher) {
        for seat in 0..<5 { hasher.combine(values[seat]) }
    }
}
