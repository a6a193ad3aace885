import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, renderScreen } from '@vinkompassen/test-kit';
import EmailChangePage from './EmailChangePage';

const TOKEN = 'ab'.repeat(32);
const at = (rest: string) => renderScreen(<EmailChangePage />, { path: `/email-change/${rest}`, route: '/email-change/*' });

describe('e-mail change links', { timeout: 20_000 }, () => {
  it('the new address confirms with a press, not on opening the link; then says the address changed', async () => {
    const { calls } = mockApi({ 'POST /auth/email/change/confirm/': () => ({ detail: 'Din mejladress är ändrad. Du är utloggad på alla andra enheter.' }) });
    at(`confirm/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Byte av mejladress' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta ny mejladress' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mejladressen är bytt' })).toHaveFocus();
    expect(screen.getByText('Din mejladress är ändrad. Du är utloggad på alla andra enheter.')).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/auth/email/change/confirm/', { token: TOKEN }]]);
  });

  it('the old address reports it', async () => {
    const { calls } = mockApi({ 'POST /auth/email/change/report/': () => ({ detail: 'Tack. Bytet av mejladress är stoppat.' }) });
    at(`report/${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Det var inte jag – stoppa bytet' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bytet är stoppat' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/auth/email/change/report/']);
  });

  it('a spent or broken link says so', async () => {
    mockApi({ 'POST /auth/email/change/confirm/': () => fail(400, { token: ['Länken är ogiltig, har gått ut eller har redan använts.'] }) });
    at(`confirm/${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta ny mejladress' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Länken fungerar inte' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Länken är ogiltig, har gått ut eller har redan använts.');

    at('confirm/inte-en-token');
    expect(screen.getAllByRole('heading', { level: 2, name: 'Länken fungerar inte' }).length).toBeGreaterThan(0);
  });
});
