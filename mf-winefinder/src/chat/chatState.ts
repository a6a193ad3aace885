import type { WinefinderChatRequest, WinefinderChatResponse } from '@vinkompassen/shared-contracts/schemas';
import { hasAnswers, toInput, type Answers, type SavedConversation, type TranscriptLine } from '../answers';

export interface ChatLine extends TranscriptLine {
  id: number;
}

/** One turn sent to the API. `speak`: add the sommelier's messages to the log (not when only re-syncing). */
export interface Turn {
  request: WinefinderChatRequest;
  /** The user's line for the log, if the turn is the user's. */
  userText?: string;
  speak: boolean;
}

export interface ChatState {
  /** The answers as last confirmed by the API (canonical). */
  answers: Answers;
  lines: ChatLine[];
  /** The last reply (open question, chips, counts); null until the first reply of this visit. */
  reply: WinefinderChatResponse | null;
  status: 'idle' | 'waiting' | 'failed';
  /** The turn under way or failed, for a retry. */
  turn: Turn | null;
  nextId: number;
}

export type ChatAction =
  | { type: 'sent'; turn: Turn }
  | { type: 'replied'; response: WinefinderChatResponse; speak: boolean; intro?: string }
  | { type: 'failed' }
  | { type: 'restarted' }
  /** The saved conversation, taken in after hydration (the server rendered none). */
  | { type: 'restored'; conversation: SavedConversation };

export function initChat({ answers, transcript }: SavedConversation): ChatState {
  return {
    answers,
    lines: transcript.map((line, i) => ({ ...line, id: i })),
    reply: null,
    status: 'idle',
    turn: null,
    nextId: transcript.length,
  };
}

/** No answer and no line yet: a new visitor's conversation, which starts with the opening turn. */
export const isNewConversation = ({ answers, transcript }: SavedConversation): boolean => transcript.length === 0 && !hasAnswers(answers);

/** Nothing said, asked or sent yet: waiting for the opening turn. */
export const isPristine = (state: ChatState): boolean =>
  state.reply === null && state.status === 'idle' && isNewConversation({ answers: state.answers, transcript: state.lines });

/**
 * The conversation a visit starts with: the saved one (null: not read yet, on the server and in the hydration
 * render), else the opening turn if it is at hand, else nothing yet.
 */
export function startChat(saved: SavedConversation | null, opening: WinefinderChatResponse | undefined): ChatState {
  if (saved && !isNewConversation(saved)) return initChat(saved);
  const empty = initChat({ answers: {}, transcript: [] });
  return opening ? chatReducer(empty, { type: 'replied', response: opening, speak: true }) : empty;
}

const append = (state: ChatState, lines: TranscriptLine[]): Pick<ChatState, 'lines' | 'nextId'> => ({
  lines: [...state.lines, ...lines.map((line, i) => ({ ...line, id: state.nextId + i }))],
  nextId: state.nextId + lines.length,
});

const lastSommelierLine = (lines: readonly ChatLine[]) => lines.findLast((l) => l.from === 'sommelier')?.text;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent': {
      // A retried turn already has its user line.
      const retry = state.status === 'failed' && state.turn === action.turn;
      const userLines: TranscriptLine[] = action.turn.userText && !retry ? [{ from: 'user', text: action.turn.userText }] : [];
      return { ...state, ...append(state, userLines), status: 'waiting', turn: action.turn };
    }
    case 'replied': {
      const { response, speak, intro } = action;
      const question = response.question?.text;
      const said: TranscriptLine[] = [];
      if (intro) said.push({ from: 'sommelier', text: intro });
      if (speak) said.push(...response.messages.map((m) => ({ from: 'sommelier' as const, text: m.text })));
      // A re-sync only adds the question when the log does not already end with it.
      if (question && (speak || lastSommelierLine(state.lines) !== question)) said.push({ from: 'sommelier', text: question });
      return { ...state, ...append(state, said), answers: response.answers, reply: response, status: 'idle', turn: null };
    }
    case 'failed':
      return { ...state, status: 'failed' };
    case 'restarted':
      return initChat({ answers: {}, transcript: [] });
    case 'restored':
      return initChat(action.conversation);
  }
}

/** The request answering the open question with one of its options. */
export function answerTurn(answers: Answers, questionId: NonNullable<WinefinderChatResponse['question']>['id'], value: string, label: string): Turn {
  return { request: { answers: toInput({ ...answers, [questionId]: value }) }, userText: label, speak: true };
}
