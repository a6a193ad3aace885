import { firstValueFrom } from 'rxjs';
import { bus, configureApi, vinApi } from '@vinkompassen/shared-contracts';
import { createAppStore, type AppStore } from '../store/store';
import { createListRequested, loginRequested } from '../store/overlaySlice';
import { testProfile } from '../test/shell';
import { selectProfile } from './profile';
import { createSession, type SessionDeps } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(
  route: { id: string; requiresAuth: boolean } = { id: 'home', requiresAuth: false },
  previous: string | null = null,
  token: string | null = 'tok',
) {
  const store: AppStore = createAppStore({ auth: { token, authenticated: token !== null } });
  const navigate = vi.fn<SessionDeps['navigate']>();
  const session = createSession({ store, navigate, currentRoute: () => route, previousPath: () => previous });
  const stopBus = session.start();
  const stopTabs = session.followOtherTabs();
  const stop = () => {
    stopBus();
    stopTabs();
  };
  return { store, navigate, session, stop };
}

/** Another tab of the browser stores `token` (a login there), or removes it (a logout). */
function otherTab(token: string | null) {
  const oldValue = localStorage.getItem('token');
  if (token === null) localStorage.removeItem('token');
  else localStorage.setItem('token', token);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue, newValue: token, storageArea: localStorage }));
}

describe('session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let stop: () => void = () => undefined;

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('clears the token on any 401 and publishes the anonymous session', async () => {
    fetchMock.mockImplementation(async () => json(401, { detail: 'Invalid token.' }));
    const ctx = setup();
    stop = ctx.stop;
    await ctx.store.dispatch(vinApi.endpoints.getProfile.initiate());
    expect(ctx.store.getState().auth).toEqual({ token: null, authenticated: false });
    expect(await firstValueFrom(bus.session$)).toEqual({ token: null, authenticated: false });
  });

  it('sends the token and credentials', async () => {
    fetchMock.mockImplementation(async () => json(200, testProfile));
    const ctx = setup();
    stop = ctx.stop;
    await ctx.store.dispatch(vinApi.endpoints.getProfile.initiate());
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://api.test/auth/profile/');
    expect(request.headers.get('Authorization')).toBe('Token tok');
    expect(request.credentials).toBe('include');
    // RTK batches subscriber notifications for RTK Query actions (autoBatchEnhancer).
    await vi.waitFor(async () =>
      expect((await firstValueFrom(bus.session$)).user).toEqual({ id: 7, slug: 'anna', name: 'Anna', avatar: null }),
    );
  });

  it('clears user data when the profile fails to load', async () => {
    fetchMock.mockResolvedValueOnce(json(200, testProfile)).mockResolvedValueOnce(json(500, {}));
    const ctx = setup();
    stop = ctx.stop;
    await ctx.store.dispatch(vinApi.endpoints.getProfile.initiate());
    expect(selectProfile(ctx.store.getState())).toEqual(testProfile);
    await ctx.store.dispatch(vinApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    expect(selectProfile(ctx.store.getState())).toBeUndefined();
  });

  it('logs out, clears local data and leaves routes that need login', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const ctx = setup({ id: 'profile', requiresAuth: true });
    stop = ctx.stop;
    expect(await ctx.session.logout()).toBe(true);
    expect(ctx.store.getState().auth.token).toBeNull();
    expect(ctx.navigate).toHaveBeenCalledWith('/');
  });

  it('leaves the user-list route on logout, but not other routes', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const onList = setup({ id: 'userList', requiresAuth: false });
    await onList.session.logout();
    expect(onList.navigate).toHaveBeenCalledWith('/');
    onList.stop();

    const onToplists = setup({ id: 'toplists', requiresAuth: false });
    stop = onToplists.stop;
    await onToplists.session.logout();
    expect(onToplists.navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the server did not revoke the token (500, network error)', async () => {
    const ctx = setup({ id: 'profile', requiresAuth: true });
    stop = ctx.stop;
    fetchMock.mockImplementation(async () => json(500, {}));
    expect(await ctx.session.logout()).toBe(false);
    expect(ctx.store.getState().auth).toEqual({ token: 'tok', authenticated: true });
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await ctx.session.logout()).toBe(false);
    expect(ctx.store.getState().auth.token).toBe('tok');
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('forgets the token when logout answers 401 (already invalid on the server)', async () => {
    fetchMock.mockImplementation(async () => json(401, { detail: 'Invalid token.' }));
    const ctx = setup({ id: 'profile', requiresAuth: true });
    stop = ctx.stop;
    expect(await ctx.session.logout()).toBe(true);
    expect(ctx.store.getState().auth.token).toBeNull();
    expect(ctx.navigate).toHaveBeenCalledWith('/');
  });

  it('after a modal login: stores the token, likes the pending wine, closes the modal', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = (input as Request).url;
      return url.endsWith('/auth/profile/') ? json(200, testProfile) : json(201, {});
    });
    const ctx = setup();
    stop = ctx.stop;
    ctx.store.dispatch(loginRequested({ mode: 'login', pendingProductId: 99 }));
    bus.publish('auth/login-succeeded', { token: 'new', via: 'modal' });
    await vi.waitFor(() => expect(ctx.store.getState().overlays.open).toBeNull());
    expect(ctx.store.getState().auth.token).toBe('new');
    const like = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.url.endsWith('/user-product-likes/'));
    expect(await like?.json()).toEqual({ product: 99 });
  });

  it('after a page login: goes back, but not to login/register', async () => {
    fetchMock.mockImplementation(async () => json(200, testProfile));
    const back = setup(undefined, '/toplists');
    bus.publish('auth/login-succeeded', { token: 'a', via: 'page' });
    await vi.waitFor(() => expect(back.navigate).toHaveBeenCalledWith('/toplists'));
    back.stop();

    const fromRegister = setup(undefined, '/register');
    stop = fromRegister.stop;
    bus.publish('auth/login-succeeded', { token: 'b', via: 'page' });
    await vi.waitFor(() => expect(fromRegister.navigate).toHaveBeenCalledWith('/profile'));
  });

  it('shows the generic error when the profile cannot be loaded after login', async () => {
    fetchMock.mockImplementation(async () => json(500, {}));
    const errors = vi.fn();
    const subscription = bus.on('error/show').subscribe(errors);
    const ctx = setup();
    stop = ctx.stop;
    bus.publish('auth/login-succeeded', { token: 'x', via: 'page' });
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(ctx.navigate).not.toHaveBeenCalled();
    // The token goes with the user data: no "Logga ut" for a user the app knows nothing about.
    expect(ctx.store.getState().auth).toEqual({ token: null, authenticated: false });
    subscription.unsubscribe();
  });

  describe('other tabs', () => {
    const likeOrProfile = async (input: RequestInfo | URL) =>
      (input as Request).url.endsWith('/auth/profile/') ? json(200, testProfile) : json(201, {});

    it('a login in another tab logs this one in: the waiting login modal closes and its wine is saved', async () => {
      fetchMock.mockImplementation(likeOrProfile);
      const ctx = setup(undefined, null, null);
      stop = ctx.stop;
      ctx.store.dispatch(loginRequested({ mode: 'login', pendingProductId: 99 }));
      otherTab('from-other-tab');
      await vi.waitFor(() => expect(ctx.store.getState().overlays.open).toBeNull());
      expect(ctx.store.getState().auth).toEqual({ token: 'from-other-tab', authenticated: true });
      const like = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => r.url.endsWith('/user-product-likes/'));
      expect(like?.headers.get('Authorization')).toBe('Token from-other-tab');
      expect(await like?.json()).toEqual({ product: 99 });
      expect(ctx.navigate).not.toHaveBeenCalled();
    });

    it('without a login modal, another tab\'s login changes nothing else here', async () => {
      fetchMock.mockImplementation(likeOrProfile);
      const ctx = setup(undefined, null, null);
      stop = ctx.stop;
      ctx.store.dispatch(createListRequested({}));
      otherTab('from-other-tab');
      await vi.waitFor(() => expect(selectProfile(ctx.store.getState())).toEqual(testProfile));
      expect(ctx.store.getState().overlays.open).toEqual({ kind: 'create-list' });
      expect(fetchMock.mock.calls.map(([r]) => (r as Request).url)).toEqual(['http://api.test/auth/profile/']);
    });

    it('a logout in another tab logs this one out, without calling the API, and leaves routes that need a login', async () => {
      const ctx = setup({ id: 'profile', requiresAuth: true });
      stop = ctx.stop;
      otherTab(null);
      expect(ctx.store.getState().auth).toEqual({ token: null, authenticated: false });
      expect(ctx.navigate).toHaveBeenCalledWith('/');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('another user in another tab: the first user\'s data goes', async () => {
      fetchMock.mockImplementation(likeOrProfile);
      const ctx = setup();
      stop = ctx.stop;
      await ctx.store.dispatch(vinApi.endpoints.getProfile.initiate());
      fetchMock.mockImplementation(async () => json(200, { ...testProfile, id: 8, slug: 'bo', name: 'Bo' }));
      otherTab('second-user');
      expect(selectProfile(ctx.store.getState())).toBeUndefined();
      await vi.waitFor(() => expect(selectProfile(ctx.store.getState())?.slug).toBe('bo'));
      expect(ctx.store.getState().auth.token).toBe('second-user');
    });

    it("keeps another tab's login when the profile fails to load here (clearing it would log every tab out)", async () => {
      fetchMock.mockImplementation(async () => json(500, {}));
      const ctx = setup(undefined, null, null);
      stop = ctx.stop;
      ctx.store.dispatch(loginRequested({ mode: 'login' }));
      otherTab('from-other-tab');
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(ctx.store.getState().auth.token).toBe('from-other-tab');
      expect(localStorage.getItem('token')).toBe('from-other-tab');
    });
  });
});
