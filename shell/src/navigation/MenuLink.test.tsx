import { render, screen } from '@testing-library/react';
import { MemoryRouter, NavLink } from 'react-router-dom';
import { isCurrentPage, MenuLink } from './MenuLink';

describe('menu links', () => {
  const cases: [string, string, boolean][] = [
    ['/', '/', false],
    ['/', '/', true],
    ['/winefinder', '/', false],
    ['/winefinder', '/', true],
    ['/winefinder', '/winefinder', false],
    ['/winefinder/results', '/winefinder', false],
    ['/winefinder/results', '/winefinder', true],
    ['/winefinders', '/winefinder', false],
    ['/WineFinder', '/winefinder', false],
    ['/profile/', '/profile', false],
    ['/lists/mine', '/lists/', false],
  ];

  it.each(cases)('on %s, a link to %s (end: %s) is current where NavLink says so', (path, to, end) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <NavLink to={to} end={end}>
          nav
        </NavLink>
        <MenuLink to={to} end={end}>
          menu
        </MenuLink>
      </MemoryRouter>,
    );
    const byNavLink = screen.getByRole('link', { name: 'nav' }).getAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'menu' }).getAttribute('aria-current')).toBe(byNavLink);
    expect(isCurrentPage(path, to, end)).toBe(byNavLink === 'page');
  });
});
