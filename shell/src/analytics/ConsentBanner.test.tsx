import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@vinkompassen/test-kit';
import { AgeGate } from '../age-gate/AgeGate';
import { Footer } from '../footer/Footer';
import { inShell, renderApp } from '../test/shell';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_VERSION, serializeConsent } from '../store/consentRecord';

const REGION = { name: 'Cookies och statistik' };

function renderBanner({ analytics = true }: { analytics?: boolean } = {}) {
  return renderScreen(
    <AgeGate>
      <Footer />
      <ConsentBanner aboveBottomNav />
    </AgeGate>,
    inShell({ analytics }),
  );
}

const stored = () => JSON.parse(localStorage.getItem('consent') ?? 'null') as unknown;

describe('consent banner', () => {
  beforeEach(() => localStorage.setItem('age_confirmed', 'true'));

  it('asks only after the age gate was passed', async () => {
    localStorage.removeItem('age_confirmed');
    renderBanner();
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jag är 25 år eller äldre' }));
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
  });

  it('is a region with a heading, a short text on what and why, a link to the terms, and two equal buttons', () => {
    renderBanner();
    const region = screen.getByRole('region', REGION);
    expect(within(region).getByRole('heading', { level: 2, name: 'Cookies och statistik' })).toBeInTheDocument();
    expect(region).toHaveTextContent(/räknar vi hur Vinkompassen används \(sidor, sökningar/);
    expect(within(region).getByRole('link', { name: 'Läs mer i användarvillkoren' })).toHaveAttribute('href', '/terms');
    const accept = within(region).getByRole('button', { name: 'Godkänn alla' });
    const decline = within(region).getByRole('button', { name: 'Endast nödvändiga' });
    // Equal prominence: the same element, the same classes; nothing chosen in advance, no boxes to tick.
    expect(accept.className).toBe(decline.className);
    expect(accept.tagName).toBe(decline.tagName);
    expect(accept).not.toHaveAttribute('aria-pressed');
    expect(decline).not.toHaveAttribute('aria-pressed');
    expect(within(region).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(region).queryAllByRole('radio')).toHaveLength(0);
    // Non-modal: it takes no focus and leaves the page usable.
    expect(region).not.toHaveAttribute('aria-modal');
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('stores the choice with its date and the banner version, and closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T10:00:00.000Z'));
    try {
      const { store } = renderBanner();
      await userEvent.click(screen.getByRole('button', { name: 'Endast nödvändiga' }));
      expect(stored()).toEqual({ choice: 'necessary', version: CONSENT_VERSION, date: '2025-05-01T10:00:00.000Z' });
      expect(store.getState().consent.choice).toBe('necessary');
      expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not asked again while a choice of this version is stored, and asked again for a new version', () => {
    localStorage.setItem('consent', serializeConsent('all', '2025-05-01T10:00:00.000Z'));
    const first = renderBanner();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem('consent', serializeConsent('all', '2025-05-01T10:00:00.000Z', CONSENT_VERSION - 1));
    const { store } = renderBanner();
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
    expect(store.getState().consent.choice).toBeNull();
  });

  it('is not shown when analytics are switched off', () => {
    renderBanner({ analytics: false });
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
  });

  it("reopens from the footer's 'Cookieinställningar' with the current choice, and a change applies at once", async () => {
    localStorage.setItem('consent', serializeConsent('all', '2025-05-01T10:00:00.000Z'));
    const { store } = renderBanner();
    const settings = await screen.findByRole('button', { name: 'Cookieinställningar' });
    await userEvent.click(settings);
    const region = screen.getByRole('region', REGION);
    expect(within(region).getByRole('heading', { name: 'Cookies och statistik' })).toHaveFocus();
    expect(region).toHaveTextContent('Ditt val: Godkänn alla (1 maj 2025)');
    expect(within(region).getByRole('button', { name: 'Godkänn alla' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(region).getByRole('button', { name: 'Endast nödvändiga' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(region).getByRole('button', { name: 'Endast nödvändiga' }));
    expect(store.getState().consent.choice).toBe('necessary');
    expect((stored() as { choice: string }).choice).toBe('necessary');
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it('closes a reopened banner without a change (close button or Escape)', async () => {
    localStorage.setItem('consent', serializeConsent('necessary', '2025-05-01T10:00:00.000Z'));
    renderBanner();
    const settings = await screen.findByRole('button', { name: 'Cookieinställningar' });
    await userEvent.click(settings);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng cookieinställningarna' }));
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    expect(settings).toHaveFocus();

    await userEvent.click(settings);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    expect((stored() as { choice: string }).choice).toBe('necessary');
  });

  it('has no footer link while analytics are switched off', async () => {
    renderBanner({ analytics: false });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookieinställningar' })).not.toBeInTheDocument();
  });
});

describe('consent banner in the frame', () => {
  beforeEach(() => localStorage.setItem('age_confirmed', 'true'));

  it('comes before the homescreen tip: one banner at the bottom at a time', async () => {
    // A returning visitor (pages seen before), so the tip waits only for the consent choice.
    localStorage.setItem('pageVisited', '1');
    await renderApp({ path: '/toplists', analytics: true });
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Tips' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Godkänn alla' }));
    // The tip's code loads when it is first shown.
    expect(await screen.findByRole('complementary', { name: 'Tips' })).toBeInTheDocument();
    // Its code in, the question asked again: the tip steps aside at once.
    await userEvent.click(await screen.findByRole('button', { name: 'Cookieinställningar' }));
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Tips' })).not.toBeInTheDocument();
  });

  it('names the third-party script when one is configured', async () => {
    await renderApp({ path: '/toplists', analytics: { thirdParty: true } });
    expect(screen.getByRole('region', REGION)).toHaveTextContent('analysverktyg från en extern leverantör');
  });

  it('reserves its height for the end of the page while it is up', async () => {
    await renderApp({ path: '/toplists', analytics: true });
    expect(document.documentElement.style.getPropertyValue('--vk-consent-space')).toMatch(/^\d+px$/);
    await act(async () => screen.getByRole('button', { name: 'Endast nödvändiga' }).click());
    expect(document.documentElement.style.getPropertyValue('--vk-consent-space')).toBe('');
  });

  it("waits for hydration: a server's page cannot know a stored choice, so it and its hydration go without the banner", () => {
    renderScreen(
      <AgeGate>
        <ConsentBanner aboveBottomNav />
      </AgeGate>,
      inShell({ analytics: true, ssr: { ageConfirmed: true, hydrated: false } }),
    );
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
  });

  it("measures itself once the browser has laid the frame out, not inside the render's task", ({ onTestFinished }) => {
    onTestFinished(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    renderBanner();
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
    expect(measure).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--vk-consent-space')).toBe('');
    act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(measure).toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--vk-consent-space')).toMatch(/^\d+px$/);
  });

  it('reads its size and the viewport before it sets the variables: a read after them would restyle the whole page at once', ({ onTestFinished }) => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const steps: string[] = [];
    vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => {
      steps.push('read');
      return 800;
    });
    const style = document.documentElement.style;
    const setProperty = style.setProperty.bind(style);
    vi.spyOn(style, 'setProperty').mockImplementation((name, value) => {
      steps.push('write');
      setProperty(name, value);
    });
    renderBanner();
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
    expect(steps.slice(0, 3)).toEqual(['read', 'write', 'write']);
  });
});
