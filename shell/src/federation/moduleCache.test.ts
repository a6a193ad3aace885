import { createModuleCache } from './moduleCache';
import type { RemoteLoader } from './runtime';

const Page = () => null;

describe('createModuleCache', () => {
  it('keeps a loaded module: one load per exposed module', async () => {
    const loader = vi.fn<RemoteLoader>(async () => ({ default: Page }));
    const modules = createModuleCache(loader);
    await modules.get('discovery', './ToplistsPage');
    expect(modules.get('discovery', './ToplistsPage')).toBe(modules.get('discovery', './ToplistsPage'));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("forgets a failure and the runtime plugin's fallback, so the next render loads again", async () => {
    const loader = vi
      .fn<RemoteLoader>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ default: Page, failed: true })
      .mockResolvedValue({ default: Page });
    const modules = createModuleCache(loader);
    await expect(modules.get('discovery', './ToplistsPage')).rejects.toThrow('down');
    expect(await modules.get('discovery', './ToplistsPage')).toEqual({ default: Page, failed: true });
    expect(await modules.get('discovery', './ToplistsPage')).toEqual({ default: Page });
    expect(loader).toHaveBeenCalledTimes(3);
  });
});
