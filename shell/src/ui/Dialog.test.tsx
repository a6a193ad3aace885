import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

/** A form whose submit is replaced by an error message, as a failed request does. */
function FailingForm() {
  const [failed, setFailed] = useState(false);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <h2 id="t">Prov</h2>
      <input aria-label="Mejladress" />
      {failed ? (
        <p role="alert" tabIndex={-1}>
          Fel
        </p>
      ) : (
        <button type="button" onClick={() => setFailed(true)}>
          Skicka
        </button>
      )}
    </form>
  );
}

describe('Dialog focus guard', () => {
  it('puts focus back inside when the focused element goes, and Escape still closes', async () => {
    const onClose = vi.fn();
    render(
      <Dialog labelledBy="t" onClose={onClose}>
        <FailingForm />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    // The button was removed while focused: focus lands on the error, not <body>.
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape even when focus is on <body>', async () => {
    const onClose = vi.fn();
    render(
      <Dialog labelledBy="t" onClose={onClose}>
        <h2 id="t">Prov</h2>
        <input aria-label="Fält" />
      </Dialog>,
    );
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
