import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DEFERRED_MARGIN, DeferredRegion } from './DeferredRegion';

/** A stand-in IntersectionObserver the test drives: `enter()` reports the observed element near the viewport. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  class Fake {
    private entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] as Element[] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const enter = () =>
    act(() => {
      for (const o of observers)
        o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    });
  return { observers, enter };
}

afterEach(() => vi.unstubAllGlobals());

describe('DeferredRegion', () => {
  it('renders a skeleton until the region comes near the viewport, then its content', () => {
    const { observers, enter } = fakeObserver();
    const { container } = render(
      <DeferredRegion>
        <p>Anteckningarna</p>
      </DeferredRegion>,
    );
    expect(screen.queryByText('Anteckningarna')).not.toBeInTheDocument();
    // Waiting for the reader, not loading: nothing announced, nothing busy.
    expect(container.querySelector('[data-deferred]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe(DEFERRED_MARGIN);
    enter();
    expect(screen.getByText('Anteckningarna')).toBeInTheDocument();
    expect(container.querySelector('[data-deferred]')).toBeNull();
  });

  it('puts only the skeleton in the server HTML', () => {
    const html = renderToString(
      <DeferredRegion>
        <p>Anteckningarna</p>
      </DeferredRegion>,
    );
    expect(html).not.toContain('Anteckningarna');
    expect(html).toContain('data-deferred');
  });

  it('shows the content at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <DeferredRegion>
        <p>Anteckningarna</p>
      </DeferredRegion>,
    );
    expect(screen.getByText('Anteckningarna')).toBeInTheDocument();
  });
});
