import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, ErrorState } from './StateMessage';

describe('EmptyState', () => {
  it('shows its heading at the given level, its text and the ways on, without alarming anyone', () => {
    render(
      <EmptyState heading="Vinet hittades inte" headingLevel={1} actions={<a href="/search">Sök efter andra viner</a>}>
        <p>Vinet kan ha utgått ur sortimentet.</p>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vinet hittades inte' })).toBeInTheDocument();
    expect(screen.getByText('Vinet kan ha utgått ur sortimentet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sök efter andra viner' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is announced with the shared message by default and retries when asked', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Någonting gick fel. Var god försök igen senare.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the remote's own message, and offers no retry without one", () => {
    render(<ErrorState message="Profilen kunde inte laddas." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Profilen kunde inte laddas.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
