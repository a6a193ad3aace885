import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FormControls } from './FormControls';

const form = (
  <form aria-label="Sök">
    <FormControls>
      <label htmlFor="q">Sökord</label>
      <input id="q" />
    </FormControls>
  </form>
);

describe('FormControls', () => {
  it("are disabled in the server's HTML and enabled once hydrated, without a mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(container.querySelector('input')).toBeDisabled();

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, form, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it('are enabled from the first render without server HTML, and add no group to the form', () => {
    render(form);
    expect(screen.getByLabelText('Sökord')).toBeEnabled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
