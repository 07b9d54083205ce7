@testable import BriscolaApp
import BriscolaText
import Testing

/// Only the whole word deletes the history; a lone y or s is told so; no answer keeps it.
@Suite struct HistoryClearQuestionTests {
    @Test func onlyTheWholeWordDeletes() {
        let english = Text(.english), italian = Text(.italian)
        #expect(HistoryClearQuestion.refusal("yes", english) == nil && HistoryClearQuestion.refusal(" YES ", english) == nil)
        #expect(HistoryClearQuestion.refusal("sì", italian) == nil && HistoryClearQuestion.refusal("si", italian) == nil)
        #expect(HistoryClearQuestion.refusal("yes", italian) == nil, "yes is understood in every language")
        #expect(HistoryClearQuestion.refusal("sì", english) == .historyNothingDeleted)
        #expect(HistoryClearQuestion.refusal("y", english) == .historyNothingDeletedShort)
        #expect(HistoryClearQuestion.refusal("s", italian) == .historyNothingDeletedShort)
        #expect(HistoryClearQuestion.refusal("", english) == .historyNothingDeleted)
        #expect(HistoryClearQuestion.refusal(nil, english) == .historyNothingDeleted)
    }
}
