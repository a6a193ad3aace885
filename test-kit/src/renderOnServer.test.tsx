// @vitest-environment node
import { useLocation } from 'react-router-dom';
import { renderOnServer } from './hydration';

describe('renderOnServer in Node (no DOM)', () => {
  it('renders a screen with its providers at the URL', async () => {
    function Where() {
      return <p>{useLocation().pathname}</p>;
    }
    expect(typeof window).toBe('undefined');
    const { html } = await renderOnServer(<Where />, { path: '/toplists' });
    expect(html).toContain('<p>/toplists</p>');
  });

  it('fails when the screen touches a browser global while rendering', async () => {
    function Origin() {
      return <p>{window.location.origin}</p>;
    }
    await expect(renderOnServer(<Origin />)).rejects.toThrow();
  });
});
