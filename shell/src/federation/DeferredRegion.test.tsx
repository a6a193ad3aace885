import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DeferredRegion } from './DeferredRegion';
import { DEFERRED_MARGIN } from './nearViewport';
import { fakeObserver } from './fakeIntersectionObserver';

afterEach(() => vi.unstubAllGlobals());

describe('DeferredRegion', () => {
  it('renders a skeleton until the region comes near the viewport, then its content', async () => {
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
    await enter();
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
