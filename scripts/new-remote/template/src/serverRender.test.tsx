// @vitest-environment node
import { renderOnServer } from '@vinkompassen/test-kit';
import __Name__Page from './__Name__Page';
import { TEXTS } from './texts';

// In Node, as on the shell's server: no window, document, localStorage or navigator.
describe('server render in Node', () => {
  it('renders the page without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const { html } = await renderOnServer(<__Name__Page />, { path: '/__name__', route: '/__name__' });
    expect(html).toContain(TEXTS.heading);
    expect(html).toContain(TEXTS.loading);
  });
});
