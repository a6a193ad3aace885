import { screen } from '@testing-library/react';
import { expectServerRenderAndHydration } from '@vinkompassen/test-kit';
import __Name__Page from './__Name__Page';
import { TEXTS } from './texts';

// The page as the shell's server renders it for an anonymous visitor, then hydrated: the first browser render must
// equal the server's HTML.
describe('server render and hydration', () => {
  it('/__name__: the heading in the HTML, the status once hydrated', async () => {
    const { html } = await expectServerRenderAndHydration(<__Name__Page />, { path: '/__name__', route: '/__name__' });
    expect(html).toContain(TEXTS.heading);
    expect(html).toContain(TEXTS.loading);
    const heading = screen.getByRole('heading', { level: 1, name: TEXTS.heading });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', '__name__');
    expect(await screen.findByText(TEXTS.ready)).toBeInTheDocument();
  });
});
