import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { SCROLL_STORAGE_KEY, useScrollRestoration } from './useScrollRestoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

function renderAt(entry: string | { pathname: string; key: string }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
    </MemoryRouter>,
  );
}

/** jsdom does not scroll: keep scrollY as a plain value that scrollTo sets. */
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, writable: true, configurable: true });
}

function userScrollsTo(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
}

const go = (to: string | number) => act(() => void (typeof to === 'number' ? navigate(to) : navigate(to)));

beforeEach(() => {
  sessionStorage.clear();
  setScrollY(0);
  window.scrollTo = vi.fn((_x: number, y: number) => setScrollY(y)) as unknown as typeof window.scrollTo;
});

describe('scroll restoration', () => {
  it('starts a new page at the top, but keeps the position when only the query changes', () => {
    renderAt('/toplists');
    userScrollsTo(800);
    go('/toplists?sort=price');
    expect(window.scrollY).toBe(800);
    go('/lists');
    expect(window.scrollY).toBe(0);
  });

  it('returns to where each history entry was left on back and forward', () => {
    renderAt('/toplists');
    userScrollsTo(800);
    go('/lists');
    userScrollsTo(300);
    go(-1);
    expect(window.scrollY).toBe(800);
    go(1);
    expect(window.scrollY).toBe(300);
  });

  it('returns to the top of an entry that was left without scrolling', () => {
    renderAt('/toplists');
    go('/lists');
    userScrollsTo(500);
    go(-1);
    expect(window.scrollY).toBe(0);
  });

  it('keeps the positions over a reload', () => {
    const first = renderAt({ pathname: '/toplists', key: 'entry-1' });
    userScrollsTo(640);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!)).toMatchObject({ 'entry-1': 640 });

    setScrollY(0);
    renderAt({ pathname: '/toplists', key: 'entry-1' });
    expect(window.scrollY).toBe(640);
  });

  it('opens a new address typed into the tab at the top, not where the last page was left', () => {
    // Both pages are the tab's fresh-load entry, which React Router names "default".
    const first = renderAt('/toplists');
    userScrollsTo(900);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    setScrollY(0);
    const second = renderAt('/lists');
    expect(window.scrollTo).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    second.unmount();

    renderAt('/toplists');
    expect(window.scrollY).toBe(900);
  });

  it('keeps the place a reader scrolled to in the server-rendered page before the app started', () => {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ 'entry-1': 640 }));
    setScrollY(1200);
    renderAt({ pathname: '/toplists', key: 'entry-1' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    go('/lists');
    go(-1);
    expect(window.scrollY).toBe(1200);
  });

  it('does not read the scroll position (a forced layout) when the app starts', () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    renderAt('/toplists');
    expect(scrollY).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a jump to an anchor to the browser', () => {
    renderAt('/toplists');
    userScrollsTo(200);
    go('/lists#main');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
