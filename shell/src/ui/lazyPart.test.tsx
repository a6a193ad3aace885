import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { bus } from '@vinkompassen/shared-contracts';
import { lazyPart } from './lazyPart';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyPart', () => {
  it('renders the part once its code is in', async () => {
    const Lazy = lazyPart(async () => Part);
    render(<Lazy text="Meny" />);
    expect(await screen.findByText('Meny')).toBeInTheDocument();
  });

  it('a failed load shows the error banner and tells the caller; the next render loads again', async () => {
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Part);
    const Lazy = lazyPart(load);
    const errors: unknown[] = [];
    const subscription = bus.on('error/show').subscribe((event) => errors.push(event));
    const onLoadFailed = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const first = render(<Lazy text="Meny" onLoadFailed={onLoadFailed} />);
    await vi.waitFor(() => expect(onLoadFailed).toHaveBeenCalledOnce());
    expect(errors).toHaveLength(1);
    expect(screen.queryByText('Meny')).not.toBeInTheDocument();
    first.unmount();

    render(<Lazy text="Meny" onLoadFailed={onLoadFailed} />);
    expect(await screen.findByText('Meny')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });

  it("keeps the server's HTML while its code loads and hydrates it in place", async () => {
    let arrive: (part: typeof Part) => void = () => undefined;
    const Lazy = lazyPart(() => new Promise<typeof Part>((resolve) => (arrive = resolve)), <p>Laddar</p>);
    const container = document.createElement('div');
    document.body.append(container);
    // What the server sent: the part itself (it waits for every lazy part before it answers).
    container.innerHTML = renderToString(<Part text="Om oss" />).replace(/^/, '<!--$-->') + '<!--/$-->';
    const serverParagraph = container.querySelector('p');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Lazy text="Om oss" />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('p')).toBe(serverParagraph);
    await act(async () => arrive(Part));
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container).toHaveTextContent('Om oss');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
