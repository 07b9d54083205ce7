/// A violation of Protocol.md by the peer's bytes, with its stable error code (§9).
public enum WireError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A frame declared a body longer than `WireProtocol.maxFrameBody`.
    case frameTooLarge(declared: Int)
    /// A frame declared an empty body.
    case emptyFrame
    /// The body is not a UTF-8 JSON object.
    case notJSON(String)
    /// The object has no string `type` member.
    case missingType
    /// The `type` is not one this version knows.
    case unknownType(String)
    /// A member is missing, of the wrong type, or has a bad value.
    case badMessage(type: String, detail: String)

    /// The code sent in an `error` message.
    public var code: ErrorCode { ErrorCode(self) }

    /// Whether the connection must close: only an unknown type leaves the stream in a known state
    /// and the message can be skipped.
    public var isFatal: Bool {
        if case .unknownType = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case let .frameTooLarge(declared): "frame of \(declared) bytes exceeds the \(WireProtocol.maxFrameBody)-byte limit"
        case .emptyFrame: "empty frame"
        case let .notJSON(detail): "frame is not a JSON object: \(detail)"
        case .missingType: "message has no \"type\""
        case let .unknownType(type): "unknown message type \"\(type)\""
        case let .badMessage(type, detail): "bad \(type) message: \(detail)"
        }
    }
}
