import { revealAboveBar } from './revealAboveBar';

const box = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) }) as Element;

describe('revealAboveBar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the first answers up above the sticky bar (375 × 740: the bar from 620, the answers down to 908)', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    revealAboveBar(box(500, 540), box(864, 908), box(620, 740));
    expect(scrollBy).toHaveBeenCalledWith({ top: 908 + 12 - 620 });
  });

  it('never scrolls the question off the top, and not at all when the answers already show', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    revealAboveBar(box(100, 140), box(864, 908), box(620, 740));
    expect(scrollBy).toHaveBeenCalledWith({ top: 88 });
    scrollBy.mockClear();
    revealAboveBar(box(300, 340), box(500, 560), box(620, 740));
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
