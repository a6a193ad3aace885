import type { WinefinderAnswers, WinefinderChatResponse, WinefinderQuestion } from '@vinkompassen/shared-contracts/schemas';
import { chatResponse } from './harness';

const any = { value: 'spelar-ingen-roll', label: 'Spelar ingen roll', count: null };

export const QUESTIONS: Record<'occasion' | 'food' | 'style', WinefinderQuestion> = {
  occasion: {
    id: 'occasion',
    text: 'Vad är tillfället?',
    multi: false,
    options: [{ value: 'middag', label: 'Middag', count: null }, { value: 'fest', label: 'Fest', count: null }, any],
  },
  food: {
    id: 'food',
    text: 'Vad ska du äta till vinet?',
    multi: true,
    options: [{ value: 'fisk', label: 'Fisk', count: 12 }, { value: 'not', label: 'Nöt', count: 20 }, any],
  },
  style: {
    id: 'style',
    text: 'Vilken sorts vin är du sugen på?',
    multi: true,
    options: [{ value: 'vitt', label: 'Vitt', count: 8 }, { value: 'rott', label: 'Rött', count: 1 }, any],
  },
};

const LABELS: Record<string, string> = { middag: 'Middag', fest: 'Fest', fisk: 'Fisk', not: 'Nöt', vitt: 'Vitt', rott: 'Rött' };
export const GREETING = 'Hej! Jag är din sommelier.';

/** A tiny stand-in for the engine: asks occasion, food, style in turn and counts down. */
export function fakeChat(body: { answers?: Record<string, string | string[]>; message?: string }): WinefinderChatResponse {
  const raw: Record<string, string | string[]> = { ...(body.answers ?? {}) };
  const understood: Record<string, string[]> = {};
  if (body.message?.includes('lax')) understood.food = ['fisk'];
  Object.assign(raw, understood);
  const answers: Record<string, string | string[]> = {};
  for (const [id, value] of Object.entries(raw)) answers[id] = id === 'occasion' ? value : Array.isArray(value) ? value : [value];
  const next = (['occasion', 'food', 'style'] as const).find((q) => !(q in answers));
  const answered = Object.keys(answers).length;
  const count = 32 - answered * 10;
  const messages = [
    ...(body.message ? [Object.keys(understood).length ? 'Jag uppfattade: till fisk.' : 'Det förstod jag inte riktigt.'] : []),
    ...(answered === 0 && !body.message ? [GREETING] : []),
    ...(answered > 0 ? [`Just nu passar ${count} viner.`] : []),
  ];
  return chatResponse({
    messages: messages.map((text) => ({ role: 'sommelier', text })),
    question: next ? QUESTIONS[next] : null,
    answers: answers as WinefinderAnswers,
    understood: understood as WinefinderAnswers,
    chips: Object.entries(answers).flatMap(([id, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => ({ question_id: id as 'food', value: v, label: LABELS[v] ?? v })),
    ),
    match_count: count,
    done: !next,
  });
}
