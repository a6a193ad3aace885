import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createTestStore, mockApi, screenTree } from '@vinkompassen/test-kit';
import { similarWine, wine } from '../test/fixtures';
import { SimilarWines } from './SimilarWines';

// Each card takes a few milliseconds and notes the task it rendered in: a slow phone's card, measurable in a test.
const tasks = vi.hoisted(() => ({ current: 0, seen: [] as number[] }));
vi.mock('../wine-cards/ProductCard', () => ({
  ProductCard: ({ product }: { product: { name: string } }) => {
    const until = performance.now() + 8;
    while (performance.now() < until) {
      // busy: a card's render on a slow phone
    }
    tasks.seen.push(tasks.current);
    return <p>{product.name}</p>;
  },
}));

/** Counts tasks with a timer loop, which runs between any two tasks. */
function countTasks() {
  let running = true;
  const next = () => {
    tasks.current += 1;
    if (running) setTimeout(next, 0);
  };
  setTimeout(next, 0);
  return () => (running = false);
}

describe('SimilarWines', () => {
  it('renders the arriving wines in slices, not in one long task (the page stays responsive)', async () => {
    const results = Array.from({ length: 6 }, (_, i) => similarWine({ product: wine({ id: 100 + i, name: `Tvilling ${i}` }) }));
    mockApi({ 'GET /api/v1/product/35/similar/': () => ({ product_id: 35, stock_source: null, results }) });
    // Outside act(), which would render everything at once: as in the browser.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    tasks.seen = [];
    const stop = countTasks();
    try {
      root.render(screenTree(<SimilarWines productId={35} />, {}, createTestStore()));
      await vi.waitFor(() => expect(container.textContent).toContain('Tvilling 5'), { timeout: 5000 });
      expect(new Set(tasks.seen).size).toBeGreaterThan(2);
    } finally {
      stop();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      act(() => root.unmount());
      container.remove();
    }
  });
});
