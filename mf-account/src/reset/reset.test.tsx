import { screen } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { fail, mockApi, renderScreen } from '@vinkompassen/test-kit';
import ConfirmResetPage from './ConfirmResetPage';
import ResetPage from './ResetPage';
import { parseResetLink } from './resetLink';

// No timer between keystrokes: long forms stay fast on a busy machine.
const userEvent = userEventBase.setup({ delay: null });

const LINK = '/confirm-reset/7/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef/';

describe('password reset request', { timeout: 20_000 }, () => {
  it('validates the address on blur and submit', async () => {
    const { calls } = mockApi({});
    renderScreen(<ResetPage />, { path: '/reset', route: '/reset' });
    await userEvent.click(screen.getByRole('button', { name: 'Skicka länk' }));
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna');
    await userEvent.tab();
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('confirms that a link was sent, and lets the user try again', async () => {
    const { calls } = mockApi({ 'POST /auth/password/reset/': () => ({ detail: 'ok' }) });
    renderScreen(<ResetPage />, { path: '/reset', route: '/reset' });
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se{Enter}');
    expect(await screen.findByRole('heading', { name: 'Kolla din mejl' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Om det finns ett konto med den mejladressen');
    expect(calls[0]!.body).toEqual({ email: 'anna@example.se' });
    await userEvent.click(screen.getByRole('button', { name: 'försök igen' }));
    expect(screen.getByLabelText('Mejladress')).toBeInTheDocument();
  });

  it('shows the API message when the request is refused', async () => {
    mockApi({ 'POST /auth/password/reset/': () => fail(429, { detail: 'För många försök. Vänta 60 sekunder och försök igen.' }) });
    renderScreen(<ResetPage />, { path: '/reset', route: '/reset' });
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('För många försök.');
  });
});

describe('confirm password reset', { timeout: 20_000 }, () => {
  it('reads uid and token from the mailed link', () => {
    expect(parseResetLink('7/abc/')).toEqual({ uid: '7', token: 'abc' });
    expect(parseResetLink('7')).toBeNull();
    expect(parseResetLink('')).toBeNull();
    expect(parseResetLink(undefined)).toBeNull();
    expect(parseResetLink('7/abc/extra')).toBeNull();
  });

  it('says the link is broken when it has no token', () => {
    renderScreen(<ConfirmResetPage />, { path: '/confirm-reset/7', route: '/confirm-reset/*' });
    expect(screen.getByRole('alert')).toHaveTextContent('Länken är ogiltig');
    expect(screen.getByRole('link', { name: 'Begär en ny länk' })).toHaveAttribute('href', '/reset');
  });

  it('requires 8 characters and a matching repeat', async () => {
    renderScreen(<ConfirmResetPage />, { path: LINK, route: '/confirm-reset/*' });
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'kort');
    await userEvent.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'kortare');
    await userEvent.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(screen.getByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden matchar inte.')).toBeInTheDocument();
  });

  it('sets the new password and offers to log in right there', async () => {
    const { calls } = mockApi({ 'POST /auth/password/reset/confirm/': () => ({ detail: 'ok' }) });
    renderScreen(<ConfirmResetPage />, { path: LINK, route: '/confirm-reset/*' });
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'nyttlosen1');
    await userEvent.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'nyttlosen1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lösenordet är ändrat' })).toHaveFocus();
    expect(screen.getByLabelText('Mejladress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      uid: '7',
      token: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      new_password1: 'nyttlosen1',
      new_password2: 'nyttlosen1',
    });
  });

  it('explains a spent or expired link', async () => {
    mockApi({ 'POST /auth/password/reset/confirm/': () => fail(400, { token: ['Länken är ogiltig.'] }) });
    renderScreen(<ConfirmResetPage />, { path: LINK, route: '/confirm-reset/*' });
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'nyttlosen1');
    await userEvent.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'nyttlosen1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Länken fungerar inte' })).toBeInTheDocument();
  });

  it('shows other API messages beside the form', async () => {
    mockApi({ 'POST /auth/password/reset/confirm/': () => fail(400, { new_password1: ['Lösenordet är för vanligt.'] }) });
    renderScreen(<ConfirmResetPage />, { path: LINK, route: '/confirm-reset/*' });
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'nyttlosen1');
    await userEvent.type(screen.getByLabelText('Upprepa det nya lösenordet'), 'nyttlosen1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Lösenordet är för vanligt.');
    expect(screen.getByLabelText('Nytt lösenord')).toBeInTheDocument();
  });
});
