import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { RuntimeConfigContext } from '../runtime-config/RuntimeConfigContext';
import { recordBus, renderScreen } from '@vinkompassen/test-kit';
import { inShell } from '../test/shell';
import { NewsletterForm } from './NewsletterForm';

const remote = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, remote(3001 + i)])) as RuntimeConfig['remotes'],
  newsletterUrl: 'http://api.test/subscribe',
};

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves focus to the thanks after a signup, since the focused button is gone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 201 })));
    const events = recordBus('analytics/event');
    renderScreen(
      <RuntimeConfigContext.Provider value={config}>
        <NewsletterForm />
      </RuntimeConfigContext.Provider>,
      inShell(),
    );
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Prenumerera' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tack!' })).toHaveFocus());
    // The signup is announced without the address.
    expect(events.map((e) => e.payload)).toEqual([{ name: 'c_newsletter_signup', props: {} }]);
  });
});
