import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('listens on loopback unless HOST says otherwise (issue 15: not on every interface by default)', () => {
  expect(loadConfig({}).host).toBe('localhost');
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
});
