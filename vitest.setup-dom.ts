import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Two cores run every project at once in CI: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Absent in the Node environment of the server-render tests (`// @vitest-environment node`).
  globalThis.localStorage?.clear();
});

// A worker's files share one environment (vitest.config.ts: `isolate: false`): each file leaves it as it found it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return;
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
});
