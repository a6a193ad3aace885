import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  it('resolves in a later task: every queued microtask has run first', async () => {
    let hops = 0;
    const hop = () => {
      hops += 1;
      if (hops < 1000) queueMicrotask(hop);
    };
    queueMicrotask(hop);
    await yieldToBrowser();
    expect(hops).toBe(1000);
  });

  it('resolves under fake timers (a frozen clock must not hold up start-up)', async () => {
    vi.useFakeTimers();
    try {
      await expect(yieldToBrowser()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
