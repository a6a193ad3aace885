// @vitest-environment node
import { createTestStore } from '@vinkompassen/test-kit';
import { jsonLdProblems } from '@vinkompassen/test-kit/schema-org';
import { bertilProfile } from '../test/fixtures';
import userPage from './UserPage.data';
import { socialApi } from '../ui/socialApi';

const SITE = 'https://vinkompassen.se';

describe("a user's page contract", () => {
  it("places the page under home by the user's name once loaded, and never lets it be kept for the next visitor", async () => {
    const store = createTestStore();
    const head = async () =>
      userPage.head!({ params: { slug: 'bertil' }, search: new URLSearchParams(), viewer: null, state: store.getState(), pageUrl: `${SITE}/user/bertil`, publicUrl: SITE, apiBaseUrl: SITE, title: undefined });
    expect((await head()).jsonLd).toBeUndefined();
    await store.dispatch(socialApi.util.upsertQueryData('getUser', { user: 'bertil', viewer: null }, bertilProfile()));
    expect((await head()).jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList', itemListElement: [expect.objectContaining({ name: 'Hem' }), expect.objectContaining({ name: 'Bertil' })] })]);
    expect(jsonLdProblems((await head()).jsonLd)).toEqual([]);
    // A profile its user can change at any moment.
    expect(userPage.cache.anonymous).toBe(false);
  });
});
