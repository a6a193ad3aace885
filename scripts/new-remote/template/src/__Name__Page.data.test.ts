// @vitest-environment node
import { jsonLdProblems } from '@vinkompassen/test-kit/schema-org';
import page from './__Name__Page.data';
import { TEXTS } from './texts';

const SITE = 'https://vinkompassen.se';

describe("the page's contract", () => {
  it('places the page under home by its title, in valid schema.org', () => {
    const head = page.head?.({
      params: {},
      search: new URLSearchParams(),
      viewer: null,
      state: {},
      pageUrl: `${SITE}/__name__`,
      publicUrl: SITE,
      apiBaseUrl: SITE,
      title: TEXTS.heading,
    });
    const trail = head?.jsonLd ?? [];
    expect(trail).toMatchObject([{ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Hem' }, { name: TEXTS.heading, item: { url: `${SITE}/__name__` } }] }]);
    expect(jsonLdProblems(trail)).toEqual([]);
  });

  it('lets the server keep its anonymous render', () => {
    expect(page.cache.anonymous).toBe(true);
  });
});
