import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrateInSlices';

/** Counts tasks: a timer loop, which runs between any two tasks at least a millisecond apart. */
function taskCounter() {
  let task = 0;
  let running = true;
  const next = () => {
    task += 1;
    if (running) setTimeout(next, 0);
  };
  setTimeout(next, 0);
  return { current: () => task, stop: () => (running = false) };
}

/** A component that takes a few milliseconds to render and notes in which task it did. */
function Slow({ id, tasks }: { id: number; tasks: { current: () => number; seen: number[] } }) {
  const until = performance.now() + 3;
  while (performance.now() < until) {
    // busy: a heavy part of a page
  }
  tasks.seen.push(tasks.current());
  return <p>{`del ${id}`}</p>;
}

/** Says when its tree has committed (effects run after the commit, never on the server). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

async function hydrationTasks(hydrate: (container: Element, app: React.ReactNode) => { unmount: () => void }) {
  const server = { current: () => 0, seen: [] as number[] };
  let committed = false;
  const onCommit = () => {
    committed = true;
  };
  const page = (tasks: typeof server) => (
    <main>
      {Array.from({ length: 12 }, (_, id) => (
        <Slow key={id} id={id} tasks={tasks} />
      ))}
      <Committed onCommit={onCommit} />
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(server));
  document.body.append(container);
  const counter = taskCounter();
  const browser = { current: counter.current, seen: [] as number[] };
  const onRecoverableError = vi.fn();
  const root = hydrate(container, page(browser));
  await vi.waitFor(() => expect(browser.seen).toHaveLength(12));
  // Unmounting a root whose hydration has not committed yet makes React throw (an "early update").
  await vi.waitFor(() => expect(committed).toBe(true));
  counter.stop();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.textContent).toContain('del 11');
  act(() => root.unmount());
  container.remove();
  return new Set(browser.seen).size;
}

describe('hydrateInSlices', () => {
  it('hydrates a 36 ms page over several tasks, yielding between slices', async () => {
    expect(await hydrationTasks((container, app) => hydrateInSlices(container, app))).toBeGreaterThan(2);
  });

  it('(the default priority, for comparison, hydrates it in one task)', async () => {
    expect(await hydrationTasks((container, app) => hydrateRoot(container, app))).toBe(1);
  });
});
