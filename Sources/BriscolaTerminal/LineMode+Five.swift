import BriscolaCore
import BriscolaText

extension LineMode {
    /// The effects of a line typed in the auction ("Your bid", "Your call"); nil when it is
    /// neither a step the rules allow now nor a command.
    func auctionAnswer(_ line: String, _ app: inout TableApp) -> [AppEffect]? {
        let text = app.text, lower = line.lowercased()
        switch lower {
        case "q", "quit": return [.quit]
        case "h", "?", "help":
            write((LineText.help(handSize: app.view.hand.count, variant: app.config.players, text: text) + [text(.lineFiveHelp)]).joined(separator: "\n"))
            return []
        default: break
        }
        if app.view.auction.stage == .calling {
            guard let suit = LineText.suit(lower), case let .success(effects) = app.call(suit) else {
                write(text(.lineFiveNotASuit, ["text": String(line.prefix(20))]))
                return nil
            }
            return effects
        }
        let choices = Bid.choices(after: app.view.auction.standing)
        let pass = ["p", "pass", "passo", "passa"].contains(lower)
        let typed = pass ? nil : LineText.bid(lower)
        guard pass || typed.map({ choices.contains($0) }) == true, case let .success(effects) = app.bid(typed) else {
            let first = choices.first.map { text.bid($0) } ?? "", last = choices.last.map { text.bid($0) } ?? ""
            write(text(.lineFiveNotABid, ["text": String(line.prefix(20)), "choices": choices.count > 1 ? "\(first) … \(last)" : first]))
            return nil
        }
        return effects
    }
}

extension LineText {
    /// A bid as typed: a rank's letter, number or name ("R", "10", "re"; "A" or "1" the Asso), or
    /// points ("64"); nil for anything else.
    static func bid(_ typed: String) -> Bid? {
        let names: [String: Rank] = ["a": .asso, "asso": .asso, "ace": .asso, "tre": .tre, "r": .re, "re": .re, "k": .re, "king": .re,
                                     "c": .cavallo, "cavallo": .cavallo, "f": .fante, "fante": .fante, "j": .fante]
        if let rank = names[typed] { return .rank(rank) }
        guard let number = Int(typed) else { return nil }
        if Bid.pointRange.contains(number) { return .points(number) }
        return UInt8(exactly: number).flatMap(Rank.init(rawValue:)).map(Bid.rank)
    }

    /// A suit as typed: its letter, its number in the screen's order (1–4), or its name.
    static func suit(_ typed: String) -> Suit? {
        if let number = Int(typed), (1...4).contains(number) { return Suit.allCases[number - 1] }
        if typed.count == 1, let letter = typed.first, let suit = Suit(letter: letter) { return suit }
        return Suit.allCases.first { $0.name(.italian).lowercased() == typed || $0.name(.english).lowercased() == typed }
    }

    /// The question of the person's turn in the auction: the ranks and points they may bid, or
    /// the suit to call.
    static func auctionPrompt(_ app: TableApp) -> String {
        let text = app.text, auction = app.view.auction
        if auction.stage == .calling, let standing = auction.standing { return text(.lineFiveAskCall, ["rank": text.rank(standing.rank)]) }
        let choices = Bid.choices(after: auction.standing)
        let ranks = choices.compactMap { bid -> String? in if case let .rank(rank) = bid { return text.rank(rank) } else { return nil } }
        let low = choices.compactMap { bid -> Int? in if case let .points(points) = bid { return points } else { return nil } }.first ?? 61
        return text(.lineFiveAskBid, ["ranks": ranks.isEmpty ? "-" : ranks.joined(separator: " "), "low": "\(low)"])
    }

    /// The auction so far (each seat's last word, in speaking order) and the hand.
    static func auction(_ app: TableApp) -> String {
        let view = app.view, text = app.text, players = view.variant.players
        let words = (0..<players).map { (view.leader + $0) % players }.map { seat -> String in
            let word: String = switch view.auction.said[seat] {
            case .silent: "-"
            case .passed: text(.fiveWordPass)
            case let .bid(bid): text.bid(bid)
            }
            return "\(app.names[seat]) \(word)"
        }
        return [text(.lineFiveAuction, ["words": words.joined(separator: ", ")]), hand(view, text)].joined(separator: "\n")
    }

    /// The hand, each card with its number and code.
    static func hand(_ view: PlayerView, _ text: Text) -> String {
        let hand = view.hand.enumerated().map { "\($0.offset + 1)) \(text.card($0.element)) [\($0.element.code)]".unbroken }
        return text(.lineHand, ["cards": hand.joined(separator: "\u{A0} ")])
    }

    /// The call (card, trump, target, partner as known) and the person's points: the first line
    /// of a table of five in plain lines.
    static func called(_ app: TableApp) -> String {
        let view = app.view, text = app.text, auction = view.auction
        guard let called = auction.called, let caller = auction.caller else { return "" }
        let partner = switch auction.partner {
        case caller?: text(.fiveAlone)
        case 0? where !view.played.contains(called): text(.fivePartnerYouSecret)
        case let seat?: text(.fivePartnerKnown, ["name": seat == 0 ? text(.whoYou) : app.names[seat]])
        case nil: text(.fivePartnerUnknown)
        }
        return text(.lineFiveCalled, ["card": text.card(called), "code": called.code, "suit": text.suit(called.suit),
                                      "caller": caller == 0 ? text(.seatYou) : app.names[caller], "target": "\(auction.target)",
                                      "partner": partner, "points": "\(view.ownPoints)"])
    }

    /// A deal of five over: won or lost (or thrown in), the caller's side's points against its
    /// target, each player's deal score, and the series' standings.
    static func fiveResult(_ app: TableApp) -> String {
        let text = app.text, view = app.view, auction = view.auction
        let deal = app.finished.last?.dealScores ?? [], standings = app.series.standings
        let named = { (values: [Int]) in values.indices.map { "\(app.names[$0]) \(FiveResultPanel.signed(values[$0]))" }.joined(separator: ", ") }
        guard auction.stage != .thrownIn, let caller = auction.caller else {
            return [text(.fiveThrownIn), text(.lineFiveStandings, ["standings": named(standings)])].joined(separator: "\n")
        }
        let partner = auction.partner ?? caller, scores = app.finalScores
        let callerName = caller == 0 ? text(.seatYou) : app.names[caller]
        let side = partner == caller ? text(.fiveSideAlone, ["caller": callerName])
            : text(.fiveSidePair, ["caller": callerName, "partner": partner == 0 ? text(.whoYou) : app.names[partner]])
        let points = scores[caller] + (partner == caller ? 0 : scores[partner])
        let card = auction.called.map(text.card) ?? "-"
        let call = caller == 0 ? text(.fiveResultCalledYou, ["card": card, "target": "\(auction.target)"])
            : text(.fiveResultCalled, ["caller": callerName, "card": card, "target": "\(auction.target)"])
        let line = call + " " + text(points >= auction.target ? .fiveResultMade : .fiveResultShort, ["side": side, "points": "\(points)", "dash": "–"])
        let outcome = text(app.result.outcome(for: 0) == .won ? .lineWin : .lineLose)
        return [text(.lineFiveResult, ["game": "\(app.gameNumber)", "outcome": outcome + ".", "line": line, "scores": named(deal)]),
                text(.lineFiveStandings, ["standings": named(standings)])].joined(separator: "\n")
    }
}
