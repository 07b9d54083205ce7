/// Four values, one per possible seat, stored inline so a game state never allocates.
public struct PerSeat<Value: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline var v0, v1, v2, v3: Value

    /// All four seats start with the same value.
    public init(repeating value: Value) { (v0, v1, v2, v3) = (value, value, value, value) }

    /// Seat 0…3; other indices read seat 3 (callers validate seats first).
    @inlinable public subscript(seat: Int) -> Value {
        get {
            switch seat {
            case 0: v0
            case 1: v1
            case 2: v2
            default: v3
            }
        }
        set {
            switch seat {
            case 0: v0 = newValue
            case 1: v1 = newValue
            case 2: v2 = newValue
            default: v3 = newValue
            }
        }
    }
}
