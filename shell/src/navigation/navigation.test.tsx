import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@vinkompassen/test-kit';
import { inShell, testProfile } from '../test/shell';
import { AccountLinks } from './AccountLinks';
import { BottomNav } from './BottomNav';
import { MobileMenu } from './MobileMenu';
import { TopMenu } from './TopMenu';

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('TopMenu', () => {
  it('lists the spec menu in order', () => {
    renderScreen(<TopMenu />, inShell());
    expect(linkNames(screen.getByRole('navigation', { name: 'Huvudmeny' }))).toEqual([
      'Vinväljaren',
      'Topplistor',
      'Vinlistor',
      'Maträtter',
      'Sök',
      'Om',
      'Nyhetsbrev',
    ]);
    expect(screen.getByRole('link', { name: 'Topplistor' })).toHaveAttribute('href', '/toplists');
  });
});

describe('AccountLinks (desktop right side)', () => {
  it('offers Skapa konto and Logga in when logged out', () => {
    renderScreen(<AccountLinks />, inShell());
    const nav = screen.getByRole('navigation', { name: 'Konto' });
    expect(linkNames(nav)).toEqual(['Skapa konto', 'Logga in']);
  });

  it('offers Flöde, Profil and Logga ut when logged in', async () => {
    const logout = vi.fn(async () => true);
    renderScreen(<AccountLinks />, inShell({ token: 't', profile: testProfile, session: { logout } }));
    const nav = screen.getByRole('navigation', { name: 'Konto' });
    expect(linkNames(nav)).toEqual(['Flöde', 'Profil']);
    expect(within(nav).getByRole('link', { name: 'Flöde' })).toHaveAttribute('href', '/flode');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logga ut' }));
    expect(logout).toHaveBeenCalledOnce();
  });
});

describe('MobileMenu', () => {
  it('shows Startsida, the menu and account buttons when logged out', () => {
    renderScreen(<MobileMenu onClose={() => undefined} />, inShell());
    const dialog = screen.getByRole('dialog', { name: 'Meny' });
    expect(linkNames(within(dialog).getByRole('navigation'))).toEqual([
      'Startsida',
      'Vinväljaren',
      'Topplistor',
      'Vinlistor',
      'Maträtter',
      'Sök',
      'Om',
      'Nyhetsbrev',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Skapa ett konto' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Profil')).not.toBeInTheDocument();
  });

  it('shows Profil with avatar first and Logga ut when logged in', () => {
    renderScreen(<MobileMenu onClose={() => undefined} />, inShell({ token: 't', profile: testProfile }));
    const dialog = screen.getByRole('dialog', { name: 'Meny' });
    const links = linkNames(within(dialog).getByRole('navigation'));
    expect(links[0]).toBe('Profil');
    expect(links[1]).toBe('Startsida');
    expect(links[2]).toBe('Flöde');
    expect(within(dialog).getByRole('img', { name: 'Din profilbild' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Logga in' })).not.toBeInTheDocument();
  });

  it('shows the generic error in the menu when logout fails', async () => {
    renderScreen(
      <MobileMenu onClose={() => undefined} />,
      inShell({
        token: 't',
        profile: testProfile,
        session: { logout: async () => false },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Någonting gick fel. Var god försök igen senare.',
    );
  });

  it('closes on Escape and on the overlay', async () => {
    const onClose = vi.fn();
    renderScreen(<MobileMenu onClose={onClose} />, inShell());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('BottomNav', () => {
  it('has Hem, Vinväljaren and Logga in when logged out', () => {
    renderScreen(<BottomNav />, inShell());
    expect(linkNames(screen.getByRole('navigation', { name: 'Snabbmeny' }))).toEqual(['Hem', 'Vinväljaren', 'Logga in']);
  });

  it('has Flöde and Profil instead of Logga in when logged in', () => {
    renderScreen(<BottomNav />, inShell({ token: 't', profile: testProfile }));
    expect(linkNames(screen.getByRole('navigation', { name: 'Snabbmeny' }))).toEqual(['Hem', 'Vinväljaren', 'Flöde', 'Profil']);
  });
});
