import BriscolaCore
import Foundation

/// Turns messages into frame bodies and back. Decoding is strict about types and required
/// members, ignores members it does not know (so later versions can add some), and sanitises
/// every string a screen might show.
public enum MessageCoding {
    private struct Envelope: Decodable {
        let type: String
    }

    private enum TypeKey: String, CodingKey {
        case type
    }

    /// The JSON body of a message (without the length prefix). A body over the frame limit is
    /// never sent (§7: senders MUST NOT); it is `frameTooLarge`, which nothing this program says can
    /// reach, as names, chat and error text are cut to their limits first.
    public static func encode(_ message: Message) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = Array(try encoder.encode(Tagged(message: message)))
        guard body.count <= WireProtocol.maxFrameBody else { throw WireError.frameTooLarge(declared: body.count) }
        return body
    }

    /// A whole frame: 4-byte big-endian length, then the body.
    public static func frame(_ message: Message) throws -> [UInt8] {
        let body = try encode(message)
        let length = UInt32(body.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
    }

    /// Decodes one frame body given as bytes.
    /// Foundation's decoder alone would let through what §7–§8 refuse, so a strict syntax check
    /// runs first: invalid UTF-8 or duplicate member names are `bad_frame`, and a number written
    /// with a fraction or an exponent is `bad_message` once the type is known (a `hello`, `welcome`
    /// or `resume` of a version this program does not speak is read no further: `version_mismatch`).
    public static func decode(_ data: Data) throws(WireError) -> Message {
        let report: StrictJSON.Report
        do throws(StrictJSONError) {
            report = try StrictJSON.check(Array(data))
        } catch {
            throw .notJSON(error.detail)
        }
        let decoder = JSONDecoder()
        guard let type = try? decoder.decode(Envelope.self, from: data).type else { throw .missingType }
        do {
            let message = try decodePayload(type: type, data, decoder)
            if let number = report.nonInteger, report.protocolNotWhole || !message.isOtherVersion {
                throw WireError.badMessage(type: type, detail: "number \(number) is not a whole number in the signed 64-bit range")
            }
            return sanitized(message)
        } catch let error as WireError {
            throw error
        } catch let error as DecodingError {
            throw .badMessage(type: type, detail: describe(error))
        } catch {
            throw .badMessage(type: type, detail: "\(error)")
        }
    }

    private static func decodePayload(type: String, _ data: Data, _ decoder: JSONDecoder) throws -> Message {
        switch type {
        case "hello": return .hello(try decoder.decode(Hello.self, from: data))
        case "welcome": return .welcome(try decoder.decode(Welcome.self, from: data))
        case "seated": return .seated(try decoder.decode(SeatInfo.self, from: data))
        case "left": return .left(try decoder.decode(Left.self, from: data))
        case "start": return .start(try decoder.decode(Start.self, from: data))
        case "commit": return .commit(try decoder.decode(Commit.self, from: data))
        case "reveal": return .reveal(try decoder.decode(Reveal.self, from: data))
        case "deal": return .deal(try decoder.decode(Deal.self, from: data))
        case "play": return .play(try decoder.decode(Play.self, from: data))
        case "game_over": return .gameOver(try decoder.decode(GameOver.self, from: data))
        case "rematch": return .rematch(try decoder.decode(Rematch.self, from: data))
        case "chat": return .chat(try decoder.decode(Chat.self, from: data))
        case "heartbeat": return .heartbeat
        case "bye": return .bye(try decoder.decode(Bye.self, from: data))
        case "error": return .error(try decoder.decode(ErrorMessage.self, from: data))
        case "resume": return .resume(try decoder.decode(Resume.self, from: data))
        case "challenge": return .challenge(try decoder.decode(Challenge.self, from: data))
        case "proof": return .proof(try decoder.decode(Proof.self, from: data))
        case "resumed": return .resumed(try decoder.decode(Resumed.self, from: data))
        case "away": return .away(try decoder.decode(Away.self, from: data))
        case "back": return .back(try decoder.decode(Back.self, from: data))
        case "shuffle": return .shuffle(try decoder.decode(DeckPass.self, from: data))
        case "lock": return .lock(try decoder.decode(DeckPass.self, from: data))
        case "open": return .open(try decoder.decode(Openings.self, from: data))
        case "audit": return .audit(try decoder.decode(Audit.self, from: data))
        default: throw WireError.unknownType(RemoteText.sanitize(type, limit: 32))
        }
    }

    /// Every string that can reach a screen is cleaned here, so nothing raw leaves this layer.
    private static func sanitized(_ message: Message) -> Message {
        let text = { RemoteText.sanitize($0, limit: WireProtocol.maxTextLength) }
        switch message {
        case var .resume(m):
            m.program = text(m.program)
            return .resume(m)
        case var .hello(m):
            m.name = RemoteText.name(m.name)
            m.program = text(m.program)
            return .hello(m)
        case var .welcome(m):
            m.name = RemoteText.name(m.name)
            m.program = text(m.program)
            m.seats = m.seats.map { SeatInfo(seat: $0.seat, name: RemoteText.name($0.name), key: $0.key, bot: $0.bot, headless: $0.headless) }
            return .welcome(m)
        case var .seated(m):
            m.name = RemoteText.name(m.name)
            return .seated(m)
        case var .left(m):
            m.reason = m.reason.cleaned(text)
            return .left(m)
        case var .chat(m):
            m.text = text(m.text)
            return .chat(m)
        case var .bye(m):
            m.reason = m.reason.cleaned(text)
            return .bye(m)
        case var .error(m):
            m.spelling = RemoteText.sanitize(m.spelling, limit: 40)
            m.message = text(m.message)
            return .error(m)
        default:
            return message
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case let .keyNotFound(key, _): return "missing member \"\(key.stringValue)\""
        case let .typeMismatch(type, context): return "member \"\(path(context))\" is not \(typeName(type))"
        case let .valueNotFound(type, context): return "member \"\(path(context))\" is null, expected \(typeName(type))"
        case let .dataCorrupted(context):
            // Foundation reports a number that does not fit an integer member without a path.
            guard !context.codingPath.isEmpty else { return "a number is not a whole number in range" }
            return "member \"\(path(context))\": \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "\(type)".lowercased()
        }
    }

    /// Encodes a message as its payload's members plus `type`.
    private struct Tagged: Encodable {
        let message: Message

        func encode(to encoder: any Encoder) throws {
            switch message {
            case let .hello(m): try m.encode(to: encoder)
            case let .welcome(m): try m.encode(to: encoder)
            case let .seated(m): try m.encode(to: encoder)
            case let .left(m): try m.encode(to: encoder)
            case let .start(m): try m.encode(to: encoder)
            case let .commit(m): try m.encode(to: encoder)
            case let .reveal(m): try m.encode(to: encoder)
            case let .deal(m): try m.encode(to: encoder)
            case let .play(m): try m.encode(to: encoder)
            case let .gameOver(m): try m.encode(to: encoder)
            case let .rematch(m): try m.encode(to: encoder)
            case let .chat(m): try m.encode(to: encoder)
            case .heartbeat: break
            case let .bye(m): try m.encode(to: encoder)
            case let .error(m): try m.encode(to: encoder)
            case let .resume(m): try m.encode(to: encoder)
            case let .challenge(m): try m.encode(to: encoder)
            case let .proof(m): try m.encode(to: encoder)
            case let .resumed(m): try m.encode(to: encoder)
            case let .away(m): try m.encode(to: encoder)
            case let .back(m): try m.encode(to: encoder)
            case let .shuffle(m): try m.encode(to: encoder)
            case let .lock(m): try m.encode(to: encoder)
            case let .open(m): try m.encode(to: encoder)
            case let .audit(m): try m.encode(to: encoder)
            }
            var container = encoder.container(keyedBy: TypeKey.self)
            try container.encode(message.type, forKey: .type)
        }
    }
}
