import { act, screen } from '@testing-library/react';
import { bus } from '@vinkompassen/shared-contracts';
import { renderScreen } from '@vinkompassen/test-kit';
import { inShell } from '../test/shell';
import { Header } from './Header';

describe('header share button', () => {
  it('is hidden while the page says it cannot be shared (a private list), for that page only', async () => {
    renderScreen(<Header flags={{ requiresAuth: false, share: true, secondaryMenu: false, static: false, center: false, hideBottomNav: false }} />, {
      ...inShell(),
      path: '/user-list/hemlig',
    });
    expect(screen.getByRole('button', { name: 'Dela sidan' })).toBeInTheDocument();
    await act(async () => bus.publish('meta/changed', { title: 'Hemlig', shareable: false }));
    expect(screen.queryByRole('button', { name: 'Dela sidan' })).not.toBeInTheDocument();
    await act(async () => bus.publish('meta/changed', { title: 'Hemlig', shareable: true }));
    expect(screen.getByRole('button', { name: 'Dela sidan' })).toBeInTheDocument();
  });
});
