// Vitest setup for the front-end packages: the MSW server runs for the whole file, its routes reset per test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
