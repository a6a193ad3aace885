// Vitest setup for the front-end packages: the MSW server runs for the whole file, its routes reset per test.
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { bus } from '@vinkompassen/shared-contracts';
import { server } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // The bus replays the chosen store to every later screen, in later files too (a worker shares its modules): each
  // test starts as a visitor who has chosen none.
  act(() => bus.publish('store/selected', { store: null }));
});
afterAll(() => server.close());
