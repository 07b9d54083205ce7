import BriscolaCore
import BriscolaHidden
import BriscolaWire

/// A protocol-4 pass (Protocol.md §17.8.1): made with its proof, commitments, input digest and
/// `read`, or checked in the order the section gives, each failure naming the seat at fault.
enum ProvedPass {
    /// A refused pass: the code, the words, and the seat whose signed message is at fault.
    struct Fault: Error {
        let code: ErrorCode
        let message: String
        let seat: Int
    }

    /// What a pass that holds changes: the deck with it taken, and a shuffle's commitments.
    struct Taken {
        let deck: HiddenDeck
        let commitments: KeyCommitments?
    }

    /// The deck digest of a deck of elements, in hex.
    static func digest(_ deck: [GroupElement]) -> String { Hex.encode(PassDigest.deck(deck.map(\.bytes))) }

    /// The proof's length in bytes for a deck of `count` cards (§17.3, §17.4).
    static func proofBytes(lock: Bool, cards count: Int) -> Int { lock ? 64 + 96 * count : 320 * count }

    /// Our seat's next pass over `deal`'s deck, proved (unsigned). The nonces come from the seat's
    /// secret seed, the pass and the deck read (§17.8.7).
    static func make(shuffle: Bool, deal: HiddenDeal, seat: Int, secrets: SeatSecrets, commitments: KeyCommitments,
                     nonceSeed: [UInt8], session: [UInt8]) -> DeckPass {
        let input = deal.deck.input
        let output = shuffle ? DeckSteps.shuffle(input, with: secrets) : DeckSteps.lock(input, with: secrets)
        let digest = PassDigest.deck(input.map(\.bytes))
        var nonces = SeededNonces(seed: nonceSeed + [shuffle ? 1 : 2] + digest)
        guard let context = ProofContext(session: session, game: deal.game, seat: seat) else {
            preconditionFailure("a session id of 16 bytes, a game and a seat in range make a proof context")
        }
        let proof: String? = if shuffle {
            ShuffleProof.prove(input: input, output: output, secrets: secrets, context: context, commitments: commitments, nonces: &nonces)?.hex
        } else {
            LockProof.prove(input: input, output: output, secrets: secrets, context: context, commitments: commitments, nonces: &nonces)?.hex
        }
        guard let proof else { preconditionFailure("a proof fails only after four draws of nonces that each failed (≈ 2⁻⁹⁰⁰)") }
        return DeckPass(game: deal.game, seat: seat, deck: output.map { Hex.encode($0.bytes) }, input: Hex.encode(digest),
                        commitments: shuffle ? ([commitments.shuffle] + commitments.positions).map { Hex.encode($0.bytes) } : nil,
                        proof: proof, read: deal.passes.last?.asRead)
    }

    /// The checks of §17.8.1, in order, after the author and signature checks: the pass awaited
    /// and a deck; its members; its `read`; its commitments; its proof.
    static func check(_ pass: DeckPass, lock: Bool, deal: HiddenDeal, session: [UInt8], sessionHex: String,
                      roster: Roster) -> Result<Taken, Fault> {
        let author = pass.seat, kind = lock ? "lock" : "shuffle", who = SeatNumbering.spoken(author)
        func fault(_ code: ErrorCode, _ words: String, seat: Int? = nil) -> Result<Taken, Fault> {
            .failure(Fault(code: code, message: words, seat: seat ?? author))
        }
        // 1. The pass awaited, a deck, its members.
        let awaited: HiddenDeck.Step = lock ? .lock(seat: author) : .shuffle(seat: author)
        guard pass.game == deal.game, deal.deck.next == awaited else {
            return fault(.outOfOrder, "\(kind) of \(who) for game \(pass.game) is not the pass awaited")
        }
        let elements = pass.deck.compactMap(GroupElement.init(hex:))
        if elements.count < pass.deck.count, let bad = pass.deck.first(where: { GroupElement(hex: $0) == nil }) {
            return fault(.badDeck, "the \(kind) of \(who) holds \(bad.prefix(16))…, which is not a group element")
        }
        var deck = deal.deck
        do throws(HiddenError) {
            try deck.accept(elements, from: author)
        } catch {
            return fault(.badDeck, error.description)
        }
        let count = deal.deck.variant.deckSize
        guard let input = pass.input, let proofHex = pass.proof, proofHex.count == 2 * proofBytes(lock: lock, cards: count),
              lock ? pass.commitments == nil : pass.commitments?.count == count + 1 else {
            return fault(.badMessage, "the \(kind) of \(who) lacks its input, proof or commitments, or one has the wrong length")
        }
        // 2. What it read.
        if let refused = checkRead(pass, input: input, lock: lock, deal: deal, sessionHex: sessionHex, roster: roster) {
            return .failure(refused)
        }
        // 3. Its commitments (a lock answers to those of its author's shuffle).
        let commitments: KeyCommitments
        if lock {
            guard let committed = deal.commitments[author] else {
                return fault(.outOfOrder, "the lock of \(who) comes before any shuffle of theirs")
            }
            commitments = committed
        } else {
            let parsed = (pass.commitments ?? []).compactMap(GroupElement.init(hex:))
            guard parsed.count == count + 1 else { return fault(.badDeck, "a commitment of \(who) is not a group element") }
            commitments = KeyCommitments(shuffle: parsed[0], positions: Array(parsed.dropFirst()))
        }
        // 4. The proof.
        guard let context = ProofContext(session: session, game: deal.game, seat: author), let bytes = Hex.decode(proofHex) else {
            return fault(.badMessage, "the proof of \(who)'s \(kind) cannot be read")
        }
        do throws(ProofError) {
            if lock {
                try LockProof.verify(bytes: bytes, input: deal.deck.input, output: elements, context: context, commitments: commitments)
            } else {
                try ShuffleProof.verify(bytes: bytes, input: deal.deck.input, output: elements, context: context, commitments: commitments)
            }
        } catch {
            if error == .malformed { return fault(.badMessage, "the proof of \(who)'s \(kind) is malformed") }
            return fault(.badProof, "\(who)'s \(kind) is not proved: \(error)")
        }
        return .success(Taken(deck: deck, commitments: lock ? nil : commitments))
    }

    /// Step 2: the pass read the deck we hold (go on), or its author and the seat it read were
    /// shown different decks: `equivocation` if that seat signed the other one too, `bad_read` if not.
    private static func checkRead(_ pass: DeckPass, input: String, lock: Bool, deal: HiddenDeal, sessionHex: String,
                                  roster: Roster) -> Fault? {
        let author = pass.seat, who = SeatNumbering.spoken(author)
        let ours = digest(deal.deck.input)
        guard let previous = deal.passes.last else {
            // Seat 0's shuffle reads the open deck, and names no pass.
            guard pass.read == nil else { return Fault(code: .badMessage, message: "the first shuffle reads no pass", seat: author) }
            return input.lowercased() == ours ? nil : Fault(code: .badRead, message: "\(who)'s shuffle did not read the open deck", seat: author)
        }
        guard let read = pass.read, read.seat == previous.seat else {
            return Fault(code: .badMessage, message: "\(who)'s pass does not name the pass of \(SeatNumbering.spoken(previous.seat))", seat: author)
        }
        if input.lowercased() == ours { return nil }
        let type = deal.passes.count <= deal.deck.variant.players ? "shuffle" : "lock"
        let signed = read.signingInput(type: type, session: sessionHex, game: deal.game, output: input)
        if let key = roster[read.seat]?.key, SignatureCheck.verify(input: signed, signature: read.sig, key: key) {
            return Fault(code: .equivocation, message: "\(SeatNumbering.spoken(read.seat)) signed two different passes of game \(deal.game)", seat: read.seat)
        }
        return Fault(code: .badRead, message: "\(who) read a pass \(SeatNumbering.spoken(read.seat)) never signed", seat: author)
    }
}
