import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROWSER_ONLY, SsrContext } from '../ssr-context/SsrContext';
import { AGE_FORM_PATH, AgeGate } from './AgeGate';

/** Renders, and waits for the question: its code loads when it is first needed. */
async function renderGate(ui: ReactElement) {
  render(ui);
  await screen.findByRole('alertdialog');
}

describe('AgeGate', () => {
  it('asks first, as an accessible dialog without a close button', async () => {
    await renderGate(<AgeGate>sajten</AgeGate>);
    const dialog = screen.getByRole('alertdialog', { name: 'Välkommen till Vinkompassen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Jag är 25 år eller äldre' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /stäng/i })).not.toBeInTheDocument();
  });

  it('stores the confirmation and opens the site', async () => {
    await renderGate(<AgeGate>sajten</AgeGate>);
    await userEvent.click(screen.getByRole('button', { name: 'Jag är 25 år eller äldre' }));
    expect(localStorage.getItem('age_confirmed')).toBe('true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('sajten')).toBeInTheDocument();
  });

  it('blocks visitors under 25 with no way past', async () => {
    await renderGate(<AgeGate>sajten</AgeGate>);
    await userEvent.click(screen.getByRole('button', { name: 'Jag är under 25 år' }));
    expect(screen.getByRole('alertdialog', { name: 'Välkommen tillbaka senare' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('sajten')).not.toBeInTheDocument();
    expect(localStorage.getItem('age_confirmed')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('is a form the server answers when JavaScript is off; with it, a click stays on the page', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    await renderGate(<AgeGate>sajten</AgeGate>);
    const form = screen.getByRole('button', { name: 'Jag är 25 år eller äldre' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', AGE_FORM_PATH);
    expect(screen.getByRole('button', { name: 'Jag är 25 år eller äldre' })).toHaveAttribute('value', '25+');
    expect(screen.getByRole('button', { name: 'Jag är under 25 år' })).toHaveAttribute('value', 'under-25');
    form.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Jag är 25 år eller äldre' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('blocks from the start when the server saw an "under 25" answer sent without JavaScript', async () => {
    await renderGate(
      <SsrContext.Provider value={{ ...BROWSER_ONLY, ageConfirmed: false, ageRefused: true, hydrated: false }}>
        <AgeGate>sajten</AgeGate>
      </SsrContext.Provider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Välkommen tillbaka senare' })).toBeInTheDocument();
    expect(screen.queryByText('sajten')).not.toBeInTheDocument();
  });

  it('keeps focus inside the dialog', async () => {
    await renderGate(<AgeGate>sajten</AgeGate>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Jag är under 25 år' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Jag är 25 år eller äldre' })).toHaveFocus();
  });

  it('is not shown once confirmed', () => {
    localStorage.setItem('age_confirmed', 'true');
    render(<AgeGate>sajten</AgeGate>);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
