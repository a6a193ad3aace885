import { chatResponse } from '@vinkompassen/test-kit';
import { QUESTIONS } from '../test/fixtures';
import { answerTurn, chatReducer, initChat, isPristine, startChat, type ChatState, type Turn } from './chatState';

const texts = (state: ChatState) => state.lines.map((l) => `${l.from}: ${l.text}`);
const fresh = () => initChat({ answers: {}, transcript: [] });

describe('chat state', () => {
  it('restores a saved conversation with ids', () => {
    const state = initChat({ answers: { food: ['fisk'] }, transcript: [{ from: 'sommelier', text: 'Hej!' }] });
    expect(state.lines).toEqual([{ id: 0, from: 'sommelier', text: 'Hej!' }]);
    expect(state.nextId).toBe(1);
    expect(state.reply).toBeNull();
  });

  it('adds the user line and waits; the reply adds the messages and the next question', () => {
    const turn = answerTurn({}, 'occasion', 'middag', 'Middag');
    expect(turn.request.answers).toEqual({ occasion: 'middag' });
    let state = chatReducer(fresh(), { type: 'sent', turn });
    expect(state.status).toBe('waiting');
    expect(texts(state)).toEqual(['user: Middag']);
    const response = chatResponse({
      messages: [{ role: 'sommelier', text: 'Just nu passar 22 viner.' }],
      question: QUESTIONS.food,
      answers: { occasion: 'middag' },
    });
    state = chatReducer(state, { type: 'replied', response, speak: true });
    expect(texts(state)).toEqual(['user: Middag', 'sommelier: Just nu passar 22 viner.', 'sommelier: Vad ska du äta till vinet?']);
    expect(state.answers).toEqual({ occasion: 'middag' });
    expect(state.status).toBe('idle');
    expect(new Set(state.lines.map((l) => l.id)).size).toBe(3);
  });

  it('a silent re-sync adds nothing when the log already ends with the question', () => {
    const restored = initChat({ answers: { occasion: 'middag' }, transcript: [{ from: 'sommelier', text: QUESTIONS.food.text }] });
    const response = chatResponse({ messages: [{ role: 'sommelier', text: 'Just nu passar 22 viner.' }], question: QUESTIONS.food });
    const state = chatReducer(restored, { type: 'replied', response, speak: false });
    expect(texts(state)).toEqual(['sommelier: Vad ska du äta till vinet?']);
    expect(state.reply).toBe(response);
  });

  it('a silent re-sync adds the question when it changed', () => {
    const restored = initChat({ answers: {}, transcript: [{ from: 'sommelier', text: 'Något annat.' }] });
    const state = chatReducer(restored, { type: 'replied', response: chatResponse({ question: QUESTIONS.style }), speak: false });
    expect(texts(state).at(-1)).toBe('sommelier: Vilken sorts vin är du sugen på?');
  });

  it('puts an intro before the messages', () => {
    const state = chatReducer(fresh(), {
      type: 'replied',
      response: chatResponse({ messages: [{ role: 'sommelier', text: 'Just nu passar 5 viner.' }] }),
      speak: true,
      intro: 'Välkommen tillbaka!',
    });
    expect(texts(state)).toEqual(['sommelier: Välkommen tillbaka!', 'sommelier: Just nu passar 5 viner.']);
  });

  it('a retried turn does not repeat the user line', () => {
    const turn: Turn = { request: { answers: {}, message: 'lax' }, userText: 'lax', speak: true };
    let state = chatReducer(fresh(), { type: 'sent', turn });
    state = chatReducer(state, { type: 'failed' });
    expect(state.status).toBe('failed');
    expect(state.turn).toBe(turn);
    state = chatReducer(state, { type: 'sent', turn });
    expect(texts(state)).toEqual(['user: lax']);
  });

  it('restarts from nothing', () => {
    const state = chatReducer(initChat({ answers: { food: ['fisk'] }, transcript: [{ from: 'user', text: 'Fisk' }] }), { type: 'restarted' });
    expect(state).toEqual(fresh());
  });

  it('starts a visit from the saved conversation, else from the opening turn at hand, else waiting for it', () => {
    const opening = chatResponse({ messages: [{ role: 'sommelier', text: 'Hej!' }], question: QUESTIONS.occasion });
    const saved = { answers: { food: ['fisk'] }, transcript: [{ from: 'user' as const, text: 'Fisk' }] };
    expect(texts(startChat(saved, opening))).toEqual(['user: Fisk']);
    const opened = startChat({ answers: {}, transcript: [] }, opening);
    expect(texts(opened)).toEqual(['sommelier: Hej!', 'sommelier: Vad är tillfället?']);
    expect(opened.reply).toBe(opening);
    expect(isPristine(opened)).toBe(false);
    // Not read yet (server, hydration render), no opening: nothing said, waiting for the opening turn.
    expect(isPristine(startChat(null, undefined))).toBe(true);
    expect(isPristine(startChat(saved, undefined))).toBe(false);
  });
});
