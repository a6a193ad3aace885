import { bus } from '@vinkompassen/shared-contracts';
import { startWorkerMessaging } from './workerMessaging';

const postMessage = vi.fn();
let pathListener: (path: string) => void = () => undefined;
let stop: () => void = () => undefined;

beforeEach(() => {
  postMessage.mockClear();
  const events = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(events, { controller: { postMessage } }),
  });
  bus.publish('auth/changed', { token: 'token-a', authenticated: true });
  stop = startWorkerMessaging((listener) => {
    pathListener = listener;
    return () => undefined;
  });
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('logging out asks the worker to drop the cached API reads', () => {
  expect(postMessage).not.toHaveBeenCalled();
  bus.publish('auth/changed', { token: null, authenticated: false });
  expect(postMessage).toHaveBeenCalledWith({ type: 'vk:clear-api-cache' });
});

test('a new login after being anonymous keeps the cache (nothing of another user in it)', () => {
  bus.publish('auth/changed', { token: null, authenticated: false });
  postMessage.mockClear();
  bus.publish('auth/changed', { token: 'token-b', authenticated: true });
  expect(postMessage).not.toHaveBeenCalled();
});

test('each newly shown path is reported once', () => {
  pathListener('/profile');
  pathListener('/profile');
  pathListener('/toplists');
  expect(postMessage.mock.calls).toEqual([[{ type: 'vk:page-visited', path: '/profile' }], [{ type: 'vk:page-visited', path: '/toplists' }]]);
});

test('the page shown before the worker took control is reported when it does', () => {
  pathListener('/toplists');
  postMessage.mockClear();
  navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
  expect(postMessage).toHaveBeenCalledWith({ type: 'vk:page-visited', path: '/toplists' });
});
