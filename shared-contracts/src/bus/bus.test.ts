import { firstValueFrom, take, toArray } from 'rxjs';
import { createBus, bus } from './bus';
import { MESSAGE_VERSIONS, message, type BusMessage } from './messages';

describe('bus', () => {
  it('narrows on(type) to that message type', async () => {
    const b = createBus();
    const received = firstValueFrom(b.on('list/add-requested'));
    b.publish('error/show', { message: 'x' });
    b.publish('list/add-requested', { productId: 42 });
    const msg = await received;
    // Compile-time check: payload is { productId: number }, not a union.
    const productId: number = msg.payload.productId;
    expect(productId).toBe(42);
    expect(msg).toEqual({ type: 'list/add-requested', v: 1, payload: { productId: 42 } });
  });

  it('rejects wrong payloads at compile time', () => {
    const b = createBus();
    // @ts-expect-error productId is required
    b.publish('list/add-requested');
    // @ts-expect-error mode must be login or register
    b.publish('auth/login-requested', { mode: 'signup' });
    // Messages without required fields take no payload.
    b.publish('lists/changed');
  });

  it('replays the current session to late subscribers', async () => {
    const b = createBus();
    b.publish('auth/changed', { token: 'a', authenticated: true });
    b.publish('auth/changed', { token: null, authenticated: false });
    const late = await firstValueFrom(b.session$);
    expect(late).toEqual({ token: null, authenticated: false });
  });

  it('replays the selected store to late subscribers', async () => {
    const b = createBus();
    b.publish('store/selected', { store: { siteId: '0102', name: 'Stockholm Klarabergsgatan' } });
    expect(await firstValueFrom(b.selectedStore$)).toEqual({ siteId: '0102', name: 'Stockholm Klarabergsgatan' });
  });

  it('does not replay commands', () => {
    const b = createBus();
    b.publish('newsletter/trigger');
    const seen = vi.fn();
    b.on('newsletter/trigger').subscribe(seen);
    expect(seen).not.toHaveBeenCalled();
  });

  it('stamps every message with the version this build understands', () => {
    expect(message('error/show')).toEqual({ type: 'error/show', v: MESSAGE_VERSIONS['error/show'], payload: {} });
    for (const v of Object.values(MESSAGE_VERSIONS)) expect(v).toBe(1);
  });

  it('drops messages of another version instead of misreading them', async () => {
    const b = createBus();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const all = firstValueFrom(b.on('error/show').pipe(take(1), toArray()));
    b.publishMessage({ type: 'error/show', v: 2, payload: { text: 'new shape' } } as unknown as BusMessage);
    b.publish('error/show', { message: 'v1' });
    expect(await all).toEqual([{ type: 'error/show', v: 1, payload: { message: 'v1' } }]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('keeps one global instance', async () => {
    const again = await import('./bus');
    expect(again.bus).toBe(bus);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('vinkompassen.bus.v1')]).toBe(bus);
  });
});
