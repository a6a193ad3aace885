// @vitest-environment node
import { createTestStore } from '@vinkompassen/test-kit';
import { jsonLdProblems } from '@vinkompassen/test-kit/schema-org';
import { dish, rankedWine } from '../test/fixtures';
import page from './DishPage.data';
import { discoveryApi } from '../ui/discoveryApi';

const SITE = 'https://vinkompassen.se';

describe("a dish page's contract", () => {
  it('lists its wines as a ranked ItemList under Maträtter, with the ranking page ?page=N asked for', async () => {
    const store = createTestStore();
    await store.dispatch(discoveryApi.util.upsertQueryData('getDish', { slug: 'lamm', limit: 16 }, { dish: dish({ slug: 'lamm', name: 'Lamm' }), match_count: 12, results: [rankedWine()] }));
    const head = await page.head!({ params: { slug: 'lamm' }, search: new URLSearchParams('page=2'), viewer: null, state: store.getState(), pageUrl: `${SITE}/dishes/lamm`, publicUrl: SITE, apiBaseUrl: SITE, title: undefined });
    expect(head.shareCard).toBe(`${SITE}/api/v1/share-cards/dish/lamm.png`);
    const [list, crumbs] = head.jsonLd!;
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Lamm', numberOfItems: 12, itemListOrder: 'https://schema.org/ItemListOrderAscending', itemListElement: [{ position: 1 }] });
    expect(crumbs).toMatchObject({ itemListElement: [{}, { name: 'Maträtter', item: { url: `${SITE}/dishes` } }, { name: 'Lamm', item: { url: `${SITE}/dishes/lamm` } }] });
    expect(jsonLdProblems(head.jsonLd)).toEqual([]);
  });
});
