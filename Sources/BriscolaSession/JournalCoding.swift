import BriscolaCore
import BriscolaWire
import Foundation

/// One journal line per session event, and back. Heartbeat ticks and received heartbeats are not
/// written: they change nothing a restarted session needs.
public enum JournalCoding {
    /// An event as a flat JSON object; `body` holds a received message exactly as the wire has it.
    struct Line: Codable {
        var e: Kind
        var link: Int?
        var seat: Int?
        var token: Int?
        var card: String?
        var text: String?
        var body: String?
        var fatal: Bool?
    }

    /// The kinds of event a journal holds.
    enum Kind: String, Codable {
        case connected, received, malformed, play, timeUp, botPlay, rematch, quit, chat, fill
        case readIdle, disconnected, failed, graceOver, holdOver, leaveOver, reconnectFailed, restarted
    }

    /// The journal line for an event, or nil for one not worth keeping.
    public static func encode(_ event: SessionEvent) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let line = line(event), let data = try? encoder.encode(line) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// True for the events a journal leaves out (heartbeats): nil from `encode` for any other is a failure.
    public static func skips(_ event: SessionEvent) -> Bool {
        switch event {
        case .writeIdle, .received(.heartbeat, _): true
        default: false
        }
    }

    /// The event of a journal line, or nil for a line that is not one (a torn last line).
    public static func decode(_ text: String) -> SessionEvent? {
        guard let line = try? JSONDecoder().decode(Line.self, from: Data(text.utf8)) else { return nil }
        return event(line)
    }

    /// A snapshot's line: `{"snapshot": {…}}`, written after the header in place of the events before it.
    struct SnapshotLine: Codable {
        var snapshot: SessionSnapshot
    }

    /// The journal line for a snapshot.
    public static func encode(_ snapshot: SessionSnapshot) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(SnapshotLine(snapshot: snapshot))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The snapshot of a journal line, or nil for a line that is not one (or makes no session).
    public static func snapshot(_ text: some StringProtocol) -> SessionSnapshot? {
        try? readSnapshot(text)?.get()
    }

    /// The snapshot of a snapshot line, or why it makes no session; nil for a line that is not a
    /// snapshot's.
    public static func readSnapshot(_ text: some StringProtocol) -> Result<SessionSnapshot, SnapshotRefusal>? {
        guard text.hasPrefix("{\"snapshot\"") else { return nil }
        do {
            return .success(try JSONDecoder().decode(SnapshotLine.self, from: Data(text.utf8)).snapshot)
        } catch let refusal as SnapshotRefusal {
            return .failure(refusal)
        } catch {
            return .failure(.damaged)
        }
    }

    private static func line(_ event: SessionEvent) -> Line? {
        switch event {
        case let .connected(link): Line(e: .connected, link: link)
        case let .received(message, link):
            if case .heartbeat = message { nil } else {
                (try? MessageCoding.encode(message)).map { Line(e: .received, link: link, body: String(decoding: $0, as: UTF8.self)) }
            }
        case let .malformed(error, link): Line(e: .malformed, link: link, text: error.description, fatal: error.isFatal)
        case let .localPlay(card): Line(e: .play, card: card.code)
        case .localTimeUp: Line(e: .timeUp)
        case let .botPlay(seat, card): Line(e: .botPlay, seat: seat, card: card.code)
        case .localRematch: Line(e: .rematch)
        case let .localQuit(reason): quitLine(reason)
        case let .localChat(text): Line(e: .chat, text: text)
        case .fillWithBots: Line(e: .fill)
        case .writeIdle: nil
        case let .readIdle(link): Line(e: .readIdle, link: link)
        case let .disconnected(link): Line(e: .disconnected, link: link)
        case let .connectionFailed(reason, link): Line(e: .failed, link: link, text: reason)
        case let .timerFired(.seatWait(link)): Line(e: .graceOver, link: link)
        case let .timerFired(.hold(seat, token)): Line(e: .holdOver, seat: seat, token: token)
        case .timerFired(.leave): Line(e: .leaveOver)
        case let .reconnectFailed(reason): Line(e: .reconnectFailed, text: reason)
        case .restarted: Line(e: .restarted)
        }
    }

    /// A quit keeps its reason as the wire writes it in `bye` (one spelling of a reason, not two).
    private static func quitLine(_ reason: LeaveReason) -> Line {
        let body = (try? MessageCoding.encode(.bye(Bye(reason: reason)))).map { String(decoding: $0, as: UTF8.self) }
        return Line(e: .quit, text: reason.wireText, body: body)
    }

    /// The reason of a quit line; a journal written before reasons had codes holds only the words.
    private static func quitReason(_ line: Line) -> LeaveReason {
        if let body = line.body, case let .bye(bye)? = try? MessageCoding.decode(Data(body.utf8)) { return bye.reason }
        return .other(line.text ?? "")
    }

    private static func event(_ line: Line) -> SessionEvent? {
        let link = line.link ?? 0
        switch line.e {
        case .connected: return .connected(link)
        case .received:
            guard let body = line.body, let message = try? MessageCoding.decode(Data(body.utf8)) else { return nil }
            return .received(message, from: link)
        case .malformed:
            let detail = line.text ?? ""
            return .malformed(line.fatal == false ? .unknownType(detail) : .badMessage(type: "journal", detail: detail), from: link)
        case .play: return line.card.flatMap { Card(wireCode: $0) }.map { .localPlay($0) }
        case .timeUp: return .localTimeUp
        case .botPlay:
            guard let seat = line.seat, let card = line.card.flatMap({ Card(wireCode: $0) }) else { return nil }
            return .botPlay(seat: seat, card: card)
        case .rematch: return .localRematch
        case .quit: return .localQuit(reason: quitReason(line))
        case .chat: return .localChat(line.text ?? "")
        case .fill: return .fillWithBots
        case .readIdle: return .readIdle(link)
        case .disconnected: return .disconnected(link)
        case .failed: return .connectionFailed(line.text ?? "", link)
        case .graceOver: return .timerFired(.seatWait(link))
        case .holdOver: return line.seat.flatMap { seat in line.token.map { .timerFired(.hold(seat: seat, token: $0)) } }
        case .leaveOver: return .timerFired(.leave)
        case .reconnectFailed: return .reconnectFailed(line.text ?? "")
        case .restarted: return .restarted
        }
    }
}
