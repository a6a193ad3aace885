import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { captureServerRegions, forgetServerRegions, LiveNearViewport } from './LiveNearViewport';
import { fakeObserver } from './fakeIntersectionObserver';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The region as the server renders it: its code is there. */
const ServerRegion = () => (
  <button type="button" onClick={() => undefined}>
    Betygsätt
  </button>
);

/** A region whose code arrives when the test says so, like a remote module; `loads` counts the loads started. */
function remoteRegion() {
  let arrive = () => undefined as void;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const state = { loads: 0 };
  function Loaded() {
    use(code);
    return (
      <button type="button" onClick={() => (document.title = 'klickad')}>
        Betygsätt
      </button>
    );
  }
  function Region({ standIn }: { standIn: ReactNode }) {
    state.loads += 1;
    return (
      <Suspense fallback={standIn ?? <p>Laddar</p>}>
        <Loaded />
      </Suspense>
    );
  }
  return { state, arrive: () => act(async () => arrive()), Region };
}

const page = (Region: ({ standIn }: { standIn: ReactNode }) => ReactNode) => (
  <main>
    <h1>Vinet</h1>
    <LiveNearViewport>{(standIn) => <Region standIn={standIn} />}</LiveNearViewport>
  </main>
);

describe('LiveNearViewport', () => {
  it('keeps the server HTML, without loading the code, until the region comes near; then goes live', async () => {
    const { enter } = fakeObserver();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerRegion));
    document.body.append(container);
    expect(container.textContent).toContain('Betygsätt');

    const browser = remoteRegion();
    captureServerRegions(container);
    await act(async () => {
      hydrateRoot(container, page(browser.Region), { onRecoverableError: (error) => expect.fail(String(error)) });
    });
    // The server's content stands, and nothing of the region's code was asked for.
    expect(screen.getByRole('button', { name: 'Betygsätt' })).toBeInTheDocument();
    expect(browser.state.loads).toBe(0);

    await enter();
    expect(browser.state.loads).toBeGreaterThan(0);
    // While the code arrives: the same HTML, not a skeleton.
    expect(screen.getByRole('button', { name: 'Betygsätt' })).toBeInTheDocument();
    expect(screen.queryByText('Laddar')).not.toBeInTheDocument();
    expect(container.querySelector('.vk-live-near__stand-in')).not.toBeNull();
    await browser.arrive();
    expect(container.querySelector('.vk-live-near__stand-in')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Betygsätt' }).click());
    expect(document.title).toBe('klickad');
  });

  it('goes live on focus before the observer reports it near', async () => {
    fakeObserver();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerRegion));
    document.body.append(container);
    const browser = remoteRegion();
    captureServerRegions(container);
    await act(async () => {
      hydrateRoot(container, page(browser.Region));
    });
    expect(browser.state.loads).toBe(0);
    act(() => screen.getByRole('button', { name: 'Betygsätt' }).focus());
    expect(browser.state.loads).toBeGreaterThan(0);
  });

  it('is live at once when rendered in the browser, and never reuses a page\'s HTML after it hydrated', async () => {
    fakeObserver();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerRegion));
    captureServerRegions(container);
    // Captured but never hydrated here: the next render in the browser is another page.
    const browser = remoteRegion();
    const hydrated = document.createElement('div');
    hydrated.innerHTML = container.innerHTML;
    await act(async () => {
      hydrateRoot(hydrated, page(browser.Region));
    });
    const later = remoteRegion();
    render(page(later.Region));
    expect(later.state.loads).toBeGreaterThan(0);
    expect(screen.getByText('Laddar')).toBeInTheDocument();
  });

  it('once the page has hydrated, no region stands on HTML a region that never rendered left behind', async () => {
    fakeObserver();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerRegion));
    document.body.append(container);
    captureServerRegions(container);
    forgetServerRegions();
    // The same place in the same tree (the same id) finds nothing kept: it is live at once, not the old HTML.
    const later = remoteRegion();
    await act(async () => {
      hydrateRoot(container, page(later.Region), { onRecoverableError: () => undefined });
    });
    expect(later.state.loads).toBeGreaterThan(0);
  });
});
