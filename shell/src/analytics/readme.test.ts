import { ANALYTICS_EVENT_NAMES, ANALYTICS_EVENT_PURPOSES } from '@vinkompassen/shared-contracts';
import readme from '../../README.md?raw';

describe('the README on analytics', () => {
  it.each(ANALYTICS_EVENT_NAMES)('lists %s with what it holds and why (the catalogue’s purpose)', (name) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row).toBeDefined();
    expect(row).toContain(ANALYTICS_EVENT_PURPOSES[name]);
  });

  it('says how to turn the whole thing off', () => {
    expect(readme).toContain('"analytics": {"enabled": false}');
    expect(readme).toContain('ANALYTICS_ENABLED=false');
  });
});
