import { CONVERSATION_KEY, clearConversation, loadConversation, MAX_TRANSCRIPT_LINES, saveConversation } from './storage';

describe('saved conversation', () => {
  it('round-trips answers and the transcript', () => {
    saveConversation({ answers: { food: ['fisk'] }, transcript: [{ from: 'sommelier', text: 'Hej!' }, { from: 'user', text: 'Fisk' }] });
    expect(loadConversation()).toEqual({
      answers: { food: ['fisk'] },
      transcript: [
        { from: 'sommelier', text: 'Hej!' },
        { from: 'user', text: 'Fisk' },
      ],
    });
  });

  it('treats missing, corrupt or foreign data as no conversation', () => {
    expect(loadConversation()).toEqual({ answers: {}, transcript: [] });
    localStorage.setItem(CONVERSATION_KEY, '{oops');
    expect(loadConversation()).toEqual({ answers: {}, transcript: [] });
    localStorage.setItem(CONVERSATION_KEY, JSON.stringify({ v: 99, answers: { food: 'fisk' }, transcript: [] }));
    expect(loadConversation()).toEqual({ answers: {}, transcript: [] });
    localStorage.setItem(CONVERSATION_KEY, JSON.stringify({ v: 1, answers: { food: 'fisk', x: 'y' }, transcript: [{ from: 'robot', text: 1 }] }));
    expect(loadConversation()).toEqual({ answers: { food: ['fisk'] }, transcript: [] });
  });

  it('keeps only the latest lines', () => {
    const transcript = Array.from({ length: MAX_TRANSCRIPT_LINES + 5 }, (_, i) => ({ from: 'user' as const, text: `rad ${i}` }));
    saveConversation({ answers: {}, transcript });
    const loaded = loadConversation().transcript;
    expect(loaded).toHaveLength(MAX_TRANSCRIPT_LINES);
    expect(loaded[0]?.text).toBe('rad 5');
  });

  it('clears', () => {
    saveConversation({ answers: { price: '-100' }, transcript: [] });
    clearConversation();
    expect(localStorage.getItem(CONVERSATION_KEY)).toBeNull();
  });
});
