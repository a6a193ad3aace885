import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigContext } from '../app/RuntimeConfigContext';
import { renderWithShell } from '../test/renderWithShell';
import { NewsletterForm } from './NewsletterForm';

const config = { apiBaseUrl: 'http://api.test', remotes: {}, newsletterUrl: 'http://api.test/subscribe' };

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves focus to the thanks after a signup, since the focused button is gone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 201 })));
    renderWithShell(
      <RuntimeConfigContext.Provider value={config}>
        <NewsletterForm />
      </RuntimeConfigContext.Provider>,
    );
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Prenumerera' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tack!' })).toHaveFocus());
  });
});
