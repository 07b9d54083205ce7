import BriscolaCore
import BriscolaSession
import BriscolaText

/// The words of a network table, chosen as its screen is drawn: the status line and notices from
/// `NetNews`, the names from `SeatName`, the heading from who sits where.
extension NetTableApp {
    /// The pieces of news as one line.
    func words(_ news: [NetNews]) -> String { news.compactMap(words).joined(separator: " ") }

    /// One piece of news (nil: nothing to say, such as nobody away any more).
    func words(_ news: NetNews) -> String? {
        switch news {
        case .reach: reach
        case let .seatsWaiting(taken, players): text(.netWaitingPlayers, ["taken": "\(taken)", "players": "\(players)"])
        case .dealing: text(.netDealing)
        case .seatsFull: text(.netSeatsFull)
        case let .gameAbandoned(game): text(.netGameAbandoned, ["game": "\(game)"])
        case let .seatLeft(who, reason): text.left(words(who), reason: reason, waiting: true)
        case let .seatsLeft(names): text(.netSeatsLeftMany, ["names": list(names)])
        case let .rematchWish(names): names.count > 1 ? text(.netRematchWishMany, ["names": list(names)]) : text(.netRematchWish, ["name": list(names)])
        case let .rematchAsked(names): names.count > 1 ? text(.netRematchAskedMany, ["names": list(names)]) : text(.netRematchAsked, ["name": list(names)])
        case let .waitingForOpponent(who): text(.netWaitingRematch, ["name": words(who)])
        case let .waitingForAnswers(names): text(.netRematchWaitingFor, ["names": list(names)])
        case let .lead(game, trump, nil): text(.netYourLead, ["game": "\(game)", "suit": text.suit(trump)])
        case let .lead(game, trump, who?): text(.netOtherLeads, ["game": "\(game)", "name": words(who), "suit": text.suit(trump)])
        case let .card(card): words(card)
        case let .trick(card, points, nil): text(.statusTrickYou, ["status": words(card), "points": "\(points)"])
        case let .trick(card, points, who?): text(.statusTrickOther, ["status": words(card), "points": "\(points)", "name": words(who)])
        case let .rejected(error): "\(error)"
        case .away: links.firstAway.map { text(.netAway, ["name": words($0.who), "time": Self.clock($0.seconds)]) }
        case let .back(who): text(.netBack, ["name": words(who)])
        case .reconnecting: links.reconnecting.map { text(links.restarting ? .netRejoining : .netReconnecting, ["time": Self.clock($0)]) }
        case .reconnected: text(.netReconnected)
        case let .ended(end): words(end)
        case .pressEnter: text(.netPressEnter)
        case let .heard(who, line): "\(words(who)): \(line)"
        case let .cardsLeft(count): TableApp.cardsLeft(count, text)
        case .askAgain: text(.resultAgain)
        }
    }

    /// A card played: by whom, and whether for them when their time ran out.
    func words(_ news: CardNews) -> String {
        let card = text.cardInSentence(news.card, trump: news.trump)
        guard let who = news.player else { return text(news.timedOut ? .netTimedOutYou : .statusYouPlay, ["card": card]) }
        return text(news.timedOut ? .netTimedOut : .statusOtherPlays, ["name": words(who), "card": card])
    }

    /// Why the table is over.
    func words(_ end: EndNews) -> String {
        switch end {
        case let .noTable(gone): text(.netNoTableAnswered, ["reason": FailureText.gone(gone.shownWhy(text), text)])
        case let .peerLeftAfterGame(who): text(.netPeerLeft, ["name": words(who)])
        case let .tableEnded(gone): text(.netTableEnded, ["reason": FailureText.gone(gone.shownWhy(text), text)])
        case let .ended(gone): text(.netEnded, ["reason": FailureText.gone(gone.shownWhy(text), text)])
        case let .failed(failure, seated): FailureText.explain(failure, seated: seated, text)
        }
    }

    func words(_ who: SeatName) -> String { who.said(text) }

    func list(_ names: [SeatName]) -> String { text.list(names.map(words)) }

    /// The heading, and the same with the names cut shorter, step by step, for a header too narrow
    /// for them all (it cuts names before it drops "Briscola" and the game number). Two opponents
    /// that are both computer players share one mark first ("Pia and Bot 4 (computers)"), so three
    /// computer players at a table of four fit 80 columns with every mark whole. Before a game (or
    /// after one cut off at a bigger table), the table's own title.
    var titles: (String, [String]) {
        guard board.view != nil else { return (words(tableTitle), []) }
        let full = title(width: nil)
        let paired = opponentsAreComputers
        var shorter: [String] = []
        for width in (paired ? [nil] : []) + [20, 16, 12, 10, 8, 6, 5] {
            let cut = title(width: width, paired: paired)
            if cut != (shorter.last ?? full) { shorter.append(cut) }
        }
        return (full, shorter)
    }

    /// Who plays whom, from who sits at each seat now: "you vs Gino"; with four, partners together
    /// ("you and Pia vs Gino and Rocco"); with `width`, other players' names cut to it; `paired`,
    /// the two opponents named under one mark.
    func title(width: Int?, paired: Bool = false) -> String {
        let players = board.names.count
        let names = (0..<players).map { sitting($0)?.said(text, width: width, marked: !paired) ?? "" }
        let next = { (step: Int) in names[(mySeat + step) % players] }
        let partner = players == 4 ? sitting((mySeat + 2) % 4)?.said(text, width: width) ?? "" : ""
        switch players {
        case 4 where paired: return text(.netTitleFourPair, ["partner": partner, "pair": pair(next(1), next(3))])
        case 4: return text(.netTitleFour, ["partner": partner, "first": next(1), "second": next(3)])
        case 3 where paired: return text(.netTitle, ["name": pair(next(1), next(2))])
        case 3: return text(.netTitleThree, ["first": next(1), "second": next(2)])
        // At two, the one opponent (the host, for a guest).
        default: return text(.netTitle, ["name": words(seating.opponent)])
        }
    }

    /// Two computer players under one mark: "Pia and Bot 4 (computers)".
    func pair(_ first: String, _ second: String) -> String {
        text(.netComputersTag, ["names": text.list([first, second])])
    }

    /// True at a table of three or four whose two opponents are both computer players.
    var opponentsAreComputers: Bool {
        let players = board.names.count
        guard players > 2 else { return false }
        let opponents = players == 4 ? [(mySeat + 1) % 4, (mySeat + 3) % 4] : [(mySeat + 1) % 3, (mySeat + 2) % 3]
        return opponents.allSatisfy { seat in
            if case .named(_, computer: true, _)? = sitting(seat) { true } else { false }
        }
    }

    func words(_ title: TableTitle) -> String {
        switch title {
        case let .given(title): title
        case let .atTable(host): text(.netAtTable, ["name": host])
        }
    }
}

extension SeatName {
    /// The name in `text`'s language ("the other player", a program's seat marked "(computer)");
    /// with `width`, a cuttable name is cut to that many columns first, its mark kept whole;
    /// not `marked`, without the mark (said once for two elsewhere).
    func said(_ text: Text, width: Int? = nil, marked: Bool = true) -> String {
        switch self {
        case .otherPlayer: return text(.netOtherPlayer)
        case let .named(name, computer, cuttable):
            let cut = width.map { cuttable ? name.shortened(to: $0, glyphs: Glyphs(unicode: true)) : name } ?? name
            return computer && marked && !name.isEmpty ? text(.netComputerTag, ["name": cut]) : cut
        }
    }
}

extension Gone {
    /// Why they went, with who left named as the table shows them.
    func shownWhy(_ text: Text) -> PeerGone {
        guard case let .left(_, reason) = why, let shown else { return why }
        return .left(name: shown.said(text), reason: reason)
    }
}
