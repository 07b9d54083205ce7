/// Reads a fuzzer's input as a stream of small decisions: every read succeeds (an exhausted input
/// reads as zeros), so any byte string is a valid script and the fuzzer never wastes inputs.
public struct ByteReader {
    private let bytes: [UInt8]
    /// Where the next read starts.
    public private(set) var offset = 0

    /// A reader over `bytes`, from the first.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True once every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A big-endian 16-bit number.
    public mutating func uint16() -> Int { Int(byte()) << 8 | Int(byte()) }

    /// Up to `count` bytes (fewer at the end of the input).
    public mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = end }
        return offset < end ? Array(bytes[offset..<end]) : []
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] { take(bytes.count - offset) }
}

/// The fuzz targets' assertion: a broken invariant is a crash libFuzzer records, with the reason.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                    file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError("fuzz invariant broken: \(message())", file: file, line: line) }
}

/// The input libFuzzer hands to `LLVMFuzzerTestOneInput`, as bytes.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
