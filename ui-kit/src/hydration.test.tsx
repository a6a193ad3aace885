import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue, useHydrated } from './hydration';

function Stored() {
  const hydrated = useHydrated();
  const name = useBrowserValue(() => localStorage.getItem('name') ?? 'ingen', 'okänd');
  return <p>{`${hydrated ? 'hydrerad' : 'server'}: ${name}`}</p>;
}

describe('useHydrated and useBrowserValue', () => {
  it('give the server value on the server and while hydrating, the browser value right after', async () => {
    localStorage.setItem('name', 'Anna');
    const html = renderToString(<Stored />);
    expect(html).toBe('<p>server: okänd</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Stored />, { onRecoverableError }));
    // No mismatch: the hydration render gave the server's text; the render after it, the browser's.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('hydrerad: Anna');
    act(() => root.unmount());
    container.remove();
  });

  it('give the browser value from the first render without server HTML', () => {
    localStorage.setItem('name', 'Bertil');
    render(<Stored />);
    expect(screen.getByText('hydrerad: Bertil')).toBeInTheDocument();
  });
});
