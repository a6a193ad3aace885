import { expect, it } from 'vitest';
import path from 'node:path';
import { apiRoot, loadConfig } from './config';

it('listens on loopback unless HOST says otherwise (not on every interface by default)', () => {
  expect(loadConfig({}).host).toBe('localhost');
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
});

it('analytics: on by default, ANALYTICS_ENABLED=false turns it off; the admin token must be long', () => {
  expect(loadConfig({}).analytics).toEqual({ enabled: true, adminToken: undefined, batchesPerMinute: undefined });
  expect(loadConfig({ ANALYTICS_ENABLED: 'false' }).analytics.enabled).toBe(false);
  expect(loadConfig({ ANALYTICS_ENABLED: '0' }).analytics.enabled).toBe(false);
  expect(loadConfig({ ANALYTICS_ENABLED: 'true' }).analytics.enabled).toBe(true);
  const token = 'a'.repeat(32);
  expect(loadConfig({ ANALYTICS_ADMIN_TOKEN: ` ${token} ` }).analytics.adminToken).toBe(token);
  expect(loadConfig({ ANALYTICS_ADMIN_TOKEN: '' }).analytics.adminToken).toBeUndefined();
  expect(() => loadConfig({ ANALYTICS_ADMIN_TOKEN: 'kort' })).toThrow(/at least 32/);
  expect(loadConfig({ ANALYTICS_BATCHES_PER_MINUTE: '5' }).analytics.batchesPerMinute).toBe(5);
  expect(loadConfig({ ANALYTICS_BATCHES_PER_MINUTE: 'x' }).analytics.batchesPerMinute).toBeUndefined();
});

it('imports the catalog the repository carries unless SHARED_DATA_DIR names another folder', () => {
  expect(loadConfig({}).sharedDataDir).toBe(path.join(apiRoot, 'data'));
  expect(loadConfig({ SHARED_DATA_DIR: '' }).sharedDataDir).toBe(path.join(apiRoot, 'data'));
  expect(loadConfig({ SHARED_DATA_DIR: '/srv/dumps' }).sharedDataDir).toBe('/srv/dumps');
});

it('share cards rendered ahead: none by default, a count, or the whole fixed range', () => {
  expect(loadConfig({}).shareCardsAhead).toBe(0);
  expect(loadConfig({ SHARE_CARDS_AHEAD: '120' }).shareCardsAhead).toBe(120);
  expect(loadConfig({ SHARE_CARDS_AHEAD: 'all' }).shareCardsAhead).toBe(Number.POSITIVE_INFINITY);
  expect(loadConfig({ SHARE_CARDS_AHEAD: 'many' }).shareCardsAhead).toBe(0);
});

it('REQUEST_LOG=file (npm start) sends request logs to a file under DATA_DIR; otherwise to stdout', () => {
  expect(loadConfig({ DATA_DIR: '/tmp/vk-data', REQUEST_LOG: 'file' }).requestLogFile).toBe('/tmp/vk-data/logs/api.log');
  expect(loadConfig({ DATA_DIR: '/tmp/vk-data' }).requestLogFile).toBeUndefined();
});
