import BriscolaCore
import BriscolaText

/// The game without a full screen, for pipes and scripts: the state as plain text, one answer
/// per line (a card's number or its code). Opponents play at once; end of input quits.
public struct LineMode {
    let readLine: () -> String?
    let write: (String) -> Void
    /// Whether the others' points are said (`--show-points`).
    let showPoints: Bool
    /// Whether the terminal takes more than ASCII (the cards out use "·" for a card to come).
    let unicode: Bool

    /// Plays through these two functions: one reads a line (nil at the end of input), one prints
    /// one; `options` say whether the others' points are shown and whether the terminal takes
    /// more than ASCII punctuation (`LANG=C`: "-" for "·" and "—"). `width`: the columns of the
    /// terminal the lines go to, if they go to one — a longer line is broken at spaces there, not
    /// by the terminal in the middle of a word.
    public init(readLine: @escaping () -> String?, write: @escaping (String) -> Void, options: RenderOptions = RenderOptions(),
                width: Int? = nil) {
        self.readLine = readLine
        let plain: (String) -> Void = { write(Self.written($0, options: options)) }
        self.write = width.map { columns in
            { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
                    String(line).columns <= columns ? [String(line)] : String(line).wrapped(width: columns, lines: .max)
                }
                plain(lines.joined(separator: "\n"))
            }
        } ?? plain
        self.showPoints = options.showOpponentPoints
        unicode = options.unicode
    }

    /// Answers in a row that are neither a card nor a command, after which the game stops as if
    /// input had ended: a script feeding the same wrong line forever (`yes 1` after the last
    /// trick) must not keep the program asking forever.
    public static let patience = 20

    /// Plays until the person quits or input ends; returns the app (with its finished games).
    /// `observe` sees the app after each step (to keep it on disk, to save finished games).
    public func run(_ initial: TableApp, observe: (TableApp) -> Void = { _ in }) -> TableApp {
        var app = initial
        let text = app.text
        write(text(app.config.players.hasAuction ? .lineFiveIntro : .lineIntro, ["title": app.title]))
        var effects = app.start()
        var lastStatus = ""
        var wrong = 0
        let notUnderstood = text(.lineNotUnderstood, ["count": "\(Self.patience)"])
        while !effects.contains(.quit) {
            observe(app)
            if app.status != lastStatus, !app.status.isEmpty {
                write(app.status)
                lastStatus = app.status
            }
            switch app.phase {
            case .opponentThinking, .trickShown:
                effects = app.handle(.tick)
            case .yourTurn:
                let auction = app.view.auction.stage != .play
                write(auction ? LineText.auction(app) : LineText.table(app, showPoints: showPoints))
                guard let line = ask(auction ? LineText.auctionPrompt(app) : text(.lineAskCard)) else { return quit(app, text(.lineInputEnded)) }
                guard let done = auction ? auctionAnswer(line, &app) : answer(line, &app) else {
                    wrong += 1
                    if wrong >= Self.patience { return quit(app, notUnderstood) }
                    effects = []
                    continue
                }
                wrong = 0
                effects = done
            case .result:
                write(app.config.players.hasAuction ? LineText.fiveResult(app) : LineText.result(app))
                switch askAgain(text) {
                case nil: return quit(app, text(.lineInputEnded))
                case .wrong?: return quit(app, notUnderstood)
                case let .answer(again)?: effects = again ? app.handle(.key(.character("y"))) : [.quit]
                }
            }
        }
        return quit(app, text(.lineBye))
    }

    /// Writes the prompt and reads a line, asking again while the line is blank (nothing typed
    /// yet is not a wrong answer) — `patience` times, then the blank is the answer, one not
    /// understood (`yes ''` must not keep it asking forever); nil when input ends.
    private func ask(_ prompt: String) -> String? {
        for _ in 0..<Self.patience {
            write(prompt)
            guard let line = readLine() else { return nil }
            let text = line.trimmed
            if !text.isEmpty { return text }
        }
        return ""
    }

    /// What "Play again?" got: an answer, or only lines it did not understand.
    private enum Again { case answer(Bool), wrong }

    /// "Play again?" until the answer is yes (y, yes, s, sì) or no (n, no, q), or `patience`
    /// lines it does not understand; nil when input ends.
    private func askAgain(_ text: Text) -> Again? {
        var prompt = text(.lineAskAgain)
        for _ in 0..<Self.patience {
            guard let line = ask(prompt) else { return nil }
            switch line.lowercased() {
            case "y", "yes", "s", "si", "sì": return .answer(true)
            case "n", "no", "q", "quit": return .answer(false)
            default: prompt = text(.lineAskAgainAgain)
            }
        }
        return .wrong
    }

    /// The effects of a line typed at "Your card:"; nil when it is neither a card nor a command.
    func answer(_ typed: String, _ app: inout TableApp) -> [AppEffect]? {
        let text = app.text
        switch typed.lowercased() {
        case "q", "quit": return [.quit]
        case "h", "?", "help":
            write(LineText.help(handSize: app.view.hand.count, variant: app.config.players, text: text).joined(separator: "\n"))
            return []
        case "o", "out":
            write(LineText.cardsOut(app, unicode: unicode, showPoints: showPoints))
            return []
        default: break
        }
        let hand = app.view.hand
        let card: Card? = Int(typed).flatMap { hand.indices.contains($0 - 1) ? hand[$0 - 1] : nil } ?? Card(typed)
        // A card code of a card not in the hand is not a card of the hand either.
        guard let card, hand.position(of: card) != nil else {
            write(text(.lineNotACard, ["text": String(typed.prefix(20)), "count": "\(hand.count)", "code": hand[0].code]))
            return nil
        }
        switch app.play(card: card) {
        case let .success(effects): return effects
        case let .failure(error):
            write(text(.lineCannotPlay, ["error": "\(error)"]))
            return nil
        }
    }

    private func quit(_ app: TableApp, _ reason: String) -> TableApp {
        write(Self.lastLine(app, reason))
        return app
    }

    /// Text as plain lines write it: lines have no frames, so ASCII cards (or a terminal that is
    /// not UTF-8) make every line ASCII; the spaces a line may not break at are spaces again.
    public static func written(_ text: String, options: RenderOptions) -> String {
        (options.unicode ? text : text.asciiPunctuation()).replacingOccurrences(of: "\u{A0}", with: " ")
    }

    /// The line that ends the game in plain lines — q, the input's end, or a signal (`reason`) —
    /// with how the series went.
    public static func lastLine(_ app: TableApp, _ reason: String) -> String {
        let score = app.screen.series
        // As the full screen says on leaving: a game cut off is not a game lost, nor over.
        let cut = app.unfinishedRecord != nil
        // Left before the first card, a game is not over either ("Game over (bye)" for a game never played).
        let over = app.text(cut || app.phase != .result ? .lineStopped : .lineGameOver,
                            ["reason": reason, "won": "\(score.wins)", "drawn": "\(score.draws)", "lost": "\(score.losses)"])
        return cut ? over + " " + app.text(.summaryAbandoned) : over
    }
}

/// The plain-text rendering of the person's view.
enum LineText {
    /// Help for line mode: the rules as the full screen tells them, then what to type here (the
    /// full screen's keys — arrows, Space — do nothing in a pipe).
    static func help(handSize: Int, variant: Variant, text: Text) -> [String] {
        let numbers = (1...max(1, handSize)).map(String.init)
        let choice = numbers.count == 1 ? "1" : numbers.dropLast().joined(separator: ", ") + " \(text(.wordOr)) " + (numbers.last ?? "")
        let suits = Suit.allCases.map { "\($0.letter) \(text.suit($0))" }.joined(separator: ", ")
        let faces = [Rank.asso, .fante, .cavallo, .re].map { "\($0.name()) \($0.rawValue)" }.joined(separator: ", ")
        return HelpPanel.rules(variant, text) + [
            text(.lineHelpWhat),
            text(.lineHelpNumber, ["choice": choice.rightPadded(10)]),
            text(.lineHelpCode),
            text(.lineHelpCodes, ["suits": suits, "faces": faces]),
            text(.lineHelpOut),
            text(.lineHelpHelp),
            text(.lineHelpQuit),
            text(.lineHelpAfter),
        ]
    }

    /// The cards out as the full screen's panel shows them (o): how many, each suit's in taking
    /// order, the points.
    static func cardsOut(_ app: TableApp, unicode: Bool, showPoints: Bool) -> String {
        let options = RenderOptions(unicode: unicode, color: false, showOpponentPoints: showPoints, language: app.config.language)
        return CardsOutPanel.lines(app.screen, app.view, options: options, glyphs: Glyphs(unicode: unicode), rows: 6).map(\.0).joined(separator: "\n")
    }

    /// The trump, the stock and the points, the cards on the table, the hand; the others' points
    /// too when `showPoints` (each seat's, or the other team's with four).
    static func table(_ app: TableApp, showPoints: Bool = false) -> String {
        let view = app.view, text = app.text
        if view.variant.hasAuction {
            let played = view.table.enumerated().map {
                text(.linePlayed, ["name": app.names[(view.leader + $0.offset) % view.variant.players], "card": text.card($0.element), "code": $0.element.code])
            }
            return ([called(app)] + (played.isEmpty ? [] : [text(.lineTable, ["cards": played.joined(separator: ", ")])]) + [hand(view, text)])
                .joined(separator: "\n")
        }
        // With four the pile is the team's, as the full screen says.
        let points = view.variant == .four ? view.sidePoints[view.side] : view.ownPoints
        var lines = [text(view.variant == .four ? .lineTrumpTeam : .lineTrump,
                          ["card": text.card(view.trumpCard), "code": view.trumpCard.code, "stock": "\(view.stockCount)", "points": "\(points)"])]
        if showPoints {
            let others = view.variant == .four ? ["\(text(.lineOpponents)): \(view.sidePoints[1 - view.side])"]
                : (1..<view.variant.players).map { (view.seat + $0) % view.variant.players }.map { "\(app.names[$0]): \(view.capturedPoints[$0])" }
            lines[0] += " · " + others.joined(separator: " · ")
        }
        if !view.table.isEmpty {
            let played = view.table.enumerated().map {
                text(.linePlayed, ["name": app.names[(view.leader + $0.offset) % view.variant.players], "card": text.card($0.element),
                                   "code": $0.element.code])
            }
            lines.append(text(.lineTable, ["cards": played.joined(separator: ", ")]))
        }
        // Each card whole on one line when a narrow terminal breaks the line (`unbroken`), two
        // spaces apart.
        let hand = view.hand.enumerated().map { "\($0.offset + 1)) \(text.card($0.element)) [\($0.element.code)]".unbroken }
        lines.append(text(.lineHand, ["cards": hand.joined(separator: "\u{A0} ")]))
        return lines.joined(separator: "\n")
    }

    static func result(_ app: TableApp) -> String {
        let text = app.text
        let scores = app.finalScores.enumerated().map { side, points in
            "\(app.config.players == .four ? text(side == 0 ? .lineYourTeam : .lineOpponents) : app.names[side]) \(points)"
        }
        let outcome: Phrase = switch app.result.outcome(for: app.config.players.side(of: 0)) {
        case .won: .lineWin
        case .draw: .lineDraw
        case .lost: .lineLose
        }
        return text(.lineResult, ["game": "\(app.gameNumber)", "outcome": text(outcome), "scores": scores.joined(separator: ", ")])
    }
}

extension String {
    var trimmed: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
