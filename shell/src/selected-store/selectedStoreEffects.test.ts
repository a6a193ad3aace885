import { firstValueFrom } from 'rxjs';
import { bus } from '@vinkompassen/shared-contracts';
import { startSelectedStoreEffects } from './selectedStoreEffects';

describe('selected store', () => {
  it('restores the stored store for late subscribers', async () => {
    localStorage.setItem('store', JSON.stringify({ siteId: '0102', name: 'Klarabergsgatan' }));
    const stop = startSelectedStoreEffects();
    expect(await firstValueFrom(bus.selectedStore$)).toEqual({ siteId: '0102', name: 'Klarabergsgatan' });
    stop();
  });

  it('persists a selection and clears it', () => {
    const stop = startSelectedStoreEffects();
    bus.publish('store/selected', { store: { siteId: '0425', name: 'Hötorget' } });
    expect(JSON.parse(localStorage.getItem('store')!)).toEqual({ siteId: '0425', name: 'Hötorget' });
    bus.publish('store/selected', { store: null });
    expect(localStorage.getItem('store')).toBeNull();
    stop();
  });

  it('ignores a corrupt stored value', async () => {
    localStorage.setItem('store', '{not json');
    const stop = startSelectedStoreEffects();
    expect(await firstValueFrom(bus.selectedStore$)).toBeNull();
    stop();
  });
});
