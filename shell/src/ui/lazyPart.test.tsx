import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { bus } from '@vinkompassen/shared-contracts';
import { lazyPage, lazyPart } from './lazyPart';

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

});

function About() {
  return <p>Om oss</p>;
}

describe('lazyPage', () => {
  it("keeps the server's HTML while its code loads and hydrates it in place", async () => {
    let arrive: (page: typeof About) => void = () => undefined;
    const Lazy = lazyPage(() => new Promise<typeof About>((resolve) => (arrive = resolve)), <p>Laddar</p>);
    const container = document.createElement('div');
    document.body.append(container);
    // What the server sent: the page itself (it waits for every lazy part before it answers).
    const OnServer = lazyPage(async () => About, <p>Laddar</p>);
    renderToString(<OnServer />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.innerHTML = renderToString(<OnServer />);
    expect(container).toHaveTextContent('Om oss');
    const serverParagraph = container.querySelector('p');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Lazy />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('p')).toBe(serverParagraph);
    await act(async () => arrive(About));
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container).toHaveTextContent('Om oss');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
