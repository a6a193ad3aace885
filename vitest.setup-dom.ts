import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two cores run every project at once in CI: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Absent in the Node environment of the server-render tests (`// @vitest-environment node`).
  globalThis.localStorage?.clear();
});
