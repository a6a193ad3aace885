import { act, renderHook } from '@testing-library/react';
import { bus } from './bus';
import { useSelectedStore } from './useSelectedStore';

describe('useSelectedStore', () => {
  afterEach(() => act(() => bus.publish('store/selected', { store: null })));

  it('follows the store chosen on the bus, and its clearing', () => {
    const { result } = renderHook(() => useSelectedStore());
    expect(result.current).toBeNull();
    act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
    expect(result.current).toEqual({ siteId: '0102', name: 'Klarabergsgatan' });
    act(() => bus.publish('store/selected', { store: null }));
    expect(result.current).toBeNull();
  });

  it('gives a component mounted after the choice the store on its first render', () => {
    act(() => bus.publish('store/selected', { store: { siteId: '0425', name: 'Hötorget' } }));
    const renders: unknown[] = [];
    renderHook(() => renders.push(useSelectedStore()));
    expect(renders[0]).toEqual({ siteId: '0425', name: 'Hötorget' });
  });
});
