import BriscolaCore
import BriscolaWire

extension TableEnd {
    /// A seat-written message whose author may write it: its signature, then what it says.
    mutating func receivedSigned(_ message: Message, author: Int, from link: LinkID) -> [SessionAction] {
        // `position` and `key` are play members of hidden hands only: at a protocol-2 table they are
        // members it does not know, ignored (§8) and so not part of what was signed.
        var message = message
        if !isHidden, case var .play(play) = message, play.position != nil || play.key != nil {
            play.position = nil
            play.key = nil
            message = .play(play)
        }
        guard let key = roster[author]?.key, SignatureCheck.verify(message, key: key, session: sessionHex) else {
            return violation(.badSignature, "the \(message.type) of \(SeatNumbering.spoken(author)) is not signed by its key", seat: author, link: link)
        }
        // A seat may have sent this before it heard that the game was cut off (§12): let it go.
        if case let .between(interlude) = phase, interlude.cutOff, message.game == interlude.lastGame { return [] }
        switch message {
        case let .commit(commit): return receivedCommit(commit, message, from: link)
        case let .reveal(reveal): return receivedReveal(reveal, message, from: link)
        case let .play(play): return receivedPlay(play, message, from: link)
        case let .shuffle(pass): return receivedPass(pass, lock: false, message, from: link)
        case let .lock(pass): return receivedPass(pass, lock: true, message, from: link)
        case let .open(openings): return receivedOpenings(openings, message, from: link)
        case let .audit(audit): return receivedAudit(audit, message, from: link)
        case let .gameOver(over): return receivedGameOver(over, message, from: link)
        case let .rematch(rematch): return receivedRematch(rematch, message, from: link)
        case let .chat(chat):
            if case .awaitingWelcome = phase { return violation(.unexpectedMessage, "chat before welcome", link: link) }
            note(seat: chat.seat, chat.text)
            return relay(message, from: link) + [.chat(seat: chat.seat, text: chat.text)]
        default: return violation(.unexpectedMessage, "\(message.type) is not expected now", link: link)
        }
    }

    /// Bytes on `link` the decoder refused: a fatal one is a violation, another is only answered.
    mutating func malformed(_ error: WireError, from link: LinkID) -> [SessionAction] {
        let message = Message.error(ErrorMessage(code: error.code, message: error.description))
        guard error.isFatal else { return [.send(message, to: link)] }
        return violation(error.code, error.description, link: link)
    }

    /// The local player says something at the table.
    mutating func localChat(_ text: String) -> [SessionAction] {
        // Before its welcome a guest has no seat to sign for: its chat trapped on the missing key
        // (found by fuzzing), or went out as seat 0's and got it thrown off. It is dropped.
        switch phase {
        case .awaitingConnection, .awaitingWelcome: return []
        default:
            note(seat: mySeat, text)
            return emit(signed(.chat(Chat(seat: mySeat, text: text)), by: mySeat))
        }
    }

    /// Keeps a line said at the table (by `seat`), dropping the oldest beyond `chatKept`.
    mutating func note(seat: Int, _ text: String) {
        ledger.recentChat.append(ChatNote(seat: seat, name: roster[seat]?.name ?? "", text: text))
        let kept = Session.chatKept
        if ledger.recentChat.count > kept { ledger.recentChat.removeFirst(ledger.recentChat.count - kept) }
    }

    /// The session ends because the other side went.
    mutating func lost(_ why: PeerGone) -> [SessionAction] {
        closing([.peerLeft(why)])
    }

    /// A message that has no place in the current phase.
    mutating func unexpected(_ type: String, link: LinkID) -> [SessionAction] {
        violation(.unexpectedMessage, "\(type) is not expected now", link: link)
    }

    /// Ends the session after the given actions; a game in progress is reported as abandoned.
    mutating func closing(_ actions: [SessionAction]) -> [SessionAction] {
        var out = actions
        if let (_, told) = ledger.abandoned { out.insert(told, at: 0) }
        phase = .closed
        return out + [.close]
    }

    /// A game or deal under way ends as abandoned; the table waits between games.
    mutating func abandonGame() -> [SessionAction] {
        guard let (game, told) = ledger.abandoned else { return [] }
        phase = .between(Interlude(cutOff: game, players: roster.players))
        return [told]
    }
}
