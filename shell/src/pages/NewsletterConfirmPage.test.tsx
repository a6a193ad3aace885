import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, ROUTES, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { RuntimeConfigContext } from '../runtime-config/RuntimeConfigContext';
import { renderScreen } from '@vinkompassen/test-kit';
import { inShell } from '../test/shell';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';

const remote = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, remote(3001 + i)])) as RuntimeConfig['remotes'],
  newsletterUrl: 'http://api.test/subscribe',
};
const token = 'ab'.repeat(32);

function renderAt(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(
    <RuntimeConfigContext.Provider value={config}>
      <NewsletterConfirmPage />
    </RuntimeConfigContext.Provider>,
    { ...inShell(), path: `/newsletter/confirm/${token}`, route: ROUTES.newsletterConfirm },
  );
  return fetchMock;
}

describe('NewsletterConfirmPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms with the token from the link and says so', async () => {
    const fetchMock = renderAt(() => new Response('{}', { status: 200 }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prenumerationen är bekräftad' })).toHaveFocus());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/subscribe/confirm/');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('explains a dead link and offers a new signup', async () => {
    renderAt(() => new Response('{"token":["x"]}', { status: 400 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Länken är ogiltig eller har gått ut. Anmäl dig till nyhetsbrevet igen.');
    expect(screen.getByRole('link', { name: 'Anmäl dig igen' })).toHaveAttribute('href', '/newsletter');
  });

  it('shows the generic error when the service fails', async () => {
    renderAt(() => new Response('', { status: 503 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('heading', { name: 'Det gick inte att bekräfta' })).toBeInTheDocument();
  });
});
