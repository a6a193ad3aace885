/**
 * Scrolls the page so the question and, below it, `last` (its first answers) sit above the sticky bar: the browser's
 * own scrollIntoView does not know the bar covers the bottom of the screen. The question's top stays on screen.
 */
export function revealAboveBar(question: Element, last: Element, bar: Element | null, gap = 12): void {
  const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
  const below = last.getBoundingClientRect().bottom + gap - barTop;
  if (below <= 0) return;
  const room = Math.max(0, question.getBoundingClientRect().top - gap);
  window.scrollBy({ top: Math.min(below, room) });
}
