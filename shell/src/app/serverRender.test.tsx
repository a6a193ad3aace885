// @vitest-environment node
import { renderOnServer } from '@vinkompassen/test-kit';
import { AppRoutes } from './AppRoutes';
import { inShellOnServer } from '../test/shell';

// In Node, as on the shell's server: no window, document, localStorage or navigator. The frame and the shell's own
// pages must render without them (the age gate's dialog, a portal, comes only in the browser).

const render = (path: string) => renderOnServer(<AppRoutes />, { ...inShellOnServer(), path });

describe('the frame in Node', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the frame around a remote screen and around each page of the shell', async () => {
    const remote = await render('/toplists');
    expect(remote.html).toContain('data-module="./ToplistsPage"');
    expect(remote.html).toContain('Huvudmeny');
    for (const path of ['/about', '/terms', '/newsletter', '/newsletter/confirm/abc', '/finns-inte']) {
      expect((await render(path)).html).toContain('id="main"');
    }
  });
});
