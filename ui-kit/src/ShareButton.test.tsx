import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './ShareButton';

function stubNavigator(extra: Partial<Navigator>) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, extra));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ShareButton', () => {
  it('opens the share sheet with the given title and link', async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator({ share });
    render(<ShareButton label="Dela listan" title="Sommarviner" url="https://vin.test/user-list/sommar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela listan' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sommarviner', url: 'https://vin.test/user-list/sommar' });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link without a share sheet and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton label="Dela förslagen" url="https://vin.test/r?a=1" copiedText="Länken till förslagen är kopierad." />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela förslagen' }));
    expect(writeText).toHaveBeenCalledWith('https://vin.test/r?a=1');
    expect(screen.getByRole('status')).toHaveTextContent('Länken till förslagen är kopierad.');
  });

  it('shares a path as the full link of this site', async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator({ share });
    render(<ShareButton label="Dela listan" title="Sommarviner" url="/user-list/sommar?a=1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela listan' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sommarviner', url: `${window.location.origin}/user-list/sommar?a=1` });
  });

  it('shows the link to copy by hand when the clipboard fails, or the given hint', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    const { unmount } = render(<ShareButton label="Dela listan" url="https://vin.test/x" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela listan' }));
    expect(await screen.findByRole('textbox', { name: 'Kopiera länken:' })).toHaveValue('https://vin.test/x');
    unmount();

    render(<ShareButton label="Dela förslagen" url="https://vin.test/x" failedText="Kopiera länken i adressfältet." />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela förslagen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kopiera länken i adressfältet.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('as an icon button shares the current page and clears its status again', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ShareButton variant="icon" label="Dela sidan" copiedText="Länken är kopierad" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela sidan' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status')).toHaveTextContent('Länken är kopierad');
    await act(async () => vi.advanceTimersByTime(2600));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing more when the share sheet is closed', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))), clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton label="Dela listan" url="https://vin.test/x" />);
    await userEvent.click(screen.getByRole('button', { name: 'Dela listan' }));
    expect(writeText).not.toHaveBeenCalled();
  });
});
