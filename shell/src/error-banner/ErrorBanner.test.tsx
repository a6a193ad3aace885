import { act, render, screen } from '@testing-library/react';
import { bus } from '@vinkompassen/shared-contracts';
import { ERROR_BANNER_MS, ErrorBanner } from './ErrorBanner';

describe('ErrorBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the default message for 4000 ms', () => {
    render(<ErrorBanner />);
    act(() => bus.publish('error/show'));
    expect(screen.getByRole('alert')).toHaveTextContent('Någonting gick fel. Var god försök igen senare.');
    act(() => vi.advanceTimersByTime(ERROR_BANNER_MS - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Någonting gick fel');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(ERROR_BANNER_MS).toBe(4000);
  });

  it('shows a custom message and restarts the timer on a new one', () => {
    render(<ErrorBanner />);
    act(() => bus.publish('error/show', { message: 'Första' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => bus.publish('error/show', { message: 'Andra' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('Andra');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
