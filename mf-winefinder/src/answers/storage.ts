import { cleanAnswers, type Answers } from './answers';

/** One line of the conversation as kept between visits. */
export interface TranscriptLine {
  from: 'sommelier' | 'user';
  text: string;
}

export interface SavedConversation {
  answers: Answers;
  transcript: TranscriptLine[];
}

/** localStorage key of the conversation (not one of the spec's keys: the wine finder's own). */
export const CONVERSATION_KEY = 'winefinder';
const VERSION = 1;
/** Enough to scroll back through a long conversation without growing storage forever. */
export const MAX_TRANSCRIPT_LINES = 80;

const EMPTY: SavedConversation = { answers: {}, transcript: [] };

function isLine(value: unknown): value is TranscriptLine {
  if (!value || typeof value !== 'object') return false;
  const { from, text } = value as Record<string, unknown>;
  return (from === 'sommelier' || from === 'user') && typeof text === 'string';
}

/** The saved conversation; anything unreadable counts as no conversation. */
export function loadConversation(): SavedConversation {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CONVERSATION_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return EMPTY;
    const { v, answers, transcript } = stored as Record<string, unknown>;
    if (v !== VERSION) return EMPTY;
    return {
      answers: cleanAnswers(answers),
      transcript: Array.isArray(transcript) ? transcript.filter(isLine).slice(-MAX_TRANSCRIPT_LINES) : [],
    };
  } catch {
    return EMPTY;
  }
}

export function saveConversation({ answers, transcript }: SavedConversation): void {
  try {
    const lines = transcript.slice(-MAX_TRANSCRIPT_LINES).map(({ from, text }) => ({ from, text }));
    localStorage.setItem(CONVERSATION_KEY, JSON.stringify({ v: VERSION, answers, transcript: lines }));
  } catch {
    // Private mode or full storage: the conversation still works for this visit.
  }
}

export function clearConversation(): void {
  try {
    localStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
