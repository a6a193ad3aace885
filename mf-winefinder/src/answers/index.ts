// What other feature folders may use of answers/ (the lint rule lets them import nothing else).
export { type Answers, hasAnswers, toInput, withoutAnswer } from './answers';
export { answersFromSearch, answersToSearch, sameAnswers } from './queryString';
export { clearConversation, CONVERSATION_KEY, loadConversation, saveConversation, type SavedConversation, type TranscriptLine } from './storage';
