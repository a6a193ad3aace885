import type { PageContract, PageRequest } from '@vinkompassen/shared-contracts';
import { createAppStore } from '../store/store';
import { prefetchScreenData, type PageContractLoader } from './screenData';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shell.test');
  return { pathname, search };
};

/** A loader handing out one contract that records what its `prefetch` was called with. */
function recordingLoader(answer = true) {
  const seen: { remote: string; module: string; request: PageRequest }[] = [];
  const loader: PageContractLoader = async (remote, module) => {
    const page: PageContract = {
      prefetch: ({ params, search, viewer }) => {
        seen.push({ remote, module, request: { params, search, viewer } });
        return answer;
      },
      cache: { anonymous: true, maxAgeSeconds: 60, dependsOn: ['catalog'] },
    };
    return page;
  };
  return { seen, loader };
}

describe('prefetchScreenData', () => {
  it("calls the screen's page contract (its remote's .data module) with the route's params, the query and the viewer", async () => {
    const store = createAppStore({ auth: { token: 'tok', user: null } } as never);
    const { seen, loader } = recordingLoader();
    expect(await prefetchScreenData(store, at('/product/some-wine?source_list=top-10'), loader)).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ remote: 'discovery', module: './ProductPage', request: { params: { slug: 'some-wine' }, viewer: 'tok' } });
    expect(seen[0]!.request.search.get('source_list')).toBe('top-10');
  });

  it("asks a nested screen's contract with the rest of the path as `*`", async () => {
    const { seen, loader } = recordingLoader();
    await prefetchScreenData(createAppStore(), at('/winefinder/results'), loader);
    expect(seen[0]).toMatchObject({ remote: 'winefinder', module: './WinefinderPage', request: { params: { '*': 'results' }, viewer: null } });
  });

  it("starts nothing for the shell's own pages, an unknown path or a contract that could not be loaded", async () => {
    const { seen, loader } = recordingLoader();
    const store = createAppStore();
    expect(await prefetchScreenData(store, at('/about'), loader)).toBe(false);
    expect(await prefetchScreenData(store, at('/no-such-page'), loader)).toBe(false);
    expect(seen).toEqual([]);
    expect(await prefetchScreenData(store, at('/list/x'), async () => null)).toBe(false);
  });
});
