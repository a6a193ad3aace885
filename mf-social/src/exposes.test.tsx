import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from '@vinkompassen/shared-contracts';
import AddToListModal from './modals/AddToListModal';
import CreateListModal from './modals/CreateListModal';
import UserListPage from './pages/UserListPage';
import UserPage from './pages/UserPage';
import NotesPanel from './panels/NotesPanel';

describe('social exposes', () => {
  it.each([
    ['/user/:slug', '/user/anna', <UserPage key="u" />, 'Användare'],
    ['/user-list/:slug', '/user-list/sommar', <UserListPage key="l" />, 'Lista'],
  ])('%s renders its page marked as social', (pattern, url, element, heading) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading }).closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'social',
    );
  });

  it('names the shell dialog through titleId', () => {
    render(<CreateListModal titleId="t1" onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Skapa ny lista' })).toHaveAttribute('id', 't1');
  });

  it('hands the wine over to the create-list flow', async () => {
    const requests = vi.fn();
    const subscription = bus.on('list/create-requested').subscribe(requests);
    render(<AddToListModal titleId="t2" productId={12} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skapa ny lista' }));
    expect(requests).toHaveBeenCalledWith({ type: 'list/create-requested', v: 1, payload: { productId: 12 } });
    subscription.unsubscribe();
  });

  it('renders the notes panel', () => {
    render(<NotesPanel productId={3} />);
    expect(screen.getByRole('heading', { name: 'Anteckningar' })).toBeInTheDocument();
  });
});
