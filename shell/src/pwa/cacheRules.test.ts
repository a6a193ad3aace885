import {
  apiCacheKey,
  isAnalyticsBatch,
  isApiRead,
  isHashedAsset,
  isMfManifest,
  pageCacheKey,
  remoteAssetUrls,
  remoteCacheName,
  remoteForUrl,
  shouldClearApiCache,
  staleRemoteCaches,
  type MfManifest,
} from './cacheRules';
import { isWorkerMessage } from './messages';

const assets = (js: string[], css: string[] = [], asyncJs: string[] = []) => ({
  js: { sync: js, async: asyncJs },
  css: { sync: css, async: [] },
});

const manifest: MfManifest & { shared: unknown[] } = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { assets: assets(['963.7dfedbbf.js', '__federation_expose_LoginPage.bcf738e1.js'], ['__federation_expose_LoginPage.a62eb3b6.css']) },
    { assets: assets(['963.7dfedbbf.js', '__federation_expose_ProfilePage.775291d5.js'], [], ['121.cb5932f9.js']) },
  ],
  shared: [{ name: 'react', assets: assets(['173.14456ce9.js']) }],
};

describe('remote precache list', () => {
  test('entry and every exposed module (sync, async, css) resolved next to the manifest, once each', () => {
    expect(remoteAssetUrls('https://account.example.se/mf/mf-manifest.json', manifest)).toEqual([
      'https://account.example.se/mf/121.cb5932f9.js',
      'https://account.example.se/mf/963.7dfedbbf.js',
      'https://account.example.se/mf/__federation_expose_LoginPage.a62eb3b6.css',
      'https://account.example.se/mf/__federation_expose_LoginPage.bcf738e1.js',
      'https://account.example.se/mf/__federation_expose_ProfilePage.775291d5.js',
      'https://account.example.se/mf/remoteEntry.js',
    ]);
  });

  test("leaves out the remote's own copies of shared libraries (the shell provides them)", () => {
    const urls = remoteAssetUrls('http://localhost:3004/mf-manifest.json', manifest);
    expect(urls.some((url) => url.includes('173.14456ce9'))).toBe(false);
  });

  test('an absolute publicPath and an entry path are honoured', () => {
    const cdn: MfManifest = {
      metaData: { publicPath: 'https://cdn.example.se/account/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } },
      exposes: [],
    };
    expect(remoteAssetUrls('https://config.example.se/mf-manifest.json', cdn)).toEqual(['https://cdn.example.se/account/entry/remoteEntry.js']);
  });

  test('recognises a federation manifest', () => {
    expect(isMfManifest(manifest)).toBe(true);
    expect(isMfManifest({ metaData: {} })).toBe(false);
    expect(isMfManifest(null)).toBe(false);
  });
});

describe('which remote a request belongs to', () => {
  const remotes = {
    discovery: 'https://cdn.example.se/discovery/mf-manifest.json',
    social: 'https://cdn.example.se/social/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
  };
  test('by the folder of its manifest, also when remotes share an origin', () => {
    expect(remoteForUrl('https://cdn.example.se/discovery/963.7dfedbbf.js', remotes)).toBe('discovery');
    expect(remoteForUrl('https://cdn.example.se/social/remoteEntry.js', remotes)).toBe('social');
    expect(remoteForUrl('http://localhost:3004/remoteEntry.js', remotes)).toBe('account');
  });
  test('anything else is no remote', () => {
    expect(remoteForUrl('https://cdn.example.se/other/x.js', remotes)).toBeUndefined();
    expect(remoteForUrl('http://localhost:3005/remoteEntry.js', remotes)).toBeUndefined();
  });
});

test('hashed build files are recognised by their content hash', () => {
  expect(isHashedAsset('/963.7dfedbbf.js')).toBe(true);
  expect(isHashedAsset('/__federation_expose_LoginPage.a62eb3b6.css')).toBe(true);
  expect(isHashedAsset('/remoteEntry.js')).toBe(false);
  expect(isHashedAsset('/mf-manifest.json')).toBe(false);
});

describe('API reads', () => {
  const api = 'http://localhost:8000';
  test('only GETs below the configured API base are cached', () => {
    expect(isApiRead('GET', 'http://localhost:8000/auth/profile/', api)).toBe(true);
    expect(isApiRead('POST', 'http://localhost:8000/api/v1/chat/', api)).toBe(false);
    expect(isApiRead('DELETE', 'http://localhost:8000/auth/profile/', api)).toBe(false);
    expect(isApiRead('GET', 'http://localhost:8001/auth/profile/', api)).toBe(false);
    expect(isApiRead('GET', 'http://localhost:80000/x', api)).toBe(false);
  });
  test('an API base with a path only covers that path', () => {
    expect(isApiRead('GET', 'https://example.se/api/v1/product/1', 'https://example.se/api/')).toBe(true);
    expect(isApiRead('GET', 'https://example.se/apix/v1', 'https://example.se/api')).toBe(false);
  });
  test('an analytics batch is a POST to the collector, under any API base', () => {
    expect(isAnalyticsBatch('POST', 'http://localhost:8000/api/v1/events/')).toBe(true);
    expect(isAnalyticsBatch('POST', 'https://example.se/api/api/v1/events/')).toBe(true);
    expect(isAnalyticsBatch('GET', 'http://localhost:8000/api/v1/events/summary')).toBe(false);
    expect(isAnalyticsBatch('POST', 'http://localhost:8000/api/v1/chat/')).toBe(false);
  });
  test('each user (and anonymous) has its own key for the same URL', () => {
    const url = 'http://localhost:8000/auth/profile/?page=2';
    const a = apiCacheKey(url, 'aaa');
    expect(a).not.toBe(apiCacheKey(url, 'bbb'));
    expect(a).not.toBe(apiCacheKey(url, null));
    expect(new URL(a).searchParams.get('page')).toBe('2');
  });
  test('the cache is dropped on logout and on a change of user, not on login', () => {
    expect(shouldClearApiCache('a', null)).toBe(true);
    expect(shouldClearApiCache('a', 'b')).toBe(true);
    expect(shouldClearApiCache(null, 'a')).toBe(false);
    expect(shouldClearApiCache('a', 'a')).toBe(false);
  });
});

test('pages are kept by path, without the query (which may carry a token)', () => {
  expect(pageCacheKey('http://localhost:3000/profile?token=secret#x')).toBe('http://localhost:3000/profile');
});

test('remote caches are versioned; old versions and dropped remotes are stale', () => {
  const current = [remoteCacheName('account', 'v2'), remoteCacheName('social', 'v1')];
  const names = ['vk-remote-account-v1', ...current, 'vk-remote-old-v1', 'vk-api', 'workbox-precache-v2-x'];
  expect(staleRemoteCaches(names, current)).toEqual(['vk-remote-account-v1', 'vk-remote-old-v1']);
});

test('worker messages are validated', () => {
  expect(isWorkerMessage({ type: 'vk:clear-api-cache' })).toBe(true);
  expect(isWorkerMessage({ type: 'vk:page-visited', path: '/profile' })).toBe(true);
  expect(isWorkerMessage({ type: 'vk:page-visited', path: 'https://evil.example/' })).toBe(false);
  expect(isWorkerMessage({ type: 'other' })).toBe(false);
  expect(isWorkerMessage('vk:clear-api-cache')).toBe(false);
});
