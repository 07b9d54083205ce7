import BriscolaText
import Foundation

/// `history clear`'s question before it deletes every match: only the whole word — "yes", or the
/// language's own ("sì") — deletes; anything else keeps the history, and a lone y or s is told
/// that this one wants the whole word.
public enum HistoryClearQuestion {
    /// Asks about the history at `path` on standard output, reads the answer from `read`; true to delete.
    public static func ask(path: String, _ text: Text, read: () -> String? = { readLine() }) -> Bool {
        Output.prompt(text(.historyClearAsk, ["path": path]))
        let answer = read()
        // Input that ended (`</dev/null`) ends the question's line, as Enter would have.
        if answer == nil { Output.line("") }
        guard let refusal = refusal(answer, text) else { return true }
        Output.line(text(refusal))
        return false
    }

    /// What is said when `answer` does not confirm; nil when it does. "yes" is understood in every
    /// language, as the keys are; case and accents do not matter.
    static func refusal(_ answer: String?, _ text: Text) -> CommandPhrase? {
        let folded = answer?.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if let folded, folded == "yes" || folded == text(.historyClearYes).folding(options: .diacriticInsensitive, locale: nil) { return nil }
        return ["y", "s"].contains(folded ?? "") ? .historyNothingDeletedShort : .historyNothingDeleted
    }
}
