import { isDemoStock } from './useStoreStock';

describe('isDemoStock', () => {
  const row = (source: 'demo' | 'feed', quantity = 3) => ({ source, quantity });

  it('leaves an answer unlabelled only when every wine on the shelf comes from a real feed', () => {
    expect(isDemoStock([row('feed'), row('feed')])).toBe(false);
    expect(isDemoStock([row('feed'), row('demo')])).toBe(true);
    expect(isDemoStock([row('demo')])).toBe(true);
  });

  it('counts an answer with no wine on the shelf as demo: nothing in it says the numbers are real', () => {
    expect(isDemoStock([])).toBe(true);
    expect(isDemoStock([row('feed', 0)])).toBe(true);
  });

  it('reads only the rows of wines on the shelf', () => {
    expect(isDemoStock([row('feed'), row('demo', 0)])).toBe(false);
  });
});
