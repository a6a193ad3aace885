// @vitest-environment node
import { type PageContract } from '@vinkompassen/shared-contracts';
import { createTestStore, productSummary, userList } from '@vinkompassen/test-kit';
import { jsonLdProblems } from '@vinkompassen/test-kit/schema-org';
import page from './UserListPage.data';
import { socialApi } from '../ui/socialApi';

const SITE = 'https://vinkompassen.se';
type Store = ReturnType<typeof createTestStore>;

const head = async (contract: PageContract, store: Store, path: string, slug: string) =>
  await contract.head!({ params: { slug }, search: new URLSearchParams(), viewer: null, state: store.getState(), pageUrl: `${SITE}${path}`, publicUrl: SITE, apiBaseUrl: SITE, title: undefined });

describe("a public list's page contract", () => {
  it("a public list is an ItemList of its wines under its owner's page, with its share card; kept until any list is edited", async () => {
    const store = createTestStore();
    const list = userList({ slug: 'sommar', name: 'Sommar', products_count: 1, product_list: [productSummary()] });
    await store.dispatch(socialApi.util.upsertQueryData('getPublicList', { list: 'sommar', viewer: null }, list));
    const { shareCard, jsonLd } = await head(page, store, '/user-list/sommar', 'sommar');
    expect(shareCard).toBe(`${SITE}/api/v1/share-cards/user-list/sommar.png`);
    expect(jsonLd![0]).toMatchObject({ '@type': 'ItemList', name: 'Sommar', description: 'Till grillen', itemListElement: [{ name: '1909 Righetti Ripasso' }] });
    expect(jsonLd![1]).toMatchObject({ itemListElement: [{}, { name: 'Anna', item: { url: `${SITE}/user/anna` } }, { name: 'Sommar' }] });
    expect(jsonLdProblems(jsonLd)).toEqual([]);
    expect(page.cache.dependsOn).toEqual(['catalog', 'lists']);
  });

});
