/// Percentiles of measured figures (benchmarks report p50/p95/p99): the nearest-rank value of a
/// sorted list, so a reported figure is always one that was measured.
public enum Percentile {
    /// The value at fraction `p` (0…1) of sorted `values`: the element at index ⌊n·p⌋, capped
    /// at the last; 0 for no values.
    public static func of(_ sorted: [Double], _ p: Double) -> Double {
        precondition((0...1).contains(p), "a percentile is a fraction between 0 and 1")
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
}
